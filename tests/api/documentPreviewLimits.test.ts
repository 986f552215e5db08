import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentFiles } from '../../common/api/documents';
import { health } from '../../common/api/platform';
import { apiAs, ok, refused } from '../support/api';
import { demoOrganization } from '../support/demoOrganization';
import { textPdf } from '../support/documentFiles';
import { makeDocument } from '../support/factories';
import { hugeContentPdf, hugeImagePdf } from '../support/hostilePdfs';
import { loginAs, startTestServer, type TestServer } from '../support/testServer';

let server: TestServer;
let admin: string;
let paris: { id: string };

beforeAll(async () => {
  // A short time limit, so that a page drawn past it is cut within the test.
  server = await startTestServer({ PDF_TASK_SECONDS: '1' });
  admin = (await loginAs(server, 'admin')).token;
  paris = await demoOrganization(server, 'Paris');
});
afterAll(() => server.close());

const deposit = (file: Buffer, fileName: string) =>
  makeDocument(server, admin, { orgId: paris.id, docType: 'WCNT' }, file, fileName);

/** ok(), its success body typed from the answer itself (support's ok() infers `never` from a bare answer). */
const preview = (id: string, width: number) =>
  apiAs(server, admin)(documentFiles.preview, { params: { id, x: 1 }, query: { width } });
/** The error of a preview refused as too heavy to draw (422). */
const errorOf = (answer: { status: number; body: unknown }) => refused(answer, 422).error;

const refusals = (blobKey: string) =>
  server.ctx.database.db
    .selectFrom('document_preview_refusals')
    .select(['page', 'reason'])
    .where('blob_key', '=', blobKey)
    .execute();
const blobKeyOf = async (documentId: string) =>
  (
    await server.ctx.database.db
      .selectFrom('documents')
      .select('blob_key')
      .where('id', '=', documentId)
      .executeTakeFirstOrThrow()
  ).blob_key!;

/** Calls /health one after another until `pending` settles; answers how many answered before it did. */
const healthWhile = async (pending: Promise<unknown>) => {
  let settled = false;
  void pending.finally(() => (settled = true));
  let answered = 0;
  while (!settled) {
    const response = await apiAs(server)(health.liveShort);
    expect(response.status).toBe(200);
    if (!settled) answered++;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return answered;
};

describe('previews of pages too heavy to draw', () => {
  it('takes a file whose image decodes to 1.6 billion pixels, and answers its preview PREVIEW_TOO_HEAVY, remembered', async () => {
    const doc = await deposit(hugeImagePdf(), 'image.pdf');
    expect(doc.pages).toBe(1);
    const first = await preview(doc.id, 800);
    expect(first.status).toBe(422);
    expect(errorOf(first)).toMatchObject({ code: 'PREVIEW_TOO_HEAVY', fields: { page: 'pixel_budget' } });
    expect(await refusals(await blobKeyOf(doc.id))).toEqual([{ page: 1, reason: 'pixel_budget' }]);
    const again = await preview(doc.id, 1200);
    expect([again.status, errorOf(again).code]).toEqual([422, 'PREVIEW_TOO_HEAVY']);
    // The file itself is served whole: it is downloaded to be read.
    expect((await apiAs(server, admin)(documentFiles.pdf, { params: { id: doc.id } })).status).toBe(200);
  });

  it('keeps answering /health while four previews of a page drawn past the time limit are asked at once', async () => {
    const doc = await deposit(hugeContentPdf(), 'contenu.pdf');
    const previews = Promise.all([400, 800, 1200, 1600].map((width) => preview(doc.id, width)));
    const answered = await healthWhile(previews);
    for (const answer of await previews) {
      expect(answer.status).toBe(422);
      expect(errorOf(answer)).toMatchObject({ code: 'PREVIEW_TOO_HEAVY', fields: { page: 'draw_limit' } });
    }
    // The main thread never waited for mupdf: /health answered again and again meanwhile.
    expect(answered).toBeGreaterThanOrEqual(5);
    // Drawn once, cut at the time limit, then remembered for every width.
    expect(await refusals(await blobKeyOf(doc.id))).toEqual([{ page: 1, reason: 'draw_limit' }]);
  });

  it('still draws and caches an ordinary page', async () => {
    const doc = await deposit(await textPdf(['Bulletin ordinaire']), 'ordinaire.pdf');
    const first = await preview(doc.id, 300);
    expect([first.status, first.headers.get('content-type')]).toEqual([200, 'image/png']);
    expect(ok(first).readUInt32BE(16)).toBe(300);
    const cached = await server.ctx.database.db
      .selectFrom('document_previews')
      .select('png_key')
      .where('blob_key', '=', await blobKeyOf(doc.id))
      .execute();
    expect(cached).toHaveLength(1);
    expect(ok(await preview(doc.id, 300))).toEqual(ok(first));
  });
});
