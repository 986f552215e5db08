import { afterEach, describe, expect, it } from 'vitest';
import { AppError } from '../../server/http/errors';
import { createPdfTasks, type PdfTasks, type PdfTasksConfig } from '../../server/pdf/pdfTasks';
import { textPdf } from '../support/documentFiles';
import { hugeContentPdf, hugeImagePdf, nestedImagesPdf } from '../support/hostilePdfs';

let tasks: PdfTasks | undefined;
const open = (config: Partial<PdfTasksConfig> = {}) =>
  (tasks = createPdfTasks({ threads: 2, queue: 8, taskMs: 10_000, maxPixels: 100_000_000, ...config }));
afterEach(() => tasks?.close());

const isPng = (drawn: object) =>
  'png' in drawn &&
  Buffer.from(drawn.png as Uint8Array)
    .subarray(1, 4)
    .toString() === 'PNG';

describe('PDF tasks on worker threads', () => {
  it('refuses to draw a page whose image would decode to 1.6 billion pixels, before decoding it', async () => {
    expect(await open().draw(hugeImagePdf(), 0, 800)).toEqual({ refused: 'pixel_budget' });
  });

  it('counts the images of forms and annotations in the pixel budget', async () => {
    const file = nestedImagesPdf(2_000);
    expect(await open({ maxPixels: 6_000_000 }).draw(file, 0, 300)).toEqual({ refused: 'pixel_budget' });
    expect(isPng(await open({ maxPixels: 8_000_000 }).draw(file, 0, 300))).toBe(true);
  });

  it('ends a drawing past its time limit and runs the next task on a new thread', async () => {
    const pdf = open({ taskMs: 500 });
    expect(await pdf.draw(hugeContentPdf(), 0, 800)).toEqual({ refused: 'draw_limit' });
    expect(await pdf.check(await textPdf(['Après']))).toEqual({ pages: 1 });
    expect(isPng(await pdf.draw(await textPdf(['Après']), 0, 200))).toBe(true);
  });

  it('answers a request with 503 when every thread is taken and the queue is full', async () => {
    const pdf = open({ threads: 1, queue: 0, taskMs: 2_000 });
    const drawing = pdf.draw(hugeContentPdf(), 0, 800);
    const refused = await pdf.check(await textPdf(['Attente'])).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ statusCode: 503, code: 'SERVICE_UNAVAILABLE' });
    expect(await drawing).toEqual({ refused: 'draw_limit' });
  });

  it('keeps a thread for quick checks while drawings hold the others', async () => {
    const pdf = open({ threads: 2, taskMs: 2_000 });
    const drawings = [pdf.draw(hugeContentPdf(), 0, 400), pdf.draw(hugeContentPdf(), 0, 800)];
    let drawn = false;
    void Promise.all(drawings).then(() => (drawn = true));
    expect(await pdf.check(await textPdf(['Vite']))).toEqual({ pages: 1 });
    expect(drawn).toBe(false);
    expect(await Promise.all(drawings)).toEqual([{ refused: 'draw_limit' }, { refused: 'draw_limit' }]);
  });

  it('tells a damaged, an empty-handed and a sound file apart', async () => {
    const pdf = open();
    expect(await pdf.check(Buffer.from('%PDF-1.7\nnothing here\n%%EOF\n'))).toEqual({ refusal: 'malformed' });
    expect(await pdf.check(await textPdf(['Un', 'Deux']))).toEqual({ pages: 2 });
    expect(await pdf.texts(await textPdf(['Un', 'Deux', 'Trois']), 1, 3)).toEqual([
      expect.stringContaining('Deux'),
      expect.stringContaining('Trois'),
    ]);
  });
});
