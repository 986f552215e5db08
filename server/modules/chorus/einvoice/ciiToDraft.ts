import { amountOf, dayOf, kindOf, siretAmong } from './invoiceValues';
import type { InvoiceDraft } from './invoiceDraft';
import { attribute, child, children, text, type XmlNode } from './invoiceXml';

/** A CII trade party (BG-4 seller, BG-7 buyer): name, SIRET, VAT identifier (scheme VA). */
const partyOf = (party: XmlNode | undefined) => ({
  name: text(party, 'Name') ?? undefined,
  siret: siretAmong([
    ...children(child(party, 'SpecifiedLegalOrganization'), 'ID').map((id) => text(id)),
    ...children(party, 'GlobalID').map((id) => text(id)),
    ...children(party, 'ID').map((id) => text(id)),
  ]),
  vatId:
    text(
      children(party, 'SpecifiedTaxRegistration').find(
        (registration) => attribute(child(registration, 'ID'), 'schemeID') === 'VA',
      ),
      'ID',
    ) ?? null,
});

/** The amount among repeated ones (BT-110 and BT-111) that is in the invoice's currency. */
const amountIn = (nodes: XmlNode[], currency: string | undefined) => {
  const chosen =
    nodes.find((node) => attribute(node, 'currencyID') === currency) ??
    nodes.find((node) => !attribute(node, 'currencyID'));
  return amountOf(text(chosen ?? nodes[0]));
};

/** The EN 16931 business terms of a CII CrossIndustryInvoice (as Factur-X embeds it). */
export const ciiToDraft = (root: XmlNode): InvoiceDraft => {
  const document = child(root, 'ExchangedDocument');
  const transaction = child(root, 'SupplyChainTradeTransaction');
  const agreement = child(transaction, 'ApplicableHeaderTradeAgreement');
  const settlement = child(transaction, 'ApplicableHeaderTradeSettlement');
  const totals = child(settlement, 'SpecifiedTradeSettlementHeaderMonetarySummation');
  const currency = text(settlement, 'InvoiceCurrencyCode') ?? undefined;
  return {
    kind: kindOf(text(document, 'TypeCode')),
    number: text(document, 'ID') ?? undefined,
    issueDate: dayOf(text(document, 'IssueDateTime', 'DateTimeString')),
    dueDate: dayOf(text(settlement, 'SpecifiedTradePaymentTerms', 'DueDateDateTime', 'DateTimeString')) ?? null,
    currency,
    supplier: partyOf(child(agreement, 'SellerTradeParty')),
    buyer: partyOf(child(agreement, 'BuyerTradeParty')),
    serviceCode: text(agreement, 'BuyerReference'),
    commitmentNumber: text(agreement, 'BuyerOrderReferencedDocument', 'IssuerAssignedID'),
    totalExclTax: amountOf(text(totals, 'TaxBasisTotalAmount')),
    totalTax: amountIn(children(totals, 'TaxTotalAmount'), currency),
    totalInclTax: amountOf(text(totals, 'GrandTotalAmount')),
    prepaidAmount: amountOf(text(totals, 'TotalPrepaidAmount')) ?? 0,
    netPayable: amountOf(text(totals, 'DuePayableAmount')),
    vatBreakdown: children(settlement, 'ApplicableTradeTax').map((tax) => ({
      category: text(tax, 'CategoryCode') ?? undefined,
      rate: amountOf(text(tax, 'RateApplicablePercent')) ?? 0,
      taxableAmount: amountOf(text(tax, 'BasisAmount')),
      taxAmount: amountOf(text(tax, 'CalculatedAmount')),
      exemptionReason: text(tax, 'ExemptionReason') ?? text(tax, 'ExemptionReasonCode'),
    })),
  };
};
