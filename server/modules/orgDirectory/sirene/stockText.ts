import Papa from 'papaparse';
import { recordReader } from './sireneColumns';
import { toEstablishment, type Establishment } from './sireneRow';

/** The establishments of a small StockEtablissement CSV held in memory (the demo sample); big files stream through importSirene. */
export const establishmentsOf = (csv: string): { establishments: Establishment[]; skipped: number } => {
  const [header, ...lines] = Papa.parse<string[]>(csv, { delimiter: ',', skipEmptyLines: true }).data;
  const read = recordReader(header);
  const establishments: Establishment[] = [];
  let skipped = 0;
  for (const fields of lines) {
    const establishment = fields.length === header.length ? toEstablishment(read(fields)) : null;
    if (establishment) establishments.push(establishment);
    else skipped++;
  }
  return { establishments, skipped };
};
