import { ZInvoiceMeta, type TInvoiceMeta, type TInvoiceViolation } from '../../../../common/schemas/chorusInvoice';
import { checkEn16931, type CheckOptions } from './checkEn16931';
import { MANDATORY_RULES } from './en16931Rules';
import type { InvoiceDraft } from './invoiceDraft';

const valueAt = (draft: InvoiceDraft, path: string): unknown =>
  path.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], draft);

const isMissing = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/**
 * What a file yielded, as metadata and the rules it breaks: first the mandatory fields it lacks,
 * then any value the contract refuses (rule FORMAT, e.g. a 25-character number or an unknown VAT
 * category), and, once it is complete metadata, EN 16931's rules.
 */
export const checkInvoiceDraft = (
  draft: InvoiceDraft,
  options: CheckOptions = {},
): { meta: TInvoiceMeta | null; violations: TInvoiceViolation[] } => {
  const missing = MANDATORY_RULES.filter(({ field }) => isMissing(valueAt(draft, field)));
  const violations: TInvoiceViolation[] = missing.map(({ rule, field, message }) => ({ rule, field, message }));
  const parsed = ZInvoiceMeta.safeParse(draft);
  if (parsed.success) return { meta: parsed.data, violations: [...violations, ...checkEn16931(parsed.data, options)] };
  const reported = new Set(missing.map(({ field }) => field));
  for (const issue of parsed.error.issues) {
    const field = issue.path.join('.');
    if (reported.has(field)) continue;
    reported.add(field);
    violations.push({ rule: 'FORMAT', field: field || null, message: `${field}: ${issue.message}`.slice(0, 500) });
  }
  return { meta: null, violations };
};
