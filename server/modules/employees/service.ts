import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import {
  EMPLOYEE_DUPLICATE_MATRICULE,
  EMPLOYEE_DUPLICATE_NIR,
  EXISTING_EMPLOYEE_FIELD,
  type TEmployee,
  type TEmployeeLink,
  type TEmployeeSearch,
  type TEmployeeStats,
  type TEmployeeWrite,
  type EmployeeStatus,
  type EmployeeStatusSwitch,
} from '../../../common/schemas/employees';
import { employeeVisible } from '../../access/employeeVisibility';
import type { Access } from '../../access/requestAccess';
import { sameCustomer } from '../../access/tenancy';
import { assertVisibleOrganizations, visibleAmong, visibleOrganizations } from '../../access/visibility';
import type { AppContext } from '../../context';
import type { DB } from '../../db/schema';
import { isUniqueViolation } from '../../db/uniqueViolation';
import { AppError, notFound } from '../../http/errors';
import { employeePage, matchingEmployees, visibleEmployees, visibleLinks } from './queries';

export const searchEmployees = (ctx: AppContext, access: Access, search: TEmployeeSearch) => {
  // `ids: []` asks for none of them: an id no employee has stands for the empty list SQL lacks.
  const matching = matchingEmployees(ctx.database.db, access, search).$if(search.ids !== undefined, (qb) =>
    qb.where('employees.id', 'in', search.ids!.length ? search.ids! : [randomUUID()]),
  );
  return employeePage(ctx.database.db, access, matching, search);
};

const findVisibleEmployee = (db: Kysely<DB>, access: Access, id: string) =>
  visibleEmployees(db, access)
    .selectAll('employees')
    .select(visibleLinks(access, 'employees').as('organizations'))
    .where('employees.id', '=', id)
    .executeTakeFirst();
type EmployeeRow = NonNullable<Awaited<ReturnType<typeof findVisibleEmployee>>>;

const requireVisible = async (ctx: AppContext, access: Access, id: string): Promise<EmployeeRow> => {
  const row = await findVisibleEmployee(ctx.database.db, access, id);
  if (!row) throw notFound('Employee');
  return row;
};

/** `1 85 05 ** *** *** **`: sex, birth year and month; where and who stay hidden. */
export const maskNir = (nir: string) => `${nir.slice(0, 1)} ${nir.slice(1, 3)} ${nir.slice(3, 5)} ** *** *** **`;

const dayOf = (value: Date | null) => (value ? value.toISOString().slice(0, 10) : null);
const isoOf = (value: Date | null) => (value ? value.toISOString() : null);

const describe = (ctx: AppContext, row: EmployeeRow): TEmployee => ({
  id: row.id,
  firstName: row.first_name,
  lastName: row.last_name,
  email: row.email,
  status: row.status,
  registrationNumber: row.registration_number,
  companySiren: row.company_siren,
  address: row.address,
  zipCode: row.zip_code,
  city: row.city,
  phone: row.phone,
  country: row.country,
  birthDay: dayOf(row.birth_day),
  socialSecurityNumber: row.nir_sealed ? maskNir(ctx.secrets.open(row.nir_sealed)) : null,
  hasNir: row.nir_sealed !== null,
  nirTemporary: row.nir_temporary,
  temporaryNumber: row.temporary_number,
  organizations: row.organizations,
  bpeAgreement: row.bpe_agreement,
  bpeAgreementAt: isoOf(row.bpe_agreement_at),
  accountState: row.account_state,
  accountCreatedAt: isoOf(row.account_created_at),
  lastReminderAt: isoOf(row.last_reminder_at),
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
});

export const getEmployee = async (ctx: AppContext, access: Access, id: string) =>
  describe(ctx, await requireVisible(ctx, access, id));

type Link = { orgId: string; active: boolean };

/**
 * The links a save keeps: those asked (each organisation visible to the caller), then the stored
 * links to organisations the caller cannot see, which they could neither show nor take away.
 */
const linksToKeep = async (db: Kysely<DB>, access: Access, asked: Link[], current?: EmployeeRow): Promise<Link[]> => {
  await assertVisibleOrganizations(
    db,
    access,
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
    access,
    'organizations',
    stored.map((link) => link.orgId),
  );
  return [...asked, ...stored.filter((link) => !visible.has(link.orgId))];
};

/** The company a matricule belongs to: the SIREN of the first linked organisation's SIRET. */
const companySirenOf = async (db: Kysely<DB>, links: Link[]) => {
  const first = await db
    .selectFrom('organizations')
    .select('siret')
    .where('id', '=', links[0]!.orgId)
    .executeTakeFirst();
  return first?.siret?.slice(0, 9) ?? null;
};

/**
 * 409 when another employee of the customer has this NIR, or this matricule in this company. The
 * error names that employee only to a caller who may see it (and so may link it instead).
 */
