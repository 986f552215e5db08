import type { TInvoiceMeta } from '../../../../common/schemas/chorusInvoice';

/** Factur-X's EN 16931 profile, as BT-24 names it. */
export const FACTURX_EN16931_GUIDELINE = 'urn:cen.eu:en16931:2017';

type Party = TInvoiceMeta['supplier'];
type Line = TInvoiceMeta['vatBreakdown'][number];

const escapeXml = (value: string) => value.replace(/[<>&"']/g, (character) => `&#${character.charCodeAt(0)};`);
const amount = (value: number) => value.toFixed(2);
const day102 = (day: string) => day.replaceAll('-', '');

/**
 * The country of a party's postal address (BT-40/BT-55, which EN 16931 requires): the metadata has
 * none, so the VAT number's prefix tells it, and a party without one is taken as French.
 */
const countryOf = (party: Party) => {
  const prefix = party.vatId?.slice(0, 2).toUpperCase();
  return prefix && /^[A-Z]{2}$/.test(prefix) ? (prefix === 'EL' ? 'GR' : prefix) : 'FR';
};

const party = (tag: string, { name, siret, vatId }: Party) => `
      <ram:${tag}>
        <ram:Name>${escapeXml(name)}</ram:Name>${
          siret
            ? `
        <ram:SpecifiedLegalOrganization><ram:ID schemeID="0009">${siret}</ram:ID></ram:SpecifiedLegalOrganization>`
            : ''
        }
        <ram:PostalTradeAddress><ram:CountryID>${countryOf({ name, siret, vatId })}</ram:CountryID></ram:PostalTradeAddress>${
          vatId
            ? `
        <ram:SpecifiedTaxRegistration><ram:ID schemeID="VA">${escapeXml(vatId)}</ram:ID></ram:SpecifiedTaxRegistration>`
            : ''
        }
      </ram:${tag}>`;

/** A category outside VAT's scope (O) carries no rate (BR-O-05). */
const rateOf = (line: Line) =>
  line.category === 'O' ? '' : `<ram:RateApplicablePercent>${line.rate}</ram:RateApplicablePercent>`;

const tax = (line: Line) => `
      <ram:ApplicableTradeTax>
        <ram:CalculatedAmount>${amount(line.taxAmount)}</ram:CalculatedAmount>
        <ram:TypeCode>VAT</ram:TypeCode>${
          line.exemptionReason
            ? `\n        <ram:ExemptionReason>${escapeXml(line.exemptionReason)}</ram:ExemptionReason>`
            : ''
        }
        <ram:BasisAmount>${amount(line.taxableAmount)}</ram:BasisAmount>
        <ram:CategoryCode>${line.category}</ram:CategoryCode>
        ${rateOf(line)}
      </ram:ApplicableTradeTax>`;

/**
 * EN 16931 requires invoice lines (BR-16) that the metadata does not hold: one line per VAT
 * breakdown group stands for them, so that the lines sum to the totals (BR-CO-10). A negative
 * amount is a quantity of -1: a net price cannot be negative (BR-27).
 */
const lineItem = (line: Line, index: number) => `
    <ram:IncludedSupplyChainTradeLineItem>
      <ram:AssociatedDocumentLineDocument><ram:LineID>${index + 1}</ram:LineID></ram:AssociatedDocumentLineDocument>
      <ram:SpecifiedTradeProduct><ram:Name>${line.category} ${line.rate} %</ram:Name></ram:SpecifiedTradeProduct>
      <ram:SpecifiedLineTradeAgreement>
        <ram:NetPriceProductTradePrice><ram:ChargeAmount>${amount(Math.abs(line.taxableAmount))}</ram:ChargeAmount></ram:NetPriceProductTradePrice>
      </ram:SpecifiedLineTradeAgreement>
      <ram:SpecifiedLineTradeDelivery><ram:BilledQuantity unitCode="C62">${line.taxableAmount < 0 ? -1 : 1}</ram:BilledQuantity></ram:SpecifiedLineTradeDelivery>
      <ram:SpecifiedLineTradeSettlement>
        <ram:ApplicableTradeTax>
          <ram:TypeCode>VAT</ram:TypeCode>
          <ram:CategoryCode>${line.category}</ram:CategoryCode>
          ${rateOf(line)}
        </ram:ApplicableTradeTax>
        <ram:SpecifiedTradeSettlementLineMonetarySummation><ram:LineTotalAmount>${amount(line.taxableAmount)}</ram:LineTotalAmount></ram:SpecifiedTradeSettlementLineMonetarySummation>
      </ram:SpecifiedLineTradeSettlement>
    </ram:IncludedSupplyChainTradeLineItem>`;

/** The CII CrossIndustryInvoice of Factur-X's EN 16931 profile that states this metadata. */
export const ciiFromMeta = (meta: TInvoiceMeta): string => `<?xml version="1.0" encoding="UTF-8"?>
<rsm:CrossIndustryInvoice xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100" xmlns:ram="urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100" xmlns:udt="urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100" xmlns:qdt="urn:un:unece:uncefact:data:standard:QualifiedDataType:100">
  <rsm:ExchangedDocumentContext>
    <ram:GuidelineSpecifiedDocumentContextParameter><ram:ID>${FACTURX_EN16931_GUIDELINE}</ram:ID></ram:GuidelineSpecifiedDocumentContextParameter>
  </rsm:ExchangedDocumentContext>
  <rsm:ExchangedDocument>
    <ram:ID>${escapeXml(meta.number)}</ram:ID>
    <ram:TypeCode>${meta.kind === 'CREDIT_NOTE' ? 381 : 380}</ram:TypeCode>
    <ram:IssueDateTime><udt:DateTimeString format="102">${day102(meta.issueDate)}</udt:DateTimeString></ram:IssueDateTime>
  </rsm:ExchangedDocument>
  <rsm:SupplyChainTradeTransaction>${meta.vatBreakdown.map(lineItem).join('')}
    <ram:ApplicableHeaderTradeAgreement>${
      meta.serviceCode ? `\n      <ram:BuyerReference>${escapeXml(meta.serviceCode)}</ram:BuyerReference>` : ''
    }${party('SellerTradeParty', meta.supplier)}${party('BuyerTradeParty', meta.buyer)}${
      meta.commitmentNumber
        ? `\n      <ram:BuyerOrderReferencedDocument><ram:IssuerAssignedID>${escapeXml(meta.commitmentNumber)}</ram:IssuerAssignedID></ram:BuyerOrderReferencedDocument>`
        : ''
    }
    </ram:ApplicableHeaderTradeAgreement>
    <ram:ApplicableHeaderTradeDelivery/>
    <ram:ApplicableHeaderTradeSettlement>
      <ram:InvoiceCurrencyCode>${meta.currency}</ram:InvoiceCurrencyCode>${meta.vatBreakdown.map(tax).join('')}${
        meta.dueDate
          ? `\n      <ram:SpecifiedTradePaymentTerms><ram:DueDateDateTime><udt:DateTimeString format="102">${day102(meta.dueDate)}</udt:DateTimeString></ram:DueDateDateTime></ram:SpecifiedTradePaymentTerms>`
          : ''
      }
      <ram:SpecifiedTradeSettlementHeaderMonetarySummation>
        <ram:LineTotalAmount>${amount(meta.totalExclTax)}</ram:LineTotalAmount>
        <ram:TaxBasisTotalAmount>${amount(meta.totalExclTax)}</ram:TaxBasisTotalAmount>
        <ram:TaxTotalAmount currencyID="${meta.currency}">${amount(meta.totalTax)}</ram:TaxTotalAmount>
        <ram:GrandTotalAmount>${amount(meta.totalInclTax)}</ram:GrandTotalAmount>
        <ram:TotalPrepaidAmount>${amount(meta.prepaidAmount)}</ram:TotalPrepaidAmount>
        <ram:DuePayableAmount>${amount(meta.netPayable)}</ram:DuePayableAmount>
      </ram:SpecifiedTradeSettlementHeaderMonetarySummation>
    </ram:ApplicableHeaderTradeSettlement>
  </rsm:SupplyChainTradeTransaction>
</rsm:CrossIndustryInvoice>
`;
