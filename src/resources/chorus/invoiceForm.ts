import type { TInvoiceDraft, TInvoiceMeta, TInvoiceViolation } from '../../../common/schemas/chorusInvoice';
import { KNOWN_RULES } from './invoiceRules';
import { t } from './name';

/** A text input holds null once emptied (react-admin's parse), '' or a value otherwise. */
type Text = string | null;
type Party = { name: Text; siret: Text; vatId: Text };
type VatRow = TInvoiceMeta['vatBreakdown'][number];
type VatRowValues = {
  /** The file's own, even outside the list: the select then asks for one of the list. */
  category: string;
  rate: number | null;
  taxableAmount: number | null;
  taxAmount: number | null;
  exemptionReason: Text;
};

/** A plain PDF's first VAT line: the standard French rate, to be filled in. */
const STANDARD_VAT: VatRowValues = {
  category: 'S',
  rate: 20,
  taxableAmount: null,
  taxAmount: null,
  exemptionReason: '',
};

/** The add form's values: TInvoiceMeta with any text or amount possibly empty while typed in. */
export type InvoiceFormValues = {
  kind: TInvoiceMeta['kind'];
  number: Text;
  issueDate: Text;
  dueDate: Text;
  currency: Text;
  supplier: Party;
  buyer: Party;
  serviceCode: Text;
  commitmentNumber: Text;
  totalExclTax: number | null;
  totalTax: number | null;
  totalInclTax: number | null;
  prepaidAmount: number | null;
  netPayable: number | null;
  vatBreakdown: VatRowValues[];
};

const partyValues = (party: TInvoiceDraft['supplier']): Party => ({
  name: party?.name ?? '',
  siret: party?.siret ?? '',
  vatId: party?.vatId ?? '',
});

/** The form's first values: what the electronic invoice said, the usual defaults for the rest (a plain PDF's all). */
export const formValuesOf = (prefill: TInvoiceDraft): InvoiceFormValues => ({
  kind: prefill.kind ?? 'INVOICE',
  number: prefill.number ?? '',
  issueDate: prefill.issueDate ?? '',
  dueDate: prefill.dueDate ?? '',
  currency: prefill.currency ?? 'EUR',
  supplier: partyValues(prefill.supplier),
  buyer: partyValues(prefill.buyer),
  serviceCode: prefill.serviceCode ?? '',
  commitmentNumber: prefill.commitmentNumber ?? '',
  totalExclTax: prefill.totalExclTax ?? null,
  totalTax: prefill.totalTax ?? null,
  totalInclTax: prefill.totalInclTax ?? null,
  prepaidAmount: prefill.prepaidAmount ?? 0,
  netPayable: prefill.netPayable ?? null,
  vatBreakdown: prefill.vatBreakdown?.length
    ? prefill.vatBreakdown.map((row) => ({
        category: row.category ?? 'S',
        rate: row.rate ?? null,
        taxableAmount: row.taxableAmount ?? null,
        taxAmount: row.taxAmount ?? null,
        exemptionReason: row.exemptionReason ?? '',
      }))
    : [STANDARD_VAT],
});

const text = (value: Text | undefined) => value?.trim() ?? '';
const textOrNull = (value: Text | undefined) => text(value) || null;
/** Whole cents: a typed 0.1 + 0.2 is not refused for its last binary digit. */
const amount = (value: number | null | undefined) => Math.round((value ?? 0) * 100) / 100;

const partyMeta = (party: Party): TInvoiceMeta['supplier'] => ({
  name: text(party.name),
  siret: textOrNull(party.siret),
  vatId: textOrNull(party.vatId),
});

/** The metadata sent for validation, from the form's values. */
export const invoiceMetaOf = (values: InvoiceFormValues): TInvoiceMeta => ({
  kind: values.kind,
  number: text(values.number),
  issueDate: text(values.issueDate),
  dueDate: textOrNull(values.dueDate),
  currency: text(values.currency).toUpperCase(),
  supplier: partyMeta(values.supplier),
  buyer: partyMeta(values.buyer),
  serviceCode: textOrNull(values.serviceCode),
  commitmentNumber: textOrNull(values.commitmentNumber),
  totalExclTax: amount(values.totalExclTax),
  totalTax: amount(values.totalTax),
  totalInclTax: amount(values.totalInclTax),
  prepaidAmount: amount(values.prepaidAmount),
  netPayable: amount(values.netPayable),
  vatBreakdown: values.vatBreakdown.map((row) => ({
    // The select offers only the list's categories; the server refuses any other the file had.
    category: row.category as VatRow['category'],
    rate: row.rate ?? 0,
    taxableAmount: amount(row.taxableAmount),
    taxAmount: amount(row.taxAmount),
    exemptionReason: textOrNull(row.exemptionReason),
  })),
});

/** A rule's short sentence when the screens know it, else its id as the server named it. */
export const ruleMessage = (rule: string): string =>
  (KNOWN_RULES as readonly string[]).includes(rule) ? t.entry('rules', rule) : rule;

/**
 * The server's refusal of the metadata (`fields`: a field's path onto the rule it breaks) as the
 * form's errors, each under its field.
 */
export const formErrorsOf = (fields: Record<string, string>): Record<string, string> =>
  Object.fromEntries(Object.entries(fields).map(([path, rule]) => [path, ruleMessage(rule)]));

/** The violations an electronic invoice's reading found, with their message, in the order given. */
export const violationMessages = (violations: readonly TInvoiceViolation[]) =>
  violations.map((violation) => ({ field: violation.field, message: ruleMessage(violation.rule) }));
