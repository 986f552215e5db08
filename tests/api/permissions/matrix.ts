import { BASES } from '../../../common/api/bases';
import { successStatusOf, type CallDeclaration, type CallInput } from '../../../common/api/call';
import type { Api, SuccessBody } from '../../support/api';
import type { TestServer } from '../../support/testServer';

/**
 * Every call of the server × who makes it → the expected status, one file of rows per area, each
 * keyed by the declarations of its common/api/ objects (`rowsOf`): a declared call without its row is
 * a type error, and a row's input and list check are typed by its declaration. The permission test
 * runs each row, and fails on any call the server has that these rows lack.
 *
 * The callers: anonymous; `noFeature` (a user of the same customer whom no rule grants anything);
 * `otherCustomer` (an administrator of another customer); `filteredOut` (an administrator of the
 * same customer who sees only the Paris organisation, while the targets sit in Lyon); `allowed`
 * (the demo administrator).
 */
export type Caller = 'anonymous' | 'noFeature' | 'otherCustomer' | 'filteredOut' | 'allowed';
export const CALLERS: Caller[] = ['anonymous', 'noFeature', 'otherCustomer', 'filteredOut', 'allowed'];

/** The targets several areas read, built by the test beside the callers. */
export type SharedFixtures = {
  /** Lyon, where the targets sit, its customer's root and its SIRET. */
  lyonOrgId: string;
  customerRootId: string;
  lyonSiret: string;
  /** A user of Lyon, whom the filtered caller does not see; a user of Paris, whom they see. */
  lyonUserId: string;
  parisUserId: string;
  /** The demo administrator (who may sign), and their email (a recovery code goes to one's own). */
  adminId: string;
  adminEmail: string;
  /** An employee linked to Lyon only. */
  lyonEmployeeId: string;
  /** A PDF deposited in Lyon (with its file: pdf, preview, attestation, archive, link). */
  lyonStoredDocumentId: string;
};

/** What the rows read: the shared targets, then each area's own, built by its file's fixture builder. */
export type Fixtures = SharedFixtures & {
  /** A held message for the Lyon user (outbox.ts). */
  lyonMessageId: string;
  /** A group whose only member is in Lyon; a fresh one with a member in Paris and one in Lyon (groups.ts). */
  groupId: string;
  freshMixedGroup: () => Promise<string>;
  /** A fresh user of Lyon (users.ts). */
  freshUser: () => Promise<string>;
  /** A rule of Lyon, and a fresh one (rules.ts). */
  lyonRuleId: string;
  freshRule: () => Promise<string>;
  /** A READY DSN import of the demo administrator, `allowed` (dsnImports.ts). */
  dsnImportId: string;
  /**
   * A partnership of Lyon, waiting for its contact email; a partnership group whose only partnership
   * it is; a SIRET the directory knows and no partnership has yet; fresh ones of each, one disabled (partnerships.ts).
   */
  lyonPartnershipId: string;
  lyonPartnershipGroupId: string;
  newThirdPartySiret: () => Promise<string>;
  freshPartnership: () => Promise<string>;
  freshDisabledPartnership: () => Promise<string>;
  freshPartnershipGroup: () => Promise<string>;
  /** A fresh organisation under Lyon with an employee of its own (employees.ts). */
  freshLyonOrganization: () => Promise<string>;
  /** An employee group of Lyon holding the Lyon employee, and a fresh one (employeeGroups.ts). */
  lyonEmployeeGroupId: string;
  freshEmployeeGroup: () => Promise<string>;
  /** A document of Lyon, a row with no bytes (documents.ts). */
  lyonDocumentId: string;
  /** A fresh mask of the demo administrator (masks.ts). */
  freshMask: () => Promise<string>;
  /**
   * A Lyon campaign by the demo administrator, with one file (the stored document's bytes), one
   * ignored page, and a PAPER_DISPATCHED document for the Lyon employee; fresh campaigns and
   * dispatched documents in the states their actions start from (campaigns.ts).
   */
  lyonCampaignId: string;
  freshCampaignToValidate: () => Promise<string>;
  freshFailedCampaign: () => Promise<string>;
  freshFailedDispatchedDoc: () => Promise<string>;
  freshPendingDispatchedDoc: () => Promise<string>;
  /**
   * A Lyon signature book out for signature, the demo administrator its current signatory, and its
   * file; a draft one; a template; fresh books and templates (signWorkflows.ts).
   */
  lyonSignWorkflowId: string;
  lyonSignFileId: string;
  lyonSignDraftId: string;
  lyonSignTemplateId: string;
  freshSignWorkflow: () => Promise<string>;
  freshSignTemplate: () => Promise<string>;
  /** A fresh legal hold on Lyon (retention.ts). */
  freshLegalHold: () => Promise<string>;
  /** A Lyon invoice drafted for Chorus (never sent), and one Lyon received through Chorus (chorus.ts). */
  lyonChorusDraftId: string;
  lyonChorusReceivedId: string;
  /** A Lyon collector subscription with one IMAP account on a port nobody answers, and fresh ones (collectors.ts). */
  lyonCollectorId: string;
  freshCollectorSubscription: () => Promise<string>;
};

