import { randomInt } from 'node:crypto';
import type { TInvoiceMeta } from '../../common/schemas/chorusInvoice';
import { makeInvoiceMeta, makePdf } from './invoices';
import { DEMO_SUPPLIER_SIRET } from '../../server/modules/chorus/simulator/demoSeed';

// Invoices to the demo Chorus (the simulator's): numbers it has not seen, from the demo supplier.
// The official e-invoice fixtures, and metadata sound by every rule, are in ./invoices.

/** An invoice number no other call of this process gets (Chorus refuses a number twice), at most 20 characters. */
export const invoiceNumber = (prefix = 'F') => `${prefix}-${randomInt(10 ** 9)}`;

type InvoiceParts = { number: string; buyerSiret: string; supplierSiret?: string; serviceCode?: string };

/** A CII invoice (the XML of a Factur-X), with the fields Chorus routes and lists it by. */
export const makeCii = ({ number, buyerSiret, supplierSiret = DEMO_SUPPLIER_SIRET, serviceCode }: InvoiceParts) =>
  `<?xml version="1.0" encoding="UTF-8"?>
<rsm:CrossIndustryInvoice xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100"
  xmlns:ram="urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100"
  xmlns:udt="urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100">
  <rsm:ExchangedDocument>
    <ram:ID>${number}</ram:ID>
    <ram:TypeCode>380</ram:TypeCode>
    <ram:IssueDateTime><udt:DateTimeString format="102">20261120</udt:DateTimeString></ram:IssueDateTime>
  </rsm:ExchangedDocument>
  <rsm:SupplyChainTradeTransaction>
    <ram:ApplicableHeaderTradeAgreement>
      ${serviceCode ? `<ram:BuyerReference>${serviceCode}</ram:BuyerReference>` : ''}
      <ram:SellerTradeParty><ram:Name>LIASSE DEMO</ram:Name>
        <ram:SpecifiedLegalOrganization><ram:ID schemeID="0002">${supplierSiret}</ram:ID></ram:SpecifiedLegalOrganization>
      </ram:SellerTradeParty>
      <ram:BuyerTradeParty><ram:Name>ACHETEUR</ram:Name>
        <ram:SpecifiedLegalOrganization><ram:ID schemeID="0002">${buyerSiret}</ram:ID></ram:SpecifiedLegalOrganization>
      </ram:BuyerTradeParty>
    </ram:ApplicableHeaderTradeAgreement>
    <ram:ApplicableHeaderTradeSettlement>
      <ram:InvoiceCurrencyCode>EUR</ram:InvoiceCurrencyCode>
      <ram:SpecifiedTradeSettlementHeaderMonetarySummation>
        <ram:TaxBasisTotalAmount>1000.00</ram:TaxBasisTotalAmount>
        <ram:TaxTotalAmount currencyID="EUR">200.00</ram:TaxTotalAmount>
        <ram:GrandTotalAmount>1200.00</ram:GrandTotalAmount>
        <ram:DuePayableAmount>1200.00</ram:DuePayableAmount>
      </ram:SpecifiedTradeSettlementHeaderMonetarySummation>
    </ram:ApplicableHeaderTradeSettlement>
  </rsm:SupplyChainTradeTransaction>
</rsm:CrossIndustryInvoice>`;

/** A UBL credit note, the other XML syntax Chorus takes. */
export const makeUblCreditNote = ({ number, buyerSiret, supplierSiret = DEMO_SUPPLIER_SIRET }: InvoiceParts) =>
  `<?xml version="1.0" encoding="UTF-8"?>
<CreditNote xmlns="urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2"
  xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2"
  xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2">
  <cbc:UBLVersionID>2.1</cbc:UBLVersionID>
  <cbc:ID>${number}</cbc:ID>
  <cbc:IssueDate>2026-11-21</cbc:IssueDate>
  <cbc:DocumentCurrencyCode>EUR</cbc:DocumentCurrencyCode>
  <cac:AccountingSupplierParty><cac:Party><cac:PartyLegalEntity>
    <cbc:CompanyID schemeID="0002">${supplierSiret}</cbc:CompanyID>
  </cac:PartyLegalEntity></cac:Party></cac:AccountingSupplierParty>
  <cac:AccountingCustomerParty><cac:Party><cac:PartyLegalEntity>
    <cbc:CompanyID schemeID="0002">${buyerSiret}</cbc:CompanyID>
  </cac:PartyLegalEntity></cac:Party></cac:AccountingCustomerParty>
  <cac:TaxTotal><cbc:TaxAmount currencyID="EUR">10.00</cbc:TaxAmount></cac:TaxTotal>
  <cac:LegalMonetaryTotal>
    <cbc:TaxExclusiveAmount currencyID="EUR">50.00</cbc:TaxExclusiveAmount>
    <cbc:TaxInclusiveAmount currencyID="EUR">60.00</cbc:TaxInclusiveAmount>
    <cbc:PayableAmount currencyID="EUR">60.00</cbc:PayableAmount>
  </cac:LegalMonetaryTotal>
</CreditNote>`;

/** A Factur-X: the PDF with its CII attached as factur-x.xml. */
export const makeFacturX = async (parts: InvoiceParts) => {
  const { pdf, bytes } = await makePdf(`Facture ${parts.number}`);
  await pdf.attach(Buffer.from(makeCii(parts), 'utf8'), 'factur-x.xml', {
    mimeType: 'text/xml',
    description: 'Factur-X',
  });
  return bytes();
};

/** The demo supplier's intra-community VAT number: FR, the key of its SIREN, the SIREN. */
const siren = Number(DEMO_SUPPLIER_SIRET.slice(0, 9));
const DEMO_VAT_ID = `FR${String((12 + 3 * (siren % 97)) % 97).padStart(2, '0')}${DEMO_SUPPLIER_SIRET.slice(0, 9)}`;

/** The metadata typed in for a plain PDF, from the demo supplier to this buyer, sound by every rule. */
export const makeDemoInvoiceMeta = (overrides: Partial<TInvoiceMeta> & { buyerSiret: string }): TInvoiceMeta => {
  const { buyerSiret, ...rest } = overrides;
  return makeInvoiceMeta({
    number: invoiceNumber(),
    supplier: { name: 'Liasse Démo', siret: DEMO_SUPPLIER_SIRET, vatId: DEMO_VAT_ID },
    buyer: { name: 'Acheteur public', siret: buyerSiret, vatId: null },
    serviceCode: null,
    commitmentNumber: null,
    ...rest,
  });
};
