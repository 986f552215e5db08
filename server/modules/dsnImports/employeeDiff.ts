import type { DsnFieldChange } from '../../db/schema';
import type { DsnIndividual } from './dsn';

/** The employee fields a DSN declares, named as the employee form names them. */
export type DeclaredFields = {
  lastName?: string;
  firstName?: string;
  email?: string;
  registrationNumber?: string;
  address?: string;
  zipCode?: string;
  city?: string;
  birthDay?: string;
  temporaryNumber?: string;
};

/** The reader's mapping (dsn/index.ts): usage name first, the first of the first names. */
export const declaredFields = (individual: DsnIndividual): DeclaredFields => ({
  lastName: individual.usageName ?? individual.familyName,
  firstName: individual.firstNames?.split(' ')[0],
  email: individual.email,
  registrationNumber: individual.registrationNumber,
  address: individual.street,
  zipCode: individual.postcode,
  city: individual.town,
  birthDay: individual.birthDay,
  temporaryNumber: individual.temporaryNumber,
});

export type StoredFields = Record<keyof DeclaredFields, string | null>;

/**
 * Payroll software writes names in capitals: a value that differs only in case or accents from
 * the stored one is the same, and the stored spelling is kept.
 */
const collator = new Intl.Collator('fr', { sensitivity: 'base' });
// One collator for every comparison: localeCompare with a locale builds one per call, which made a
// re-import of 100,000 unchanged employees spend most of its time here.
const same = (stored: string | null, declared: string) => stored !== null && collator.compare(stored, declared) === 0;

/**
 * What the employee becomes: each declared field that differs replaces the stored one; a field
 * the file does not declare keeps its value (a DSN without an email does not erase it).
 */
export const mergeDeclared = (stored: StoredFields, declared: DeclaredFields) => {
  const merged = { ...stored };
  const changes: DsnFieldChange[] = [];
  for (const field of Object.keys(declared) as (keyof DeclaredFields)[]) {
    const value = declared[field];
    if (value === undefined || same(stored[field], value)) continue;
    merged[field] = value;
    changes.push({ field, old: stored[field], new: value });
  }
  return { merged, changes };
};
