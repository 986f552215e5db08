import { sql } from 'kysely';
import type { TChorusConfigure } from '../../../common/schemas/chorus';
import type { Access } from '../../access/requestAccess';
import { visibleOrganizations } from '../../access/visibility';
import type { AppContext } from '../../context';
import type { ChorusEnvironment } from '../../db/schema';
import { isUniqueViolation } from '../../db/uniqueViolation';
import { AppError, notFound } from '../../http/errors';
import { ChorusError, type ChorusConnection, type ChorusPro } from './piste/chorusPro';

const conflict = (field: string, reason: string, message: string) =>
  new AppError(409, 'CONFLICT', message, { [field]: reason });

const unavailable = () => new AppError(503, 'SERVICE_UNAVAILABLE', 'Chorus Pro cannot be reached; try again later');

/** Chorus' refusals as the spec's answers: wrong identifiers are a 409, an unreachable Chorus a 503. */
export const chorusFailure = (error: unknown) => {
  if (!(error instanceof ChorusError)) return error;
  if (error.kind === 'WRONG_IDENTIFIERS')
    return conflict('login', 'chorus_wrong_identifiers', 'Chorus Pro refused these identifiers');
  if (error.kind === 'UNAVAILABLE') return unavailable();
  return new AppError(409, 'CONFLICT', `Chorus Pro refused the request: ${error.libelle}`, {
    chorus: 'chorus_refused',
  });
};

const organizationOf = async (ctx: AppContext, caller: Access, orgId: string) => {
  const org = await visibleOrganizations(ctx.database.db, caller)
    .select(['id', 'customer_id', 'siret', 'invoicing_login', 'invoicing_password_enc'])
    .where('id', '=', orgId)
    .executeTakeFirst();
  if (!org) throw notFound('Organization');
  return org;
};

const connectionRow = (ctx: AppContext, orgId: string) =>
  ctx.database.db.selectFrom('chorus_connections').selectAll().where('org_id', '=', orgId).executeTakeFirst();

const accountTaken = () =>
  conflict('login', 'chorus_account_taken', 'These identifiers are already associated with another user');

/** What the screens show of a connection: never a secret. */
export const connectionView = async (ctx: AppContext, caller: Access, orgId: string) => {
  await organizationOf(ctx, caller, orgId);
  return viewOf(ctx, orgId);
};

const viewOf = async (ctx: AppContext, orgId: string) => {
  const row = await connectionRow(ctx, orgId);
  return {
    orgId,
    configured: row !== undefined,
    environment: row?.environment ?? null,
    clientId: row && row.environment !== 'SIMULATOR' ? row.client_id : null,
    login: row?.account_login ?? null,
    syncedUntil: row?.synced_until?.toISOString() ?? null,
    syncError: row?.sync_error ?? null,
  };
};

const endpointsOf = (ctx: AppContext, environment: ChorusEnvironment) => {
  const endpoints = ctx.chorus.endpoints(environment);
  if (!endpoints) throw conflict('environment', 'chorus_simulator_off', 'The Chorus Pro simulator does not run here');
  return endpoints;
};

/**
 * `POST guichet-cpp/configure`: checks the identifiers against Chorus at once (the account's
 * structures, a cheap call) before keeping them; the organisation's own structure is the supplier.
 */
