import type { Kysely } from 'kysely';
import { FEATURES, type Feature } from '../../common/features';
import type { DB } from '../db/schema';

/** Every rule that applies to the user: assigned to them directly or to one of their groups. */
export const findRulesOfUser = (db: Kysely<DB>, userId: string) =>
  db
    .selectFrom('access_rules as r')
    .selectAll('r')
    .where((eb) =>
      eb.or([
        eb.exists(
          eb
            .selectFrom('access_rule_users as ru')
            .select('ru.rule_id')
            .whereRef('ru.rule_id', '=', 'r.id')
            .where('ru.user_id', '=', userId),
        ),
        eb.exists(
          eb
            .selectFrom('access_rule_groups as rg')
            .innerJoin('user_group_members as m', 'm.group_id', 'rg.group_id')
            .select('rg.rule_id')
            .whereRef('rg.rule_id', '=', 'r.id')
            .where('m.user_id', '=', userId),
        ),
      ]),
    )
    .execute();

/** A user's features: the union of the features of their rules, in the enum's order. */
export const featuresOfRules = (rules: { features: string[] }[]): Feature[] => {
  const granted = new Set(rules.flatMap((rule) => rule.features));
  return FEATURES.filter((feature) => granted.has(feature));
};

export const findFeaturesOfUser = async (db: Kysely<DB>, userId: string): Promise<Feature[]> =>
  featuresOfRules(await findRulesOfUser(db, userId));

/** The organisations the user may see (each with its descendants). */
export const findVisibleOrgIds = async (db: Kysely<DB>, userId: string): Promise<string[]> =>
  (await db.selectFrom('user_visible_organizations').select('org_id').where('user_id', '=', userId).execute()).map(
    (row) => row.org_id,
  );
