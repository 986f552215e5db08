import { completeNir, isNirBody, nirError } from '../../../../common/nir';
import { isoDayOf } from './dates';
import type { Rubric } from './rubric';
import type { DsnContract, DsnIndividual, DsnLineError } from './types';

/** An individual's errors kept for the preview; a broken file's thousandth error adds nothing. */
export const MAX_INDIVIDUAL_ERRORS = 100;

type TextField = keyof Pick<
  DsnIndividual,
  'familyName' | 'usageName' | 'firstNames' | 'street' | 'postcode' | 'town' | 'registrationNumber' | 'temporaryNumber'
>;

/** S21.G00.30's rubrics taken as they are. */
const TEXT_FIELDS: Partial<Record<number, TextField>> = {
  2: 'familyName',
  3: 'usageName',
  4: 'firstNames',
  8: 'street',
  9: 'postcode',
  10: 'town',
  19: 'registrationNumber',
  20: 'temporaryNumber',
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Sets the field of an S21.G00.30 rubric; the error of a refused value, which then stays unset. */
export const setIndividualField = (
  individual: DsnIndividual,
  { field, value }: Rubric,
): DsnLineError['code'] | undefined => {
  if (!value) return undefined;
  const text = TEXT_FIELDS[field];
  if (text) {
    individual[text] = value;
    return undefined;
  }
  if (field === 1) {
    // The DSN sends 13 characters (no key): given back with it. 15 are checked.
    const nir = isNirBody(value) ? completeNir(value) : value;
    const error = nirError(nir);
    if (error) return error;
    individual.nir = nir;
  } else if (field === 6) {
    const day = isoDayOf(value);
    if (!day) return 'bad_date';
    individual.birthDay = day;
  } else if (field === 18) {
    if (!EMAIL.test(value)) return 'bad_email';
    individual.email = value;
  }
  return undefined;
};

/** Sets a date of a contract: S21.G00.40.001 and .010, S21.G00.62.001; the error of a bad one. */
export const setContractDate = (contract: DsnContract, { block, field, value }: Rubric): 'bad_date' | undefined => {
  const key =
    block === 'S21.G00.62'
      ? field === 1 && 'endDate'
      : (field === 1 && 'startDate') || (field === 10 && 'plannedEndDate');
  if (!key || !value) return undefined;
  const day = isoDayOf(value);
  if (!day) return 'bad_date';
  contract[key] = day;
  return undefined;
};

/** Left: every contract ended on or before the month's end (any end counts when the file names no month). */
export const hasLeft = (contracts: DsnContract[], monthEnd: string | undefined): boolean =>
  contracts.length > 0 &&
  contracts.every((contract) => contract.endDate && (!monthEnd || contract.endDate <= monthEnd));

export const addError = (individual: DsnIndividual, error: DsnLineError): boolean => {
  if (individual.errors.length >= MAX_INDIVIDUAL_ERRORS) return false;
  individual.errors.push(error);
  return true;
};