const refuseDuplicate = async (
  db: Kysely<DB>,
  access: Access,
  {
    nirHash,
    matricule,
    siren,
    exceptId,
  }: { nirHash: string | null; matricule: string | null; siren: string | null; exceptId?: string },
) => {
  if (!nirHash && !matricule) return;
  const same = await db
    .selectFrom('employees')
    // A missing NIR is no match: two employees without one differ by their matricule alone.
    .select(['id', sql<boolean>`coalesce(nir_hash = ${nirHash}, false)`.as('sameNir')])
    .where(sameCustomer(access, 'customer_id'))
    .where((eb) =>
      eb.or([
        ...(nirHash ? [eb('nir_hash', '=', nirHash)] : []),
        ...(matricule
          ? [
              eb.and([
                eb('registration_number', '=', matricule),
                sql<boolean>`coalesce(company_siren, '') = ${siren ?? ''}`,
              ]),
            ]
          : []),
      ]),
    )
    .$if(exceptId !== undefined, (qb) => qb.where('id', '<>', exceptId!))
    .orderBy(sql`coalesce(nir_hash = ${nirHash}, false)`, 'desc')
    .executeTakeFirst();
  if (!same) return;
  const field = same.sameNir ? 'socialSecurityNumber' : 'registrationNumber';
  const fields: Record<string, string> = {
    [field]: same.sameNir ? EMPLOYEE_DUPLICATE_NIR : EMPLOYEE_DUPLICATE_MATRICULE,
  };
  const seen = await visibleEmployees(db, access)
    .select('employees.id')
    .where('employees.id', '=', same.id)
    .executeTakeFirst();
  if (seen) fields[EXISTING_EMPLOYEE_FIELD] = same.id;
  throw new AppError(409, 'CONFLICT', 'This employee already exists', fields);
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
  bpe_agreement: input.bpeAgreement,
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

/** The day given, else now when the agreement changes (or is given on creation), else the stored one. */
const bpeAgreementAt = (input: TEmployeeWrite, current?: EmployeeRow): Date | null => {
  if (input.bpeAgreementAt) return new Date(`${input.bpeAgreementAt}T00:00:00Z`);
  if (!current) return input.bpeAgreement ? new Date() : null;
  return input.bpeAgreement === current.bpe_agreement ? current.bpe_agreement_at : new Date();
};

const writeLinks = async (trx: Transaction<DB>, employeeId: string, links: Link[]) => {
  await trx.deleteFrom('employee_organizations').where('employee_id', '=', employeeId).execute();
  await trx
    .insertInto('employee_organizations')
    .values(links.map((link) => ({ employee_id: employeeId, org_id: link.orgId, active: link.active })))
    .execute();
};

const save = async (ctx: AppContext, access: Access, input: TEmployeeWrite, current?: EmployeeRow) => {
  const { db } = ctx.database;
  refuseFutureBirthDay(input);
  const links = await linksToKeep(db, access, input.organizations, current);
  const siren = await companySirenOf(db, links);
  const nir = nirColumns(ctx, input, current);
  const duplicate = { nirHash: nir.nir_hash, matricule: input.registrationNumber, siren, exceptId: current?.id };
  await refuseDuplicate(db, access, duplicate);
  const id = current?.id ?? randomUUID();
  const values = {
    ...columnsOf(input),
    ...nir,
    company_siren: siren,
    bpe_agreement_at: bpeAgreementAt(input, current),
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
          .values({ id, customer_id: access.customerId, ...values })
          .execute();
      await writeLinks(trx, id, links);
    })
    // Two saves racing for one NIR or matricule: the unique index decides, the loser gets the same 409.
    .catch(async (error) => {
      if (isUniqueViolation(error)) await refuseDuplicate(db, access, duplicate);
      throw error;
    });
  return getEmployee(ctx, access, id);
};

export const createEmployee = (ctx: AppContext, access: Access, input: TEmployeeWrite) => save(ctx, access, input);

export const updateEmployee = async (ctx: AppContext, access: Access, id: string, input: TEmployeeWrite) =>
  save(ctx, access, input, await requireVisible(ctx, access, id));

/** The duplicate form's offer: the existing employee joins one more organisation (or its link is updated). */
export const linkEmployee = async (ctx: AppContext, access: Access, id: string, link: TEmployeeLink) => {
  const { db } = ctx.database;
  await requireVisible(ctx, access, id);
  await assertVisibleOrganizations(db, access, [link.orgId], 'orgId');
  await db
    .insertInto('employee_organizations')
    .values({ employee_id: id, org_id: link.orgId, active: link.active })
    .onConflict((oc) => oc.columns(['employee_id', 'org_id']).doUpdateSet({ active: link.active }))
    .execute();
  return getEmployee(ctx, access, id);
};

