import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { addMonthsToDay } from '../../../common/days';
import type { TEmployeeLink, TEmployeeWrite } from '../../../common/schemas/employees';
import type { Access } from '../../access/requestAccess';
import { assertVisibleOrganizations, visibleAmong } from '../../access/visibility';
import type { AppContext } from '../../context';
import type { DB } from '../../db/schema';
import { isUniqueViolation } from '../../db/uniqueViolation';
import { AppError } from '../../http/errors';
import { companySirenOf, refuseDuplicate, type Link } from './duplicates';
import { getEmployee, requireVisible, type EmployeeRow } from './findEmployees';
import { userName } from '../../access/userName';

/**
 * The links a save keeps: those asked (each organisation visible to the caller), then the stored
 * links to organisations the caller cannot see, which they could neither show nor take away.
 */
const linksToKeep = async (db: Kysely<DB>, caller: Access, asked: Link[], current?: EmployeeRow): Promise<Link[]> => {
  await assertVisibleOrganizations(
    db,
    caller,
    asked.map((link) => link.orgId),
    'organizations',
  );
  if (!current) return asked;
  const stored = await db
    .selectFrom('employee_organizations')
    .select(['org_id as orgId', 'active'])
    .where('employee_id', '=', current.id)
    .execute();
  const visible = await visibleAmong(
    db,
    caller,
    'organizations',
    stored.map((link) => link.orgId),
  );
  return [...asked, ...stored.filter((link) => !visible.has(link.orgId))];
};

const refuseFutureBirthDay = (input: TEmployeeWrite) => {
  if (input.birthDay && input.birthDay > new Date().toISOString().slice(0, 10)) {
    throw new AppError(400, 'VALIDATION_ERROR', 'The employee cannot be saved', { birthDay: 'in_future' });
  }
};

const columnsOf = (input: TEmployeeWrite) => ({
  first_name: input.firstName,
  last_name: input.lastName,
  email: input.email,
  registration_number: input.registrationNumber,
  address: input.address,
  zip_code: input.zipCode,
  city: input.city,
  phone: input.phone,
  country: input.country,
  birth_day: input.birthDay,
});

/** What the NIR columns become: left out keeps them, null clears them, a value replaces them. */
const nirColumns = (ctx: AppContext, input: TEmployeeWrite, current?: EmployeeRow) => {
  const nir = input.socialSecurityNumber;
  if (nir === undefined) {
    return current
      ? { nir_sealed: current.nir_sealed, nir_hash: current.nir_hash, nir_temporary: current.nir_temporary }
      : { nir_sealed: null, nir_hash: null, nir_temporary: false };
  }
  if (nir === null) return { nir_sealed: null, nir_hash: null, nir_temporary: false };
  return {
    nir_sealed: ctx.secrets.seal(nir),
    nir_hash: ctx.secrets.fingerprint(nir),
    nir_temporary: input.nirTemporary,
  };
};

/** A day (`YYYY-MM-DD`) as stored: midnight UTC. */
const dayDate = (day: string) => new Date(`${day}T00:00:00Z`);
const dayText = (date: Date) => date.toISOString().slice(0, 10);

/**
 * A refusal's effect day: the one given, else the one kept, else the refusal's day; between the
 * refusal's day and three months after it (D.3243-7), else the field is refused.
 */
const refusalEffect = (refusedOn: Date, given: string | null, kept: Date | null) => {
  const effect = given ? dayDate(given) : (kept ?? dayDate(dayText(refusedOn)));
  if (dayText(effect) < dayText(refusedOn) || dayText(effect) > addMonthsToDay(dayText(refusedOn), 3))
    throw new AppError(400, 'VALIDATION_ERROR', 'The employee cannot be saved', {
      bpeRefusalEffectiveOn: 'bpe_effect_range',
    });
  return effect;
};

/**
 * The BPE agreement's columns: not stated has no day nor author; a state newly stated (or a day
 * changed) is recorded on the day given, else today, by the caller; else the stored record stays.
 * A refusal also has its effect day.
 */
