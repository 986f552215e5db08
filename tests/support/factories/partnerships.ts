import { partnerships } from '../../../common/api/partnerships';
import type { TPartnership } from '../../../common/schemas/partnerships';
import { apiAs } from '../api';
import type { TestServer } from '../testServer';
import { insertEstablishment } from './organizations';

/**
 * A partnership requested through the API by the session `token`, as the request form makes one:
 * with a third party the directory knows (a new one unless `siret` is given), for `orgId`.
 */
export const makePartnership = async (
  server: TestServer,
  token: string,
  fields: { orgId: string; siret?: string; name?: string; groupId?: string | null },
): Promise<TPartnership> => {
  const siret = fields.siret ?? (await insertEstablishment(server.ctx.database.db, { name: fields.name }));
  const body = { siret, orgId: fields.orgId, groupId: fields.groupId ?? null };
  return (await apiAs(server, token).ok(partnerships.create, { body })).data;
};
