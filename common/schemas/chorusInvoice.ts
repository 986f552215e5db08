import { z } from 'zod';
import { ZSiret } from '../siret';

/**
 * An invoice's metadata as the portal handles it, whatever it came from: read from a Factur-X, UBL
 * or CII file (server/modules/chorus/einvoice/), typed in on `/chorus/add` for a plain PDF, or read
 * back from Chorus Pro. Amounts are in the invoice's currency, with at most two decimals; the checks
 * compute in cents.
 */
const ZAmount = z.number().finite().multipleOf(0.01).min(-1e12).max(1e12);
const ZDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'INVALID_DATE');

/** UNTDID 1001: 380 invoice, 381 credit note; Chorus Pro's FACTURE / AVOIR. */
export const INVOICE_KINDS = ['INVOICE', 'CREDIT_NOTE'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

export const ZInvoiceParty = z.object({
  name: z.string().trim().min(1).max(200),
  /** The French establishment number; a foreign party has none. */
  siret: ZSiret.nullable(),
  /** Intra-community VAT number (BT-31 / BT-48). */
  vatId: z.string().trim().max(30).nullable(),
});

/** One line of the VAT breakdown (BG-23). */
export const ZVatBreakdown = z.object({
  /** UNTDID 5305: S standard, Z zero, E exempt, AE reverse charge, K intra-community, G export, O outside scope. */
  category: z.enum(['S', 'Z', 'E', 'AE', 'K', 'G', 'O', 'L', 'M']),
  /** Percent, e.g. 20 for 20 %. */
  rate: z.number().min(0).max(100),
  taxableAmount: ZAmount,
  taxAmount: ZAmount,
  /** BT-120: required when the category is exempt-like (E, AE, K, G, O). */
  exemptionReason: z.string().max(300).nullable(),
});

export const ZInvoiceMeta = z
  .object({
    kind: z.enum(INVOICE_KINDS),
    /** BT-1; Chorus Pro takes at most 20 characters. */
    number: z.string().trim().min(1).max(20),
    /** BT-2. */
    issueDate: ZDay,
    /** BT-9, if any. */
    dueDate: ZDay.nullable(),
    /** ISO 4217, BT-5. */
    currency: z.string().regex(/^[A-Z]{3}$/),
    supplier: ZInvoiceParty,
    /** The debtor (the public buyer for Chorus Pro): its SIRET is the Chorus structure. */
    buyer: ZInvoiceParty,
    /** Chorus Pro's service code of the buyer's structure (BT-10 buyer reference), when it asks one. */
    serviceCode: z.string().trim().max(100).nullable(),
    /** Commitment number (BT-13 purchase order reference), when the structure asks one. */
    commitmentNumber: z.string().trim().max(50).nullable(),
    /** BT-109. */
    totalExclTax: ZAmount,
    /** BT-110. */
    totalTax: ZAmount,
    /** BT-112. */
    totalInclTax: ZAmount,
    /** BT-113, 0 when none was paid. */
    prepaidAmount: ZAmount,
    /** BT-115. */
    netPayable: ZAmount,
    vatBreakdown: z.array(ZVatBreakdown).min(1).max(50),
  })
  .meta({ id: 'InvoiceMeta' });
export type TInvoiceMeta = z.infer<typeof ZInvoiceMeta>;

/** The electronic formats read and written; PDF is a plain PDF whose metadata is typed in. */
export const INVOICE_FORMATS = ['FACTURX', 'UBL', 'CII', 'PDF'] as const;
export type InvoiceFormat = (typeof INVOICE_FORMATS)[number];

/** A broken rule of EN 16931 (or of the XSD), named by its rule id and the field it concerns. */
export const ZInvoiceViolation = z.object({
  /** e.g. 'BR-CO-15', 'BR-01', 'XSD', 'BR-FR-05'. */
  rule: z.string().max(30),
  /** The field of TInvoiceMeta concerned, as a dotted path ('totalInclTax', 'vatBreakdown.0.taxAmount'), or null. */
  field: z.string().max(100).nullable(),
  /** English, for logs; the screens translate `rule`. */
  message: z.string().max(500),
});
export type TInvoiceViolation = z.infer<typeof ZInvoiceViolation>;

const ZDraftParty = z.object({
  name: z.string().optional(),
  siret: z.string().nullable().optional(),
  vatId: z.string().nullable().optional(),
});

/**
 * What an electronic invoice's file gave, before it is checked: any field may be missing or break a
 * rule (a number too long, a category outside the list), to fill the form and be corrected there.
 */
export const ZInvoiceDraft = z
  .object({
    kind: z.enum(INVOICE_KINDS).optional(),
    number: z.string().optional(),
    issueDate: z.string().optional(),
    dueDate: z.string().nullable().optional(),
    currency: z.string().optional(),
    supplier: ZDraftParty.optional(),
    buyer: ZDraftParty.optional(),
    serviceCode: z.string().nullable().optional(),
    commitmentNumber: z.string().nullable().optional(),
    totalExclTax: z.number().optional(),
    totalTax: z.number().optional(),
    totalInclTax: z.number().optional(),
    prepaidAmount: z.number().optional(),
    netPayable: z.number().optional(),
    vatBreakdown: z
      .array(
        z.object({
          category: z.string().optional(),
          rate: z.number().optional(),
          taxableAmount: z.number().optional(),
          taxAmount: z.number().optional(),
          exemptionReason: z.string().nullable().optional(),
        }),
      )
      .optional(),
  })
  .meta({ id: 'InvoiceDraft' });
export type TInvoiceDraft = z.infer<typeof ZInvoiceDraft>;
