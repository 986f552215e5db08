import {
  beginText,
  endText,
  moveText,
  type PDFDocument,
  type PDFFont,
  type PDFOperator,
  setFillingRgbColor,
  setFontAndSize,
  showText,
  StandardFonts,
} from 'pdf-lib';

/** The font's resource name in the pages and stamps this module writes. */
export const FONT_NAME = 'Helv';

/**
 * Helvetica in WinAnsi encoding, which every reader has and which covers French (é, ç, œ, «, €).
 * A character it lacks is written without its accent when that is enough (ł stays '?', ő becomes o).
 */
export type Helvetica = {
  font: PDFFont;
  /** `text` reduced to what WinAnsi can write. */
  writable: (text: string) => string;
  /** `text` shortened with an ellipsis to fit `width` at `size`. */
  fit: (text: string, size: number, width: number) => string;
  /** `text` broken into lines no wider than `width` at `size`: at spaces, or inside a word too long for a line. */
  wrap: (text: string, size: number, width: number) => string[];
  /** Operators drawing `text` at (x, y) — baseline, in the current user space. */
  line: (text: string, x: number, y: number, size: number) => PDFOperator[];
};

export const embedHelvetica = async (pdf: PDFDocument): Promise<Helvetica> => {
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  await font.embed();
  const charset = new Set(font.getCharacterSet());
  const writable = (text: string) =>
    [...text.replace(/\s+/g, ' ')]
      .map((character) => {
        if (charset.has(character.codePointAt(0)!)) return character;
        const base = character.normalize('NFD').replace(/\p{M}/gu, '');
        return [...base].every((part) => charset.has(part.codePointAt(0)!)) && base ? base : '?';
      })
      .join('');
  const fit = (text: string, size: number, width: number) => {
    let shown = writable(text);
    if (font.widthOfTextAtSize(shown, size) <= width) return shown;
    while (shown && font.widthOfTextAtSize(`${shown}…`, size) > width) shown = shown.slice(0, -1);
    return `${shown}…`;
  };
  const wrap = (text: string, size: number, width: number) => {
    const lines: string[] = [];
    let current = '';
    for (const character of writable(text)) {
      const next = current + character;
      if (font.widthOfTextAtSize(next, size) <= width || !current) {
        current = next;
        continue;
      }
      const space = current.lastIndexOf(' ');
      const cut = character !== ' ' && space > 0 ? space : current.length;
      lines.push(current.slice(0, cut));
      current = (current.slice(cut) + character).trimStart();
    }
    return [...lines, current];
  };
  const line = (text: string, x: number, y: number, size: number) => [
    beginText(),
    setFontAndSize(FONT_NAME, size),
    setFillingRgbColor(0.1, 0.1, 0.2),
    moveText(x, y),
    showText(font.encodeText(writable(text))),
    endText(),
  ];
  return { font, writable, fit, wrap, line };
};
