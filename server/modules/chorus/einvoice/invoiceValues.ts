// The values of an invoice's XML as TInvoiceMeta holds them: what cannot be read stays undefined.
import { ZSiret } from '../../../../common/siret';

/** A decimal amount as a number, or undefined when the text is no number. */
export const amountOf = (value: string | null): number | undefined => {
  if (value === null || !/^[+-]?\d+(\.\d+)?$/.test(value)) return undefined;
  return Number(value);
};

/** CII's format 102 (YYYYMMDD) or UBL's YYYY-MM-DD, as YYYY-MM-DD. */
export const dayOf = (value: string | null): string | undefined => {
  if (value === null) return undefined;
  const compact = /^(\d{4})(\d{2})(\d{2})$/.exec(value);
  if (compact) return `${compact[1]}-${compact[2]}-${compact[3]}`;
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined;
};

/** UNTDID 1001 codes that EN 16931 treats as credit notes; every other type code is an invoice. */
const CREDIT_NOTE_CODES = new Set(['81', '83', '261', '262', '296', '308', '381', '396', '420', '458', '532']);

export const kindOf = (typeCode: string | null) =>
  typeCode === null ? undefined : CREDIT_NOTE_CODES.has(typeCode) ? ('CREDIT_NOTE' as const) : ('INVOICE' as const);

/**
 * The SIRET among a party's identifiers: the first that is one (14 digits, right check digit),
 * whatever scheme it was given under (0009 is SIRET, but 0002 carries one too in practice).
 */
export const siretAmong = (identifiers: (string | null)[]): string | null =>
  identifiers.map((identifier) => identifier?.replace(/\s/g, '')).find((id) => id && ZSiret.safeParse(id).success) ??
  null;
