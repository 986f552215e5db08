/**
 * Benchmark: reading and checking Factur-X invoices (readInvoice: the embedded XML extracted,
 * parsed, mapped to the metadata, checked against the official XSD and EN 16931's rules) as a
 * ratio to the anchor, extracting their XML alone (the PDF opened and its factur-x.xml inflated,
 * the first step of the same reading), on the same files in the same run. Goal: reading and
 * checking at least 0.5× as many files per second as the extraction alone.
 *
 *   npm run bench:einvoice [-- --files 1000 --runs 3]
 *
 * The files are made from the official Factur-X example (tests/fixtures/einvoice), each with its
 * own number and amounts, so that each is a distinct 300 KB PDF. Both run on this thread, one file
 * after the other: the worker threads add a message's copy per file to either. Only ratios and
 * files per second are printed.
 */
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { embeddedInvoiceXml, openPdf } from '../server/modules/chorus/einvoice/embeddedInvoiceXml';
import { makeFacturX } from '../server/modules/chorus/einvoice/makeFacturX';
import { readInvoice } from '../server/modules/chorus/einvoice/readInvoice';
import { invoiceFixture, makeInvoiceMeta } from '../tests/support/invoices';

const GOAL_RATIO = 0.5;

const { values } = parseArgs({
  options: { files: { type: 'string', default: '1000' }, runs: { type: 'string', default: '3' } },
});
const fileCount = Number(values.files);
const runs = Number(values.runs);
const median = (list: number[]) => [...list].sort((a, b) => a - b)[list.length >> 1]!;

/** Invoice `index`: its own number and amounts, the totals following from them. */
const metaOf = (index: number) => {
  const taxableAmount = 100 + index;
  const taxAmount = Math.round(taxableAmount * 20) / 100;
  const totalInclTax = Math.round((taxableAmount + taxAmount) * 100) / 100;
  return makeInvoiceMeta({
    number: `BENCH-${index}`,
    totalExclTax: taxableAmount,
    totalTax: taxAmount,
    totalInclTax,
    prepaidAmount: 0,
    netPayable: totalInclTax,
    vatBreakdown: [{ category: 'S', rate: 20, taxableAmount, taxAmount, exemptionReason: null }],
  });
};

const extractAll = async (files: Uint8Array[]) => {
  for (const file of files) {
    if (embeddedInvoiceXml(await openPdf(file)) === null) throw new Error('a file has no factur-x.xml');
  }
};

const readAll = async (files: Uint8Array[]) => {
  for (const file of files) {
    const { format, violations } = await readInvoice(file, 'facture.pdf');
    if (format !== 'FACTURX' || violations.length > 0) {
      throw new Error(`a file read as ${format} with ${JSON.stringify(violations)}`);
    }
  }
};

const seconds = async (work: () => Promise<void>) => {
  const started = performance.now();
  await work();
  return (performance.now() - started) / 1000;
};

const base = invoiceFixture('facturx-en16931.pdf');
const files: Uint8Array[] = [];
for (let index = 0; index < fileCount; index++) files.push(await makeFacturX(base, metaOf(index)));
console.log(`${fileCount} Factur-X files of ${Math.round(files[0]!.byteLength / 1024)} KB, ${runs} runs each`);

try {
  await extractAll(files.slice(0, 1));
} catch (error) {
  console.error(`The anchor cannot run: extracting factur-x.xml failed (${(error as Error).message}).`);
  process.exit(1);
}
await readAll(files.slice(0, 10));

const anchor: number[] = [];
const ours: number[] = [];
for (let run = 0; run < runs; run++) {
  anchor.push(await seconds(() => extractAll(files)));
  ours.push(await seconds(() => readAll(files)));
}
const anchorRate = fileCount / median(anchor);
const oursRate = fileCount / median(ours);
const ratio = oursRate / anchorRate;
console.log(`anchor: extracting the XML alone        ${anchorRate.toFixed(0)} files/s (1.00×)`);
console.log(`ours:   reading + XSD + EN 16931 rules  ${oursRate.toFixed(0)} files/s (${ratio.toFixed(2)}×)`);
console.log(`goal: ≥ ${GOAL_RATIO}× the anchor: ${ratio >= GOAL_RATIO ? 'met' : 'NOT met'}`);
