import type { Kysely } from 'kysely';
import type { TSessionUser } from '../../common/schemas/auth';
import type { DB, User } from '../db/schema';
import { findFeaturesOfUser } from '../access/userRules';

/** What the login and `user/current` say about the signed-in user. */
export const sessionUserOf = async (db: Kysely<DB>, user: User): Promise<TSessionUser> => ({
  login: user.login,
  userOrgId: user.org_id,
  firstName: user.first_name,
  name: user.name,
  features: await findFeaturesOfUser(db, user.id),
  mustInitAccount: user.must_init_account,
  personalAccount: user.employee_id !== null,
});
