import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';

// Sample documents for the demo tenant, in the standard fonts (no font to embed: fast to make).
const A4: [number, number] = [595, 842];
const INK = rgb(0.1, 0.1, 0.2);

type Writer = { page: PDFPage; regular: PDFFont; bold: PDFFont };

const newDocument = async (title: string) => {
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  pdf.setCreator('Liasse (démonstration)');
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  return { pdf, addPage: (): Writer => ({ page: pdf.addPage(A4), regular, bold }) };
};

const text = (
  { page, regular, bold }: Writer,
  value: string,
  x: number,
  top: number,
  options = { bold: false, size: 10 },
) => page.drawText(value, { x, y: A4[1] - top, size: options.size, font: options.bold ? bold : regular, color: INK });

const euros = (amount: number) =>
  `${amount.toLocaleString('fr-FR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).replace(/\s/g, ' ')} EUR`;

export type DemoPayslip = {
  organizationName: string;
  employeeName: string;
  registrationNumber: string;
  jobTitle: string;
  /** e.g. "octobre 2026". */
  month: string;
  grossSalary: number;
};

/** A one-page payslip with the usual lines (gross, contributions, net). */
export const demoPayslipPdf = async (slip: DemoPayslip): Promise<Uint8Array> => {
  const { pdf, addPage } = await newDocument(`Bulletin de paie ${slip.month}`);
  const writer = addPage();
  text(writer, slip.organizationName, 50, 60, { bold: true, size: 12 });
  text(writer, 'BULLETIN DE PAIE', 380, 60, { bold: true, size: 14 });
  text(writer, `Période : ${slip.month}`, 380, 80, { bold: false, size: 10 });
  text(writer, `Salarié : ${slip.employeeName}`, 50, 120, { bold: true, size: 11 });
  text(writer, `Matricule : ${slip.registrationNumber}`, 50, 136, { bold: false, size: 10 });
  text(writer, `Emploi : ${slip.jobTitle}`, 50, 152, { bold: false, size: 10 });
  const contributions = Math.round(slip.grossSalary * 0.22 * 100) / 100;
  const lines: [string, number][] = [
    ['Salaire de base', slip.grossSalary],
    ['Sécurité sociale, retraite complémentaire, chômage', -contributions],
    ['Indemnité de transport', 42.5],
  ];
  lines.forEach(([label, amount], index) => {
    text(writer, label, 50, 210 + index * 20);
    text(writer, euros(amount), 420, 210 + index * 20);
  });
  const net = slip.grossSalary - contributions + 42.5;
  text(writer, 'Net à payer avant impôt sur le revenu', 50, 300, { bold: true, size: 11 });
  text(writer, euros(net), 420, 300, { bold: true, size: 11 });
  text(writer, 'Document de démonstration, sans valeur.', 50, 780, { bold: false, size: 8 });
  return pdf.save();
};

/** A two-page employment contract. */
export const demoContractPdf = async (organizationName: string, employeeName: string, start: string) => {
  const { pdf, addPage } = await newDocument('Contrat de travail');
  const first = addPage();
  text(first, 'CONTRAT DE TRAVAIL À DURÉE INDÉTERMINÉE', 50, 70, { bold: true, size: 14 });
  text(first, `Entre ${organizationName}, l'employeur,`, 50, 120);
  text(first, `et ${employeeName}, le salarié,`, 50, 138);
  text(first, `il est convenu ce qui suit, à compter du ${start}.`, 50, 156);
  text(first, 'Article 1 – Fonctions : chargée de clientèle.', 50, 196);
  text(first, 'Article 2 – Durée du travail : 35 heures par semaine.', 50, 216);
  text(first, "Article 3 – Période d'essai : deux mois, renouvelable une fois.", 50, 236);
  const second = addPage();
  text(second, 'Article 4 – Rémunération : selon la grille conventionnelle.', 50, 70);
  text(second, 'Fait en deux exemplaires. Signatures :', 50, 110);
  return pdf.save();
};

/** The organisation's IT charter. */
export const demoItCharterPdf = async (organizationName: string) => {
  const { pdf, addPage } = await newDocument('Charte informatique');
  const page = addPage();
  text(page, 'CHARTE INFORMATIQUE', 50, 70, { bold: true, size: 14 });
  text(page, organizationName, 50, 92, { bold: false, size: 11 });
  [
    'Les mots de passe sont personnels et ne se partagent pas.',
    'Le poste de travail est verrouillé à chaque absence.',
    'Les données des salariés ne quittent pas le système d’information.',
    'Tout incident de sécurité est signalé sans délai au service informatique.',
  ].forEach((rule, index) => text(page, `${index + 1}. ${rule}`, 50, 140 + index * 22));
  return pdf.save();
};
