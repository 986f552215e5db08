import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { StandardFonts, type PDFDocument, type PDFFont } from 'pdf-lib';

const require = createRequire(import.meta.url);

/**
 * Lato, the portal's own font, from its two subsets: latin (all of French: é, ç, œ, « ») and
 * latin-ext (names from Poland, Czechia, Romania, Turkey…). Each character is written with the first
 * that has it; one that neither has becomes '?'.
 */
const FACES = {
  regular: ['lato-latin-400-normal.woff', 'lato-latin-ext-400-normal.woff'],
  bold: ['lato-latin-700-normal.woff', 'lato-latin-ext-700-normal.woff'],
} as const;
export type Face = keyof typeof FACES;

type Fontkit = typeof import('@pdf-lib/fontkit');
type Subset = { bytes: Uint8Array; covers: (codePoint: number) => boolean };
let subsets: Promise<Record<Face, Subset[]>> | undefined;

// fontkit (30 MB in memory with its Unicode tables) is loaded by the first letter, not at start.
let fontkitLoaded: Promise<Fontkit> | undefined;
// Its types declare named exports; Node's import of this CommonJS package puts them on `default`.
const loadFontkit = () =>
  (fontkitLoaded ??= import('@pdf-lib/fontkit').then((module) => (module as unknown as { default: Fontkit }).default));

const loadSubset = async (file: string): Promise<Subset> => {
  const bytes = new Uint8Array(await readFile(require.resolve(`@fontsource/lato/files/${file}`)));
  const font = (await loadFontkit()).create(bytes);
  return { bytes, covers: (codePoint) => font.hasGlyphForCodePoint(codePoint) };
};

const loadFaces = async (): Promise<Record<Face, Subset[]>> => ({
  regular: await Promise.all(FACES.regular.map(loadSubset)),
  bold: await Promise.all(FACES.bold.map(loadSubset)),
});

/** A run of text in one font. */
export type Run = { text: string; font: PDFFont };

/** The fonts of one document: Lato in runs, and Courier for codes (plain ASCII, every glyph the same width). */
export type LetterFonts = {
  runs: (text: string, face: Face) => Run[];
  /** A run's width, remembered: a font's measure lays the text out, which costs half a millisecond. */
  width: (run: Run, size: number) => number;
  mono: PDFFont;
};

export const embedLetterFonts = async (pdf: PDFDocument): Promise<LetterFonts> => {
  pdf.registerFontkit(await loadFontkit());
  subsets ??= loadFaces();
  const faces = await subsets;
  const embedded = {
    regular: await Promise.all(faces.regular.map((subset) => pdf.embedFont(subset.bytes, { subset: true }))),
    bold: await Promise.all(faces.bold.map((subset) => pdf.embedFont(subset.bytes, { subset: true }))),
  };
  const runs = (text: string, face: Face): Run[] => {
    const result: Run[] = [];
    for (const character of text) {
      const codePoint = character.codePointAt(0)!;
      const index = faces[face].findIndex((subset) => subset.covers(codePoint));
      const font = embedded[face][Math.max(index, 0)];
      const written = index < 0 ? '?' : character;
      const last = result.at(-1);
      if (last?.font === font) last.text += written;
      else result.push({ text: written, font });
    }
    return result;
  };
  const widths = new Map<PDFFont, Map<string, number>>();
  const width = ({ text, font }: Run, size: number) => {
    const known = widths.get(font) ?? widths.set(font, new Map()).get(font)!;
    const unit = known.get(text) ?? known.set(text, font.widthOfTextAtSize(text, 1)).get(text)!;
    return unit * size;
  };
  return { runs, width, mono: await pdf.embedFont(StandardFonts.CourierBold) };
};
