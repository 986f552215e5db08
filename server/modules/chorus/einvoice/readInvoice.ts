import type { InvoiceFormat, TInvoiceMeta, TInvoiceViolation } from '../../../../common/schemas/chorusInvoice';
import type { CheckOptions } from './checkEn16931';
import { checkInvoiceDraft } from './checkInvoiceDraft';
import { ciiToDraft } from './ciiToDraft';
import { embeddedInvoiceXml, openPdf } from './embeddedInvoiceXml';
import type { InvoiceDraft } from './invoiceDraft';
import { checkInvoiceXsd, type XsdSyntax } from './invoiceXsd';
import { decodeXml, treeOf, withInvoiceXml } from './invoiceXml';
import { ublToDraft } from './ublToDraft';
import { UnreadableInvoice } from './unreadableInvoice';

export type ReadInvoice = {
  format: InvoiceFormat;
  /** The metadata, when the file yields all of it in the contract's form (even if it breaks rules). */
  meta: TInvoiceMeta | null;
  /** Whatever the file yielded, to fill a form with when meta is null. */
  partial: InvoiceDraft;
  violations: TInvoiceViolation[];
  /** The invoice's XML (embedded or the file itself), null for a plain PDF. */
  xml: string | null;
};

const PDF_MAGIC = '%PDF-';

const isPdf = (bytes: Uint8Array) => new TextDecoder('latin1').decode(bytes.subarray(0, 1024)).includes(PDF_MAGIC);

/** The syntax of an invoice's XML, known by its root element. */
const syntaxOf = (rootName: string): XsdSyntax => {
  if (rootName === 'CrossIndustryInvoice') return 'CII';
  if (rootName === 'Invoice') return 'UBL_INVOICE';
  if (rootName === 'CreditNote') return 'UBL_CREDIT_NOTE';
  throw new UnreadableInvoice(
    'unknown_xml',
    'The XML is neither a UBL Invoice or CreditNote nor a CII CrossIndustryInvoice',
  );
};

const checked = (format: InvoiceFormat | null, xml: string, options: CheckOptions): ReadInvoice =>
  withInvoiceXml(xml, (document) => {
    const syntax = syntaxOf(document.root.name);
    const tree = treeOf(document.root);
    const draft =
      syntax === 'CII' ? ciiToDraft(tree) : ublToDraft(tree, syntax === 'UBL_INVOICE' ? 'Invoice' : 'CreditNote');
    const { meta, violations } = checkInvoiceDraft(draft, options);
    return {
      format: format ?? (syntax === 'CII' ? 'CII' : 'UBL'),
      meta,
      partial: draft,
      violations: [...checkInvoiceXsd(document, syntax), ...violations],
      xml,
    };
  });

/**
 * An invoice file as the portal takes it: a Factur-X (or ZUGFeRD) PDF, a UBL or CII XML, or a
 * plain PDF whose metadata is typed in. Throws UnreadableInvoice for a file that is none of these
 * (broken PDF, malformed XML, a DOCTYPE, too large); run it off the main thread (einvoiceTasks.ts).
 */
export const readInvoice = async (
  bytes: Uint8Array,
  fileName: string,
  options: CheckOptions = {},
): Promise<ReadInvoice> => {
  if (!isPdf(bytes)) {
    // A file sent as a PDF that is none is a broken PDF, not a malformed XML.
    if (fileName.toLowerCase().endsWith('.pdf')) throw new UnreadableInvoice('malformed_pdf', 'The file is not a PDF');
    return checked(null, decodeXml(bytes), options);
  }
  const embedded = embeddedInvoiceXml(await openPdf(bytes));
  if (embedded === null) return { format: 'PDF', meta: null, partial: {}, violations: [], xml: null };
  return checked('FACTURX', decodeXml(embedded), options);
};
