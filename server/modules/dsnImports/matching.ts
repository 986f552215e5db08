import { randomUUID } from 'node:crypto';
import { sql, type Insertable, type Kysely } from 'kysely';
import { employeeVisible } from '../../access/employeeVisibility';
import type { Access } from '../../access/requestAccess';
import { sameCustomer } from '../../access/tenancy';
import type { DB, DsnImportRowTable, DsnRowError } from '../../db/schema';
import type { DsnIndividual } from './dsn';
import type { SecretBox } from '../../security/secretBox';
import { maskNir } from '../employees/findEmployees';
import { declaredFields, mergeDeclared, type StoredFields } from './employeeDiff';

/** An establishment of the file: the organisation of that SIRET the importer sees, or none. */
export type EstablishmentOrg = { id: string; name: string } | null;

export type StagedRow = Omit<Insertable<DsnImportRowTable>, 'import_id' | 'seq'>;

type Existing = StoredFields & {
  id: string;
  company_siren: string | null;
  status: 'ACTIVE' | 'INACTIVE';
  nir_sealed: string | null;
  nir_hash: string | null;
  visible: boolean;
  org_ids: string[];
};

const matriculeKey = (siren: string, matricule: string) => `${siren} ${matricule}`;

/**
 * The customer's employees that the individuals may be: same NIR fingerprint, or same matricule in
 * the same company (the duplicate rules of server/modules/employees/service.ts), visible or not.
 */
const findExisting = async (db: Kysely<DB>, caller: Access, keys: { hashes: string[]; pairs: [string, string][] }) => {
  if (!keys.hashes.length && !keys.pairs.length) return [];
  const { rows } = await sql<Existing>`
    select e.id, e.first_name as "firstName", e.last_name as "lastName", e.email,
      e.registration_number as "registrationNumber", e.company_siren, e.address, e.zip_code as "zipCode",
      e.city, to_char(e.birth_day, 'YYYY-MM-DD') as "birthDay",
      e.temporary_number as "temporaryNumber", e.status, e.nir_sealed, e.nir_hash,
      ${employeeVisible(caller, 'e')} as visible,
      coalesce((select json_agg(eo.org_id) from employee_organizations eo where eo.employee_id = e.id), '[]'::json) as org_ids
    from employees e
    -- One index lookup per key (each lateral, whatever the statistics say): an OR over both keys, or
    -- a join the planner hashes, reads every employee of the customer for each batch.
    where e.id in (
      select found.id from unnest(${sql.val(keys.hashes)}::text[]) as wanted (nir_hash)
      cross join lateral (
        select id from employees where ${sameCustomer(caller, 'customer_id')} and nir_hash = wanted.nir_hash limit 1
      ) found
      union all
      select found.id
      from unnest(${sql.val(keys.pairs.map((pair) => pair[0]))}::text[], ${sql.val(keys.pairs.map((pair) => pair[1]))}::text[])
        as wanted (siren, matricule)
      cross join lateral (
        select id from employees
        where ${sameCustomer(caller, 'customer_id')} and coalesce(company_siren, '') = wanted.siren
          and registration_number = wanted.matricule
        limit 1
      ) found
    )
  `.execute(db);
  return rows;
};

const errorRow = (individual: DsnIndividual, errors: DsnRowError[]): StagedRow => ({
  kind: 'ERROR',
  line: individual.line,
  siret: individual.siret,
  first_name: individual.firstNames ?? null,
  last_name: individual.usageName ?? individual.familyName ?? null,
  registration_number: individual.registrationNumber ?? null,
  nir_masked: individual.nir ? maskNir(individual.nir) : null,
  errors: JSON.stringify(errors),
});

/**
 * What the apply would do with each individual of a batch: create, update (field by field),
 * leave unchanged, deactivate (left), or nothing because of an error of its lines.
 */
