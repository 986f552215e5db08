import type { z } from 'zod';
import { organizations as organizationCalls } from '../../../common/api/organizations';
import type { TOrganization, ZOrganizationWrite } from '../../../common/schemas/organizations';
import type { Database } from '../../../server/db/database';
import type { SireneTables } from '../../../server/modules/orgDirectory/sirene/tables';
import { apiAs } from '../api';
import { makeSiret } from '../siret';
import type { HttpServer } from '../testServer';
import { rootSeenBy } from './session';

/** What a test may set of a new organisation: any field of the organisation form. */
export type OrganizationFields = Partial<z.input<typeof ZOrganizationWrite>>;

/** What the database factories need of an organisation row to put something under it. */
export type OrganizationRow = { id: string; customer_id: string; org_path: string[] };

let organizations = 0;

/**
 * An organisation created through the API by the session `token`, as the organisation form
 * creates one: under `parentId`, or the customer root the session sees; with a name and a SIRET
 * no other organisation of the run has, unless given.
 */
export const makeOrganization = async (
  server: HttpServer,
  token: string,
  fields: OrganizationFields = {},
): Promise<TOrganization> => {
  const parentId = fields.parentId === undefined ? await rootSeenBy(server, token) : fields.parentId;
  const body = { name: `Organisation ${++organizations}`, siret: makeSiret(), ...fields, parentId };
  return (await apiAs(server, token).ok(organizationCalls.create, { body })).data;
};

/**
 * An organisation written straight into the database, for what the API cannot make: the root of
 * another customer (without `parent`), or a tree for a test that runs without a server. Under
 * `parent` it joins the parent's customer and path.
 */
export const insertOrganization = (
  db: Database['db'],
  fields: { name?: string; siret?: string | null; parent?: OrganizationRow } = {},
) => {
  const id = crypto.randomUUID();
  const { parent } = fields;
  return db
    .insertInto('organizations')
    .values({
      id,
      customer_id: parent?.customer_id ?? id,
      parent_id: parent?.id ?? null,
      name: fields.name ?? `Organisation ${++organizations}`,
      siret: fields.siret ?? null,
      org_path: [...(parent?.org_path ?? []), id],
    })
    .returningAll()
    .executeTakeFirstOrThrow();
};

let establishments = 0;

/** An establishment of the SIRET directory (INSEE's file), with a SIRET no other of the run has, unless given. */
export const insertEstablishment = async (
  db: Database['db'],
  fields: { siret?: string; name?: string; city?: string } = {},
) => {
  const siret = fields.siret ?? makeSiret('8');
  await db
    .withTables<SireneTables>()
    .insertInto('sirene_establishments')
    .values({
      siret,
      name: fields.name ?? `Tiers ${++establishments}`,
      street: '1 RUE DE LA PAIX',
      postal: null,
      zip_code: '75002',
      city: fields.city ?? 'PARIS 2',
      country: 'FRANCE',
      active: true,
    })
    .execute();
  return siret;
};