/** What an area's fixture builder starts from: the server, the demo administrator who makes the targets, Lyon, the shared targets. */
export type Setup = {
  server: TestServer;
  /** The demo administrator's client, and their token for the factories. */
  admin: Api;
  adminToken: string;
  lyon: { id: string; customer_id: string; siret: string | null };
  shared: SharedFixtures;
};

/**
 * An area's own fixtures (`K`, its part of `Fixtures`), built once before the rows run; a `fresh`
 * one makes a new target for each call that consumes it (a delete, a change of status).
 */
export type AreaFixtures<K extends Exclude<keyof Fixtures, keyof SharedFixtures>> = (
  setup: Setup,
) => Promise<Pick<Fixtures, K>>;

/** The status each caller gets. */
export type Expectation = Record<Caller, number>;

type Awaitable<T> = T | Promise<T>;
/** What a row sends, built from the fixtures: the declaration's parameters, query and body (FormData for an upload). */
type Input<D extends CallDeclaration> = (fixtures: Fixtures) => Awaitable<CallInput<D>>;
/** For a list: the ids its success body holds; only the `allowed` caller may find the target among them. */
type Listed<D extends CallDeclaration> =
  | { listed: (body: SuccessBody<D>) => string[]; target: (fixtures: Fixtures) => string }
  | { listed?: never; target?: never };

/** One declared call's row: its input (required when the call takes one) and, where it differs from the default, its expectation. */
export type Row<D extends CallDeclaration> = {
  /** By default what the declaration's access makes of its success status (`expectedOf`). */
  expect?: Expectation;
  /** Logging out ends the session: the row runs on a session of its own. */
  ownSession?: true;
} & (Record<string, never> extends CallInput<D> ? { input?: Input<D> } : { input: Input<D> }) &
  Listed<D>;

/** A row as the permission test runs it, its declaration's types left behind. */
export type MatrixRow = {
  /** `METHOD /path/{param}`, as the OpenAPI document names the route. */
  route: string;
  declaration: CallDeclaration;
  expect: Expectation;
  ownSession: boolean;
  /** The input `apiAs` sends (typed by the declaration in the row). */
  input: (fixtures: Fixtures) => Promise<CallInput<CallDeclaration>>;
  listed?: { ids: (body: unknown) => string[]; target: (fixtures: Fixtures) => string };
};

/** The product code the test server runs with, in the routes' names. */
const PRODUCT = 'desk';

/** `METHOD /path/{param}`: the declaration's route, its product code filled in. */
export const routeOf = ({ method, base, path }: CallDeclaration) =>
  `${method} ${base === 'root' ? '' : BASES[base]}/${path.replace('{product}', PRODUCT)}`;

/**
 * The expectation a row has unless it says otherwise: a public call succeeds for everyone; a call
 * gated by a feature is an item of Lyon (`item`); any other signed-in call succeeds for whoever is signed in.
 */
export const expectedOf = (declaration: CallDeclaration): Expectation => {
  const success = successStatusOf(declaration);
  if (declaration.access === 'public') return everyone(success);
  return declaration.access.feature ? item(success) : signedIn(success);
};

const rowOf = <D extends CallDeclaration>(declaration: D, row: Row<D> | undefined): MatrixRow => {
  // Only a cast could leave a call without its row; the test would then not know what to expect of it.
  if (!row) throw new Error(`no permission row for ${routeOf(declaration)}`);
  const { input, listed, target } = row as Row<D> & { input?: Input<D> };
  return {
    route: routeOf(declaration),
    declaration,
    expect: row.expect ?? expectedOf(declaration),
    ownSession: row.ownSession ?? false,
    // Erased for the test's loop over every row: apiAs reads params, query and body whatever the declaration.
    input: async (fixtures) => ((await input?.(fixtures)) ?? {}) as CallInput<CallDeclaration>,
    listed: listed && { ids: (body) => listed(body as SuccessBody<D>), target },
  };
};

/**
 * The rows of one object of common/api/, one per declared call: a call without a row, or a row
 * without a call, fails the type check.
 */
export const rowsOf = <A extends Record<string, CallDeclaration>>(
  area: A,
  rows: { [K in keyof A]: Row<A[K]> },
): MatrixRow[] => (Object.keys(area) as (keyof A & string)[]).map((name) => rowOf(area[name], rows[name]));

export const everyone = (status: number): Expectation => ({
  anonymous: status,
  noFeature: status,
  otherCustomer: status,
  filteredOut: status,
  allowed: status,
});
export const signedIn = (status: number) => ({ ...everyone(status), anonymous: 401 });
/** A list: 401, 403 without the feature, else 200 (what it holds is checked apart). */
export const list = { anonymous: 401, noFeature: 403, otherCustomer: 200, filteredOut: 200, allowed: 200 };
/** One item in an organisation the filtered caller does not see. */
export const item = (ok: number) => ({
  anonymous: 401,
  noFeature: 403,
  otherCustomer: 404,
  filteredOut: 404,
  allowed: ok,
});
/** One item of the customer the filtered caller sees too. */
export const customerItem = (ok: number) => ({ ...item(ok), filteredOut: ok });

export const search = { search: '', limit: 100, page: 1 };