const bpeColumns = async (db: Kysely<DB>, caller: Access, input: TEmployeeWrite, current?: EmployeeRow) => {
  if (input.bpeAgreement === null)
    return { bpe_agreement: null, bpe_agreement_at: null, bpe_agreement_by: null, bpe_refusal_effective_on: null };
  const given = input.bpeAgreementAt ? dayDate(input.bpeAgreementAt) : null;
  const kept =
    current?.bpe_agreement === input.bpeAgreement &&
    (!given || dayText(given) === (current.bpe_agreement_at && dayText(current.bpe_agreement_at)));
  const stated = kept
    ? {
        bpe_agreement: current.bpe_agreement,
        bpe_agreement_at: current.bpe_agreement_at,
        bpe_agreement_by: current.bpe_agreement_by,
      }
    : {
        bpe_agreement: input.bpeAgreement,
        bpe_agreement_at: given ?? new Date(),
        bpe_agreement_by: await userName(db, caller.userId),
      };
  const refusedOn = stated.bpe_agreement === false ? (stated.bpe_agreement_at ?? new Date()) : null;
  return {
    ...stated,
    bpe_refusal_effective_on: refusedOn
      ? refusalEffect(refusedOn, input.bpeRefusalEffectiveOn, kept ? (current?.bpe_refusal_effective_on ?? null) : null)
      : null,
  };
};

const writeLinks = async (trx: Transaction<DB>, employeeId: string, links: Link[]) => {
  await trx.deleteFrom('employee_organizations').where('employee_id', '=', employeeId).execute();
  await trx
    .insertInto('employee_organizations')
    .values(links.map((link) => ({ employee_id: employeeId, org_id: link.orgId, active: link.active })))
    .execute();
};

const save = async (ctx: AppContext, caller: Access, input: TEmployeeWrite, current?: EmployeeRow) => {
  const { db } = ctx.database;
  refuseFutureBirthDay(input);
  const links = await linksToKeep(db, caller, input.organizations, current);
  const siren = await companySirenOf(db, links);
  const nir = nirColumns(ctx, input, current);
  const duplicate = { nirHash: nir.nir_hash, matricule: input.registrationNumber, siren, exceptId: current?.id };
  await refuseDuplicate(db, caller, duplicate);
  const id = current?.id ?? randomUUID();
  const values = {
    ...columnsOf(input),
    ...nir,
    company_siren: siren,
    ...(await bpeColumns(db, caller, input, current)),
  };
  await db
    .transaction()
    .execute(async (trx) => {
      if (current)
        await trx
          .updateTable('employees')
          .set({ ...values, updated_at: new Date() })
          .where('id', '=', id)
          .execute();
      else
        await trx
          .insertInto('employees')
          .values({ id, customer_id: caller.customerId, ...values })
          .execute();
      await writeLinks(trx, id, links);
    })
    // Two saves racing for one NIR or matricule: the unique index decides, the loser gets the same 409.
    .catch(async (error) => {
      if (isUniqueViolation(error)) await refuseDuplicate(db, caller, duplicate);
      throw error;
    });
  return getEmployee(ctx, caller, id);
};

export const createEmployee = (ctx: AppContext, caller: Access, input: TEmployeeWrite) => save(ctx, caller, input);

export const updateEmployee = async (ctx: AppContext, caller: Access, id: string, input: TEmployeeWrite) =>
  save(ctx, caller, input, await requireVisible(ctx, caller, id));

/** The duplicate form's offer: the existing employee joins one more organisation (or its link is updated). */
export const linkEmployee = async (ctx: AppContext, caller: Access, id: string, link: TEmployeeLink) => {
  const { db } = ctx.database;
  await requireVisible(ctx, caller, id);
  await assertVisibleOrganizations(db, caller, [link.orgId], 'orgId');
  await db
    .insertInto('employee_organizations')
    .values({ employee_id: id, org_id: link.orgId, active: link.active })
    .onConflict((oc) => oc.columns(['employee_id', 'org_id']).doUpdateSet({ active: link.active }))
    .execute();
  return getEmployee(ctx, caller, id);
};