export const stageBatch = async (
  db: Kysely<DB>,
  secrets: SecretBox,
  caller: Access,
  batch: { individual: DsnIndividual; org: EstablishmentOrg }[],
): Promise<StagedRow[]> => {
  const hashOf = new Map(
    batch.map(({ individual }) => [individual, individual.nir && secrets.fingerprint(individual.nir)]),
  );
  const candidates = batch.filter(({ individual, org }) => org && individual.errors.length === 0);
  const existing = await findExisting(db, caller, {
    hashes: candidates.flatMap(({ individual }) => hashOf.get(individual) || []),
    pairs: candidates.flatMap(({ individual }) =>
      individual.registrationNumber
        ? [[individual.siret!.slice(0, 9), individual.registrationNumber] as [string, string]]
        : [],
    ),
  });
  const byNir = new Map(existing.flatMap((row) => (row.nir_hash ? [[row.nir_hash, row]] : [])));
  const byMatricule = new Map(
    existing.flatMap((row) =>
      row.registrationNumber ? [[matriculeKey(row.company_siren ?? '', row.registrationNumber), row]] : [],
    ),
  );
  return batch.map(({ individual, org }) => {
    const { line } = individual;
    if (individual.errors.length) return errorRow(individual, individual.errors);
    // An establishment the importer does not see is unknown to them, whether it exists or not.
    if (!org) return errorRow(individual, [{ line, code: 'unknown_establishment' }]);
    const siren = individual.siret!.slice(0, 9);
    const nirHash = hashOf.get(individual) || null;
    const sameNir = nirHash ? byNir.get(nirHash) : undefined;
    const matricule = individual.registrationNumber;
    const sameMatricule = matricule ? byMatricule.get(matriculeKey(siren, matricule)) : undefined;
    if (sameNir && sameMatricule && sameNir.id !== sameMatricule.id)
      return errorRow(individual, [{ line, code: 'matricule_taken' }]);
    const match = sameNir ?? sameMatricule;
    if (match && !match.visible) return errorRow(individual, [{ line, code: 'employee_not_visible' }]);
    if (match && nirHash && match.nir_hash && match.nir_hash !== nirHash)
      return errorRow(individual, [{ line, code: 'nir_mismatch' }]);
    const declared = declaredFields(individual);
    const status = individual.left ? 'INACTIVE' : 'ACTIVE';
    const nirMasked = individual.nir ? maskNir(individual.nir) : null;
    // Sealing costs: only a NIR that will be written is sealed.
    const sealed = () => (individual.nir ? secrets.seal(individual.nir) : null);
    // Each row is written out whole, property by property: spreading a shared part into rows this
    // wide made V8 build them about three times slower (1.4 s of CPU for 50,000 rows, not 0.5 s).
    if (!match) {
      if (!declared.lastName || !declared.firstName) return errorRow(individual, [{ line, code: 'missing_name' }]);
      return {
        kind: 'CREATE',
        line,
        siret: individual.siret,
        org_id: org.id,
        errors: null,
        nir_sealed: sealed(),
        nir_hash: nirHash,
        nir_masked: nirMasked,
        employee_id: randomUUID(),
        first_name: declared.firstName,
        last_name: declared.lastName,
        email: declared.email ?? null,
        registration_number: matricule ?? null,
        company_siren: siren,
        address: declared.address ?? null,
        zip_code: declared.zipCode ?? null,
        city: declared.city ?? null,
        birth_day: declared.birthDay ?? null,
        temporary_number: declared.temporaryNumber ?? null,
        status,
        link: true,
      };
    }
    const { merged, changes } = mergeDeclared(match, declared);
    const addNir = nirHash !== null && match.nir_hash === null;
    if (addNir) changes.push({ field: 'socialSecurityNumber', old: null, new: nirMasked });
    if (match.status !== status) changes.push({ field: 'status', old: match.status, new: status });
    const link = !match.org_ids.includes(org.id);
    if (link) changes.push({ field: 'organization', old: null, new: org.name });
    const kind =
      changes.length === 0 ? 'UNCHANGED' : status === 'INACTIVE' && match.status === 'ACTIVE' ? 'LEAVING' : 'UPDATE';
    return {
      kind,
      line,
      siret: individual.siret,
      org_id: org.id,
      errors: null,
      employee_id: match.id,
      first_name: merged.firstName,
      last_name: merged.lastName,
      email: merged.email,
      registration_number: merged.registrationNumber,
      company_siren: match.company_siren,
      address: merged.address,
      zip_code: merged.zipCode,
      city: merged.city,
      birth_day: merged.birthDay,
      temporary_number: merged.temporaryNumber,
      status,
      nir_sealed: addNir ? sealed() : match.nir_sealed,
      nir_hash: addNir ? nirHash : match.nir_hash,
      nir_masked: nirMasked,
      link,
      changes: JSON.stringify(changes),
    };
  });
};
