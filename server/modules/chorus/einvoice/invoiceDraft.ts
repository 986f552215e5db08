import type { z } from 'zod';
import type { TInvoiceMeta, ZInvoiceParty, ZVatBreakdown } from '../../../../common/schemas/chorusInvoice';

type TInvoiceParty = z.infer<typeof ZInvoiceParty>;
type TVatBreakdown = z.infer<typeof ZVatBreakdown>;

/**
 * What a file's XML yields before it is checked: every field TInvoiceMeta has, each possibly
 * missing, down to the parties and the breakdown lines, so that a form can be filled with what
 * was found and the mandatory-field rules can name what was not.
 */
export type InvoiceDraft = Partial<Omit<TInvoiceMeta, 'supplier' | 'buyer' | 'vatBreakdown'>> & {
  supplier?: Partial<TInvoiceParty>;
  buyer?: Partial<TInvoiceParty>;
  /** The category as the file has it: a code outside UNTDID 5305's list is reported, not dropped. */
  vatBreakdown?: (Partial<Omit<TVatBreakdown, 'category'>> & { category?: string })[];
};
