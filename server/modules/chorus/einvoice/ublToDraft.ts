import { amountOf, dayOf, kindOf, siretAmong } from './invoiceValues';
import type { InvoiceDraft } from './invoiceDraft';
import { attribute, child, children, text, type XmlNode } from './invoiceXml';

/** A UBL party (BG-4 seller, BG-7 buyer): BT-27/BT-44 is the legal registration name. */
const partyOf = (party: XmlNode | undefined) => ({
  name: text(party, 'PartyLegalEntity', 'RegistrationName') ?? text(party, 'PartyName', 'Name') ?? undefined,
  siret: siretAmong([
    text(party, 'PartyLegalEntity', 'CompanyID'),
    ...children(party, 'PartyIdentification').map((identification) => text(identification, 'ID')),
    text(party, 'EndpointID'),
  ]),
  vatId:
    text(
      children(party, 'PartyTaxScheme').find((scheme) => text(scheme, 'TaxScheme', 'ID') === 'VAT'),
      'CompanyID',
    ) ?? null,
});

/** The EN 16931 business terms of a UBL 2.1 Invoice or CreditNote. */
export const ublToDraft = (root: XmlNode, rootName: 'Invoice' | 'CreditNote'): InvoiceDraft => {
  const currency = text(root, 'DocumentCurrencyCode') ?? undefined;
  // BT-110 is the TaxTotal in the invoice's currency; a second one may hold BT-111.
  const taxTotal =
    children(root, 'TaxTotal').find((total) => attribute(child(total, 'TaxAmount'), 'currencyID') === currency) ??
    child(root, 'TaxTotal');
  const totals = child(root, 'LegalMonetaryTotal');
  const typeCode = text(root, rootName === 'Invoice' ? 'InvoiceTypeCode' : 'CreditNoteTypeCode');
  return {
    kind: kindOf(typeCode) ?? (rootName === 'Invoice' ? 'INVOICE' : 'CREDIT_NOTE'),
    number: text(root, 'ID') ?? undefined,
    issueDate: dayOf(text(root, 'IssueDate')),
    dueDate: dayOf(text(root, 'DueDate') ?? text(root, 'PaymentMeans', 'PaymentDueDate')) ?? null,
    currency,
    supplier: partyOf(child(root, 'AccountingSupplierParty', 'Party')),
    buyer: partyOf(child(root, 'AccountingCustomerParty', 'Party')),
    serviceCode: text(root, 'BuyerReference'),
    commitmentNumber: text(root, 'OrderReference', 'ID'),
    totalExclTax: amountOf(text(totals, 'TaxExclusiveAmount')),
    totalTax: amountOf(text(taxTotal, 'TaxAmount')),
    totalInclTax: amountOf(text(totals, 'TaxInclusiveAmount')),
    prepaidAmount: amountOf(text(totals, 'PrepaidAmount')) ?? 0,
    netPayable: amountOf(text(totals, 'PayableAmount')),
    vatBreakdown: children(taxTotal, 'TaxSubtotal').map((subtotal) => ({
      category: text(subtotal, 'TaxCategory', 'ID') ?? undefined,
      rate: amountOf(text(subtotal, 'TaxCategory', 'Percent')) ?? 0,
      taxableAmount: amountOf(text(subtotal, 'TaxableAmount')),
      taxAmount: amountOf(text(subtotal, 'TaxAmount')),
      exemptionReason:
        text(subtotal, 'TaxCategory', 'TaxExemptionReason') ?? text(subtotal, 'TaxCategory', 'TaxExemptionReasonCode'),
    })),
  };
};
