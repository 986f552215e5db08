import { sql, type Kysely } from 'kysely';
import {
  EMPLOYEE_DUPLICATE_MATRICULE,
  EMPLOYEE_DUPLICATE_NIR,
  EXISTING_EMPLOYEE_FIELD,
} from '../../../common/schemas/employees';
import type { Access } from '../../access/requestAccess';
import { sameCustomer } from '../../access/tenancy';
import type { DB } from '../../db/schema';
import { AppError } from '../../http/errors';
import { visibleEmployees } from './queries';

/** An employee's link to one organisation, as a save writes it. */
export type Link = { orgId: string; active: boolean };

/** The company a matricule belongs to: the SIREN of the first linked organisation's SIRET. */
export const companySirenOf = async (db: Kysely<DB>, links: Link[]) => {
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
export const refuseDuplicate = async (
  db: Kysely<DB>,
  caller: Access,
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
    .where(sameCustomer(caller, 'customer_id'))
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
  const seen = await visibleEmployees(db, caller)
    .select('employees.id')
    .where('employees.id', '=', same.id)
    .executeTakeFirst();
  if (seen) fields[EXISTING_EMPLOYEE_FIELD] = same.id;
  throw new AppError(409, 'CONFLICT', 'This employee already exists', fields);
};