/** Sets the status of those of `ids` the caller sees; the others are left alone, unsaid. */
export const setStatus = async (ctx: AppContext, access: Access, ids: string[], status: EmployeeStatus) => {
  const result = await ctx.database.db
    .updateTable('employees')
    .set({ status, updated_at: new Date() })
    .where('employees.id', 'in', [...new Set(ids)])
    .where('employees.status', '<>', status)
    .where(employeeVisible(access, 'employees'))
    .executeTakeFirst();
  return { updated: Number(result.numUpdatedRows) };
};

/** The side panel's counts, in one pass over what the caller sees. */
export const getEmployeeStats = async (
  ctx: AppContext,
  access: Access,
  status: EmployeeStatusSwitch,
): Promise<TEmployeeStats> => {
  const inStatus = status === 'ALL' ? sql`true` : sql`employees.status = ${status}`;
  const count = (condition: ReturnType<typeof sql>) =>
    sql<number>`count(*) filter (where ${inStatus} and ${condition})`;
  const row = await visibleEmployees(ctx.database.db, access)
    .select([
      sql<number>`count(*) filter (where employees.status = 'ACTIVE')`.as('active'),
      sql<number>`count(*) filter (where employees.status = 'INACTIVE')`.as('inactive'),
      count(sql`true`).as('total'),
      count(sql`employees.account_state = 'NOT_REGISTERED'`).as('notRegistered'),
      count(sql`employees.account_state = 'CREATED'`).as('created'),
      count(sql`employees.account_state = 'FINALIZED'`).as('finalized'),
      count(sql`employees.bpe_agreement`).as('accepted'),
    ])
    .executeTakeFirstOrThrow();
  const n = (value: number) => Number(value);
  return {
    byStatus: { ACTIVE: n(row.active), INACTIVE: n(row.inactive) },
    total: n(row.total),
    byAccountState: { NOT_REGISTERED: n(row.notRegistered), CREATED: n(row.created), FINALIZED: n(row.finalized) },
    notFinalized: n(row.notRegistered) + n(row.created),
    byBpeAgreement: { accepted: n(row.accepted), refused: n(row.total) - n(row.accepted) },
  };
};

/** The NIR in clear, for a caller with the edit feature; each reading is recorded (who, when). */
export const revealNir = async (ctx: AppContext, access: Access, id: string) => {
  const row = await requireVisible(ctx, access, id);
  await ctx.database.db
    .insertInto('employee_nir_reveals')
    .values({ employee_id: id, user_id: access.userId })
    .execute();
  return {
    socialSecurityNumber: row.nir_sealed ? ctx.secrets.open(row.nir_sealed) : null,
    nirTemporary: row.nir_temporary,
  };
};

/**
 * `DELETE employees/organization/{id}`: the employees the caller sees leave the organisation. One
 * left with no organisation at all is kept (their documents are records) under the parent
 * organisation, inactive there and in status: an organisation being closed is one its staff left.
 * The root has no parent: unlinking it is refused while it would leave anyone with no organisation.
 */
export const unlinkOrganization = async (ctx: AppContext, access: Access, orgId: string) => {
  const org = await visibleOrganizations(ctx.database.db, access)
    .select(['organizations.id', 'organizations.parent_id'])
    .where('organizations.id', '=', orgId)
    .executeTakeFirst();
  if (!org) throw notFound('Organization');
  return ctx.database.db.transaction().execute(async (trx) => {
    const linked = trx
      .selectFrom('employee_organizations as eo')
      .innerJoin('employees', 'employees.id', 'eo.employee_id')
      .select('eo.employee_id')
      .where('eo.org_id', '=', orgId)
      .where(employeeVisible(access, 'employees'));
    // Those whose only organisation this is; set-based, as an organisation may hold a million.
    const orphans = trx
      .selectFrom('employee_organizations as eo')
      .select('eo.employee_id')
      .where('eo.employee_id', 'in', linked)
      .groupBy('eo.employee_id')
      .having(sql`count(*)`, '=', 1);
    const { count } = await trx
      .selectFrom(orphans.as('orphans'))
      .select(sql<number>`count(*)`.as('count'))
      .executeTakeFirstOrThrow();
    const movedToParent = Number(count);
    if (movedToParent > 0 && org.parent_id === null) {
      throw new AppError(409, 'CONFLICT', 'Employees of the root organisation would be left with no organisation');
    }
    if (movedToParent > 0) {
      await trx
        .updateTable('employees')
        .set({ status: 'INACTIVE', updated_at: new Date() })
        .where('id', 'in', orphans)
        .execute();
      await trx
        .insertInto('employee_organizations')
        .columns(['employee_id', 'org_id', 'active'])
        .expression(
          orphans
            .clearSelect()
            .select([
              'eo.employee_id',
              sql<string>`${org.parent_id}::uuid`.as('org_id'),
              sql<boolean>`false`.as('active'),
            ]),
        )
        .execute();
    }
    const removed = await trx
      .deleteFrom('employee_organizations')
      .where('org_id', '=', orgId)
      .where('employee_id', 'in', linked)
      .executeTakeFirst();
    return { unlinked: Number(removed.numDeletedRows), movedToParent };
  });
};
