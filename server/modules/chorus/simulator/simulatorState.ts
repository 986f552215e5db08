/** What the simulated Chorus Pro holds, in memory, in its own (French) vocabulary's meaning. */

type SimService = { id: number; code: string; name: string; active: boolean };

export type SimStructure = {
  id: number;
  siret: string;
  name: string;
  /** A public buyer; a private structure is a supplier's. */
  isPublic: boolean;
  serviceCodeRequired: boolean;
  commitmentNumberRequired: boolean;
  services: SimService[];
};

/** A technical account and the structures it belongs to (whose sent and received invoices it sees). */
export type SimAccount = { login: string; password: string; structureIds: number[] };

type SimStatusChange = { status: string; at: Date; comment: string | null };

export type SimInvoice = {
  id: number;
  number: string;
  /** FACTURE or AVOIR. */
  type: string;
  issueDate: string;
  supplierStructureId: number;
  buyerStructureId: number;
  serviceCode: string | null;
  commitmentNumber: string | null;
  totalExclTax: number;
  totalTax: number;
  totalInclTax: number;
  netPayable: number;
  currency: string;
  /** SAISIE_API or DEPOT_FLUX. */
  depositMode: string;
  depositNumber: string | null;
  depositedAt: Date;
  /** Newest last; the current status is the last one. */
  history: SimStatusChange[];
  /** Suspended once and completed: the simulated buyer does not suspend it again. */
  completed: boolean;
};

/** What a deposited file said, or why it could not be read. */
export type FluxContent = {
  number: string;
  type: string;
  issueDate: string;
  currency: string;
  supplierSiret: string | null;
  buyerSiret: string | null;
  serviceCode: string | null;
  commitmentNumber: string | null;
  totalExclTax: number;
  totalTax: number;
  totalInclTax: number;
  netPayable: number;
};

export type SimFlux = {
  number: string;
  fileName: string;
  syntax: string;
  login: string;
  depositedAt: Date;
  state: string;
  stateAt: Date;
  content: FluxContent | null;
  dpErrors: { numeroDP: string; libelleErreurDP: string }[];
  technicalErrors: { codeErreur: string; libelleErreur: string }[];
};

/** The next requests' fate, for tests: an HTTP error status (with a Retry-After) or an answer held back. */
export type InjectedFailure = { status?: number; retryAfterSeconds?: number; stallMs?: number };

export type SimulatorState = {
  clients: Map<string, string>;
  tokens: Map<string, Date>;
  tokenLifetimeSeconds: number;
  tokenRequests: number;
  accounts: Map<string, SimAccount>;
  structures: Map<number, SimStructure>;
  attachments: Map<number, { login: string; name: string; bytes: Buffer }>;
  fluxes: Map<string, SimFlux>;
  invoices: Map<number, SimInvoice>;
  failures: InjectedFailure[];
  now: () => Date;
  nextId: () => number;
};

export const createSimulatorState = (now: () => Date): SimulatorState => {
  let lastId = 1_000_000;
  return {
    clients: new Map(),
    tokens: new Map(),
    tokenLifetimeSeconds: 3600,
    tokenRequests: 0,
    accounts: new Map(),
    structures: new Map(),
    attachments: new Map(),
    fluxes: new Map(),
    invoices: new Map(),
    failures: [],
    now,
    nextId: () => ++lastId,
  };
};

export const currentStatus = (invoice: SimInvoice): SimStatusChange => invoice.history[invoice.history.length - 1];

export const changeStatus = (state: SimulatorState, invoice: SimInvoice, status: string, comment: string | null) => {
  invoice.history.push({ status, at: state.now(), comment });
};

/** The structures no account belongs to are buyers the simulator plays itself. */
export const isPlayedBySimulator = (state: SimulatorState, structureId: number) =>
  ![...state.accounts.values()].some((account) => account.structureIds.includes(structureId));
