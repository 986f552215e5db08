import { decodePDFRawStream, PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import type { FluxContent } from './simulatorState';

/**
 * What the simulator reads of a deposited invoice: enough to route it (number, parties, service,
 * commitment) and to list it (date, amounts). Element names are matched without their namespace
 * prefix, which varies between producers.
 */

const inside = (xml: string, name: string): string =>
  new RegExp(`<(?:[\\w.-]+:)?${name}(?:\\s[^>]*)?>([\\s\\S]*?)</(?:[\\w.-]+:)?${name}>`).exec(xml)?.[1] ?? '';

const textOf = (xml: string, name: string): string | null =>
  new RegExp(`<(?:[\\w.-]+:)?${name}(?:\\s[^>]*)?>([^<]*)<`).exec(xml)?.[1]?.trim() || null;

/** A party's SIRET, whichever element carries it (legal organisation, endpoint, company id). */
const siretIn = (party: string) => />\s*(\d{14})\s*</.exec(party)?.[1] ?? null;

const amountOf = (xml: string, name: string) => Number(textOf(xml, name) ?? 0) || 0;

const readCii = (xml: string): FluxContent | null => {
  const document = inside(xml, 'ExchangedDocument');
  const number = textOf(document, 'ID');
  if (!number) return null;
  const day = textOf(inside(document, 'IssueDateTime'), 'DateTimeString') ?? '';
  const summation = inside(xml, 'SpecifiedTradeSettlementHeaderMonetarySummation');
  return {
    number,
    type: textOf(document, 'TypeCode') === '381' ? 'AVOIR' : 'FACTURE',
    issueDate: day.replace(/^(\d{4})(\d{2})(\d{2})$/, '$1-$2-$3'),
    currency: textOf(xml, 'InvoiceCurrencyCode') ?? 'EUR',
    supplierSiret: siretIn(inside(xml, 'SellerTradeParty')),
    buyerSiret: siretIn(inside(xml, 'BuyerTradeParty')),
    serviceCode: textOf(xml, 'BuyerReference'),
    commitmentNumber: textOf(inside(xml, 'BuyerOrderReferencedDocument'), 'IssuerAssignedID'),
    totalExclTax: amountOf(summation, 'TaxBasisTotalAmount'),
    totalTax: amountOf(summation, 'TaxTotalAmount'),
    totalInclTax: amountOf(summation, 'GrandTotalAmount'),
    netPayable: amountOf(summation, 'DuePayableAmount'),
  };
};

const readUbl = (xml: string): FluxContent | null => {
  const number = textOf(xml, 'ID');
  if (!number) return null;
  const totals = inside(xml, 'LegalMonetaryTotal');
  return {
    number,
    type: /<(?:[\w.-]+:)?CreditNote[\s>]/.test(xml) || textOf(xml, 'InvoiceTypeCode') === '381' ? 'AVOIR' : 'FACTURE',
    issueDate: textOf(xml, 'IssueDate') ?? '',
    currency: textOf(xml, 'DocumentCurrencyCode') ?? 'EUR',
    supplierSiret: siretIn(inside(xml, 'AccountingSupplierParty')),
    buyerSiret: siretIn(inside(xml, 'AccountingCustomerParty')),
    serviceCode: textOf(xml, 'BuyerReference'),
    commitmentNumber: textOf(inside(xml, 'OrderReference'), 'ID'),
    totalExclTax: amountOf(totals, 'TaxExclusiveAmount'),
    totalTax: amountOf(inside(xml, 'TaxTotal'), 'TaxAmount'),
    totalInclTax: amountOf(totals, 'TaxInclusiveAmount'),
    netPayable: amountOf(totals, 'PayableAmount'),
  };
};

/** A Factur-X PDF's embedded XML: the first file of the document's EmbeddedFiles name tree. */
const embeddedXml = async (bytes: Buffer): Promise<string | null> => {
  const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
  const files = pdf.catalog
    .lookupMaybe(PDFName.of('Names'), PDFDict)
    ?.lookupMaybe(PDFName.of('EmbeddedFiles'), PDFDict)
    ?.lookupMaybe(PDFName.of('Names'), PDFArray);
  for (let index = 1; index < (files?.size() ?? 0); index += 2) {
    const stream = files?.lookup(index, PDFDict).lookupMaybe(PDFName.of('EF'), PDFDict)?.lookup(PDFName.of('F'));
    if (stream instanceof PDFRawStream) return Buffer.from(decodePDFRawStream(stream).decode()).toString('utf8');
  }
  return null;
};

export const FLUX_SYNTAXES = ['IN_DP_E2_CII_FACTURX', 'IN_DP_E2_CII_MIN_16B', 'IN_DP_E2_UBL_INVOICE_MIN'] as const;

/** The invoice a flux holds, or null when it cannot be read as its syntax says. */
export const readFlux = async (syntax: (typeof FLUX_SYNTAXES)[number], bytes: Buffer): Promise<FluxContent | null> => {
  try {
    if (syntax === 'IN_DP_E2_UBL_INVOICE_MIN') return readUbl(bytes.toString('utf8'));
    if (syntax === 'IN_DP_E2_CII_MIN_16B') return readCii(bytes.toString('utf8'));
    const xml = await embeddedXml(bytes);
    return xml ? readCii(xml) : null;
  } catch {
    return null;
  }
};
