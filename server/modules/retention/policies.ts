import type { Kysely } from 'kysely';
import { DOC_TYPES, type DocType } from '../../../common/docTypes';
import { DEFAULT_RETENTION_AGE, DEFAULT_RETENTION_RULE } from '../../../common/retention';
import type { TRetentionPoliciesWrite, TRetentionPolicy } from '../../../common/schemas/retention';
import type { Access } from '../../access/requestAccess';
import { userName } from '../../access/userName';
import { visibleOrganizations } from '../../access/visibility';
import type { AppContext } from '../../context';
import type { DB } from '../../db/schema';
import { notFound } from '../../http/errors';
import { queueRetentionRecompute } from './recomputeJob';

const visibleOrgPath = async (db: Kysely<DB>, caller: Access, orgId: string) => {
  const row = await visibleOrganizations(db, caller)
    .select('organizations.org_path')
    .where('organizations.id', '=', orgId)
    .executeTakeFirst();
  if (!row) throw notFound('Organization');
  return row.org_path;
};

/** Each document type's policy as it applies to an organisation the caller sees: the nearest choice up its tree. */
export const getRetentionPolicies = async (db: Kysely<DB>, caller: Access, orgId: string) => {
  const orgPath = await visibleOrgPath(db, caller, orgId);
  const chosen = await db
    .selectFrom('retention_policies as p')
    .innerJoin('organizations as o', 'o.id', 'p.org_id')
    .select(['p.org_id', 'p.doc_type', 'p.rule', 'p.years', 'p.age', 'p.updated_at', 'p.updated_by', 'o.name'])
    .where('p.org_id', 'in', orgPath)
    .execute();
  const seen = new Set(
    (
      await visibleOrganizations(db, caller)
        .select('organizations.id')
        .where('organizations.id', 'in', orgPath)
        .execute()
    ).map((row) => row.id),
  );
  const depth = (id: string) => orgPath.indexOf(id);
  return DOC_TYPES.map((docType): TRetentionPolicy => {
    const nearest = chosen
      .filter((policy) => policy.doc_type === docType)
      .sort((a, b) => depth(b.org_id) - depth(a.org_id))[0];
    if (!nearest) return defaultPolicy(docType);
    const own = nearest.org_id === orgId;
    // Of an organisation above that the caller does not see, only the policy itself is told.
    const told = own || seen.has(nearest.org_id);
    return {
      docType,
      rule: nearest.rule,
      years: nearest.years,
      age: nearest.age,
      source: own ? 'OWN' : 'INHERITED',
      fromOrgName: !own && told ? nearest.name : null,
      updatedAt: told ? nearest.updated_at.toISOString() : null,
      updatedBy: told ? nearest.updated_by : null,
    };
  });
};

const defaultPolicy = (docType: DocType): TRetentionPolicy => {
  const rule = DEFAULT_RETENTION_RULE[docType];
  return {
    docType,
    rule,
    years: null,
    age: rule === 'UNTIL_AGE' ? DEFAULT_RETENTION_AGE : null,
    source: 'DEFAULT',
    fromOrgName: null,
    updatedAt: null,
    updatedBy: null,
  };
};

/**
 * Replaces an organisation's own choices (a type left out inherits again) and queues the
 * recomputation of the documents they govern, in the same transaction: the dates follow once the
 * job has run, a whole customer's millions of documents included.
 */
export const setRetentionPolicies = async (
  ctx: AppContext,
  caller: Access,
  orgId: string,
  { policies }: TRetentionPoliciesWrite,
) => {
  const { db } = ctx.database;
  await visibleOrgPath(db, caller, orgId);
  const updatedBy = await userName(db, caller.userId);
  await db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('retention_policies')
      .selectAll()
      .where('org_id', '=', orgId)
      .forUpdate()
      .execute();
    await trx.deleteFrom('retention_policies').where('org_id', '=', orgId).execute();
    if (policies.length > 0)
      await trx
        .insertInto('retention_policies')
        .values(
          policies.map((policy) => {
            const same = before.find(
              (old) =>
                old.doc_type === policy.docType &&
                old.rule === policy.rule &&
                old.years === policy.years &&
                old.age === policy.age,
            );
            return {
              org_id: orgId,
              doc_type: policy.docType,
              rule: policy.rule,
              years: policy.years,
              age: policy.age,
              updated_at: same?.updated_at ?? new Date(),
              updated_by: same ? same.updated_by : updatedBy,
            };
          }),
        )
        .execute();
    const changed = DOC_TYPES.filter((docType) => {
      const old = before.find((policy) => policy.doc_type === docType);
      const now = policies.find((policy) => policy.docType === docType);
      return old?.rule !== now?.rule || old?.years !== now?.years || old?.age !== now?.age;
    });
    await queueRetentionRecompute(trx, ctx.boss, orgId, changed);
  });
  return getRetentionPolicies(db, caller, orgId);
};
