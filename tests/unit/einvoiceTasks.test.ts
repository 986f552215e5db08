import { afterEach, describe, expect, it } from 'vitest';
import {
  createEinvoiceTasks,
  type EinvoiceTasks,
  type EinvoiceTasksConfig,
} from '../../server/modules/chorus/einvoice/einvoiceTasks';
import { readInvoice } from '../../server/modules/chorus/einvoice/readInvoice';
import { invoiceFixture, invoicePdf, makeInvoiceMeta } from '../support/invoices';

let tasks: EinvoiceTasks | undefined;
const open = (config: Partial<EinvoiceTasksConfig> = {}) =>
  (tasks = createEinvoiceTasks({ threads: 1, queue: 4, taskMs: 20_000, maxBytes: 10_000_000, ...config }));
afterEach(() => tasks?.close());

const BOMB = `<?xml version="1.0"?><!DOCTYPE a [<!ENTITY a "${'a'.repeat(100)}"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;">]><Invoice>&b;</Invoice>`;

describe('electronic invoices on worker threads', () => {
  it('reads a Factur-X on a thread as it reads on the main one', async () => {
    const file = invoiceFixture('facturx-en16931.pdf');
    expect(await open().readInvoiceFile(file, 'facture.pdf')).toEqual(await readInvoice(file, 'facture.pdf'));
  });

  it('answers a hostile or broken file with why it cannot be read, and goes on reading the next', async () => {
    const einvoices = open();
    expect(await einvoices.readInvoiceFile(Buffer.from(BOMB), 'facture.xml')).toMatchObject({ unreadable: 'doctype' });
    const truncated = invoiceFixture('facturx-en16931.pdf').subarray(0, 1_000);
    expect(await einvoices.readInvoiceFile(truncated, 'facture.pdf')).toMatchObject({ unreadable: 'malformed_pdf' });
    expect(await einvoices.readInvoiceFile(invoiceFixture('ubl-example1.xml'), 'facture.xml')).toMatchObject({
      format: 'UBL',
      violations: [],
    });
  });

  it('refuses a file over the size budget without sending it to a thread', async () => {
    const result = await open({ maxBytes: 1_000 }).readInvoiceFile(invoiceFixture('cii-example1.xml'), 'f.xml');
    expect(result).toMatchObject({ unreadable: 'too_large' });
  });

  it('makes a Factur-X on a thread that reads back to its metadata', async () => {
    const einvoices = open();
    const meta = makeInvoiceMeta();
    const made = await einvoices.makeFacturXFile(await invoicePdf(), meta);
    if (!('pdf' in made)) throw new Error(`makeFacturXFile: ${made.message}`);
    expect(await einvoices.readInvoiceFile(made.pdf, 'facture.pdf')).toMatchObject({ meta, violations: [] });
  });
});
