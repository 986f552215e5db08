import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DEMO_LEA, DEMO_TEAM } from '../server/db/seed/demoTeam';
import { bulkPayslipsPdf } from '../server/pdf/bulkPayslips';

// npm run demo:payslips -- [file]: the demo Paris team's payslips in one bulk file, as a payroll
// software prints them (a cover page first), to try a mailing with automatic detection. Written
// beside the demo's data (DATA_DIR, ./data by default), in demo/, unless a file is named.
const file = process.argv[2] ?? path.join(process.env.DATA_DIR ?? 'data', 'demo', 'demo-payslips.pdf');
const { bytes, owners } = await bulkPayslipsPdf({
  organizationName: 'Liasse Démo Paris',
  siret: '84123456700029',
  period: 'novembre 2026',
  employees: [DEMO_LEA, ...DEMO_TEAM],
  extraPages: [{ before: 0, kind: 'cover' }],
});
await mkdir(path.dirname(file), { recursive: true });
await writeFile(file, bytes);
console.log(`${file}: ${owners.length} pages, ${DEMO_TEAM.length + 1} employees and a cover page`);
