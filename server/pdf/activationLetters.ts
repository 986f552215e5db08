import { PDFDocument, rgb, type PDFPage } from 'pdf-lib';
import { embedLetterFonts, type Face, type LetterFonts } from './letterFonts';

/** What one letter says; the code is in clear here only, on its way to paper. */
export type ActivationLetter = {
  organizationName: string;
  firstName: string;
  lastName: string;
  address: string | null;
  zipCode: string | null;
  city: string | null;
  country: string | null;
  login: string;
  code: string;
  /** Already written out, e.g. "23 décembre 2026". */
  validUntil: string;
  date: string;
};

const MM = 72 / 25.4;
const A4 = [210 * MM, 297 * MM] as [number, number];
const MARGIN = 20 * MM;
const TEXT_WIDTH = A4[0] - 2 * MARGIN;
const INK = rgb(0.1, 0.1, 0.2);

/**
 * A writer on one page, top-down: `y` is the distance from the top edge, as a letter is laid
 * out. Text in Lato runs (see letterFonts.ts), wrapped to the width asked.
 */
const pageWriter = (page: PDFPage, fonts: LetterFonts) => {
  const width = (text: string, face: Face, size: number) =>
    fonts.runs(text, face).reduce((sum, run) => sum + fonts.width(run, size), 0);
  const line = (text: string, x: number, y: number, { face = 'regular' as Face, size = 10.5 } = {}) => {
    let left = x;
    for (const run of fonts.runs(text, face)) {
      page.drawText(run.text, { x: left, y: A4[1] - y, font: run.font, size, color: INK });
      left += fonts.width(run, size);
    }
  };
  /** Writes the paragraph from `y`, wrapped at `maxWidth`; returns where the next line starts. */
  const paragraph = (text: string, x: number, y: number, maxWidth: number, options = { size: 10.5 }) => {
    const leading = options.size * 1.45;
    const space = width(' ', 'regular', options.size);
    let current: string[] = [];
    let currentWidth = 0;
    let top = y;
    for (const word of text.split(/\s+/)) {
      // Each word measured once: measuring the growing line again at each word costs seconds per hundred letters.
      const wordWidth = width(word, 'regular', options.size);
      if (current.length && currentWidth + space + wordWidth > maxWidth) {
        line(current.join(' '), x, top, options);
        top += leading;
        current = [];
      }
      currentWidth = current.length ? currentWidth + space + wordWidth : wordWidth;
      current.push(word);
    }
    if (current.length) line(current.join(' '), x, top, options);
    return top + leading;
  };
  return { line, paragraph };
};

/** The addressee's lines, placed where a French DL window envelope (110 × 220 mm) shows them. */
const addressLines = (letter: ActivationLetter) =>
  [
    `${letter.firstName} ${letter.lastName}`,
    ...(letter.address ?? '').split(/\r?\n/),
    [letter.zipCode, letter.city].filter(Boolean).join(' '),
    letter.country && !/^(france|fr)$/i.test(letter.country.trim()) ? letter.country : '',
  ]
    .map((text) => text.trim())
    .filter(Boolean);

const drawLetter = (page: PDFPage, fonts: LetterFonts, letter: ActivationLetter, portal: string) => {
  const { line, paragraph } = pageWriter(page, fonts);
  line(letter.organizationName, MARGIN, MARGIN, { face: 'bold', size: 11 });
  line('Portail documentaire Liasse', MARGIN, MARGIN + 5 * MM);
  addressLines(letter).forEach((text, index) => line(text, 110 * MM, 50 * MM + index * 5 * MM, { size: 11 }));
  line(`Le ${letter.date}`, 110 * MM, 95 * MM);

  let y = 110 * MM;
  line('Activation de votre compte de documents personnels', MARGIN, y, { face: 'bold', size: 14 });
  y += 10 * MM;
  y = paragraph(`Bonjour ${letter.firstName} ${letter.lastName},`, MARGIN, y, TEXT_WIDTH);
  y = paragraph(
    `${letter.organizationName} met à votre disposition un espace personnel où vous retrouverez vos ` +
      `documents (bulletins de paie, contrats…). Pour l'activer, ouvrez l'adresse ci-dessous, saisissez ` +
      `votre identifiant et votre code d'activation, puis choisissez votre mot de passe et acceptez les ` +
      `conditions d'utilisation.`,
    MARGIN,
    y + 2 * MM,
    TEXT_WIDTH,
  );

  y += 6 * MM;
  const box = { x: MARGIN, top: y - 6 * MM, height: 34 * MM };
  page.drawRectangle({
    x: box.x,
    y: A4[1] - box.top - box.height,
    width: TEXT_WIDTH,
    height: box.height,
    borderColor: INK,
    borderWidth: 0.8,
  });
  const label = (text: string, top: number) => line(text, MARGIN + 5 * MM, top, { size: 10 });
  label('Adresse du portail', y);
  line(`${portal}/activate`, MARGIN + 55 * MM, y, { face: 'bold', size: 11 });
  label('Identifiant', y + 9 * MM);
  line(letter.login, MARGIN + 55 * MM, y + 9 * MM, { face: 'bold', size: 11 });
  label("Code d'activation", y + 19 * MM);
  page.drawText(letter.code, {
    x: MARGIN + 55 * MM,
    y: A4[1] - (y + 19 * MM) - 1,
    font: fonts.mono,
    size: 16,
    color: INK,
  });
  y = box.top + box.height + 8 * MM;
  y = paragraph(
    `Ce code ne sert qu'une fois et jusqu'au ${letter.validUntil}. Une nouvelle lettre remplace celle-ci\u00a0: ` +
      `seul le dernier code reçu fonctionne. Code perdu ou expiré\u00a0? Demandez une nouvelle lettre à votre service RH.`,
    MARGIN,
    y,
    TEXT_WIDTH,
  );
  paragraph(
    `Your personal document account is ready: open the address above, enter your login and activation ` +
      `code, then choose your password. The code works once, until the date above.`,
    MARGIN,
    y + 4 * MM,
    TEXT_WIDTH,
    { size: 9 },
  );
};

/** One A4 page per letter, all in one PDF, ready to print and fold into window envelopes. */
export const renderActivationLetters = async (letters: ActivationLetter[], portal: string): Promise<Uint8Array> => {
  const pdf = await PDFDocument.create();
  pdf.setTitle('Lettres d’activation');
  pdf.setCreator('Liasse');
  const fonts = await embedLetterFonts(pdf);
  for (const letter of letters) drawLetter(pdf.addPage(A4), fonts, letter, portal);
  return pdf.save();
};