export const configureChorus = async (ctx: AppContext, caller: Access, input: TChorusConfigure) => {
  const { db } = ctx.database;
  const org = await organizationOf(ctx, caller, input.orgId);
  const simulator = input.environment === 'SIMULATOR';
  // On the simulator, an organisation with no account of its own tries the demo one.
  const demo = simulator && !input.login && !org.invoicing_login ? ctx.chorus.simulatorAccount : null;
  const login = input.login || org.invoicing_login || demo?.login;
  const password =
    input.password || (org.invoicing_password_enc && ctx.secrets.open(org.invoicing_password_enc)) || demo?.password;
  if (!login || !password)
    throw new AppError(400, 'VALIDATION_ERROR', 'The invoicing login and password are required', {
      ...(login ? {} : { login: 'required' }),
      ...(password ? {} : { password: 'required' }),
    });
  const current = await connectionRow(ctx, org.id);
  const clientId = simulator ? ctx.chorus.simulatorAccount.clientId : input.clientId;
  // A secret left empty keeps the stored one, for the same application.
  const clientSecret = simulator
    ? ctx.chorus.simulatorAccount.clientSecret
    : input.clientSecret ||
      (current && current.client_id === clientId && current.environment === input.environment
        ? ctx.secrets.open(current.client_secret_enc)
        : '');
  if (!clientId || !clientSecret)
    throw new AppError(400, 'VALIDATION_ERROR', 'The PISTE client id and secret are required', {
      ...(clientId ? {} : { clientId: 'required' }),
      ...(clientSecret ? {} : { clientSecret: 'required' }),
    });
  const connection: ChorusConnection = {
    ...endpointsOf(ctx, input.environment),
    clientId,
    clientSecret,
    login,
    password,
  };
  const structures = await ctx.chorus
    .client(connection)
    .accountStructures()
    .catch((error: unknown) => {
      throw chorusFailure(error);
    });
  // Said only to whoever has the right password: the identifiers themselves are checked first.
  const taken = await db
    .selectFrom('chorus_connections')
    .select('org_id')
    .where('environment', '=', input.environment)
    .where(sql<string>`lower(account_login)`, '=', login.toLowerCase())
    .where('org_id', '<>', org.id)
    .executeTakeFirst();
  if (taken) throw accountTaken();

  const supplier = structures.find((structure) => structure.siret === org.siret) ?? structures[0];
  if (!supplier) throw conflict('login', 'chorus_wrong_identifiers', 'The account has no active structure');

  const values = {
    environment: input.environment,
    client_id: clientId,
    client_secret_enc: ctx.secrets.seal(clientSecret),
    account_login: login,
    supplier_structure_id: supplier.id,
    sync_error: null,
    updated_at: new Date(),
  };
  // Two organisations configuring the same account at once: the unique index decides, as a 409.
  await db
    .transaction()
    .execute(async (trx) => {
      await trx
        .insertInto('chorus_connections')
        .values({ org_id: org.id, customer_id: org.customer_id, ...values })
        .onConflict((oc) => oc.column('org_id').doUpdateSet(values))
        .execute();
      // The account is the organisation's invoicing one: what was typed here (or the demo's) replaces it.
      if (input.login || input.password || demo)
        await trx
          .updateTable('organizations')
          .set({ invoicing_login: login, invoicing_password_enc: ctx.secrets.seal(password) })
          .where('id', '=', org.id)
          .execute();
    })
    .catch((error: unknown) => {
      throw isUniqueViolation(error) ? accountTaken() : error;
    });
  return viewOf(ctx, org.id);
};

/** A client for an organisation's connection; 409 (`chorus_not_configured`) when it has none. */
export const chorusOf = async (
  ctx: AppContext,
  orgId: string,
): Promise<{ chorus: ChorusPro; supplierStructureId: number }> => {
  const row = await ctx.database.db
    .selectFrom('chorus_connections')
    .innerJoin('organizations', 'organizations.id', 'chorus_connections.org_id')
    .select([
      'chorus_connections.environment',
      'chorus_connections.client_id',
      'chorus_connections.client_secret_enc',
      'chorus_connections.supplier_structure_id',
      'organizations.invoicing_login',
      'organizations.invoicing_password_enc',
    ])
    .where('chorus_connections.org_id', '=', orgId)
    .executeTakeFirst();
  if (!row?.invoicing_login || !row.invoicing_password_enc)
    throw conflict('orgId', 'chorus_not_configured', 'No Chorus information for the organisation');
  const chorus = ctx.chorus.client({
    ...endpointsOf(ctx, row.environment),
    clientId: row.client_id,
    clientSecret: ctx.secrets.open(row.client_secret_enc),
    login: row.invoicing_login,
    password: ctx.secrets.open(row.invoicing_password_enc),
  });
  return { chorus, supplierStructureId: Number(row.supplier_structure_id) };
};
