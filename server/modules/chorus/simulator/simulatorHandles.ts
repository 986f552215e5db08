import { addStructure, DEMO_BUYERS } from './demoSeed';
import { createInvoice } from './invoiceCreation';
import { advance, decide } from './invoiceLifecycle';
import type { InjectedFailure, SimStructure, SimulatorState } from './simulatorState';

type NewStructure = Partial<Omit<SimStructure, 'id' | 'services'>> & {
  siret: string;
  name: string;
  services?: { code: string; name: string }[];
};

/** What tests and the demo may do to the simulator besides calling its API. */
export const simulatorHandles = (state: SimulatorState) => ({
  /** One tick: each invoice one step further, waiting fluxes integrated or rejected. */
  advance: () => advance(state),
  rejectInvoice: (invoiceId: number, comment: string) => decide(state, invoiceId, 'REJETEE', comment),
  suspendInvoice: (invoiceId: number, comment: string) => decide(state, invoiceId, 'SUSPENDUE', comment),

  /** Another PISTE application. */
  addClient: (clientId: string, clientSecret: string) => void state.clients.set(clientId, clientSecret),
  /** Another technical account, belonging to these structures. */
  addAccount: (login: string, password: string, structureIds: number[]) =>
    void state.accounts.set(login, { login, password, structureIds }),
  /** A structure (private unless said otherwise); answers its Chorus id. */
  addStructure: (structure: NewStructure) =>
    addStructure(state, {
      isPublic: false,
      serviceCodeRequired: false,
      commitmentNumberRequired: false,
      ...structure,
    }).id,
  /** `count` invoices deposited by this structure to the demo's town (which asks nothing); answers their ids. */
  seedSentInvoices: (supplierStructureId: number, count: number) => {
    const supplier = state.structures.get(supplierStructureId);
    if (!supplier) throw new Error(`No structure ${supplierStructureId} in the Chorus simulator`);
    return Array.from({ length: count }, (_, index) => {
      const created = createInvoice(
        state,
        supplier,
        {
          number: `SEED-${supplierStructureId}-${index + 1}`,
          type: 'FACTURE',
          issueDate: state.now().toISOString().slice(0, 10),
          currency: 'EUR',
          supplierSiret: supplier.siret,
          buyerSiret: DEMO_BUYERS.town,
          serviceCode: null,
          commitmentNumber: null,
          totalExclTax: 100 + index,
          totalTax: 20,
          totalInclTax: 120 + index,
          netPayable: 120 + index,
        },
        { depositMode: 'SAISIE_API', depositNumber: null },
      );
      if ('refusal' in created) throw new Error(created.refusal.libelle);
      return created.invoice.id;
    });
  },

  /** Tokens issued from now on live this long. */
  setTokenLifetime: (seconds: number) => void (state.tokenLifetimeSeconds = seconds),
  /** Every token issued so far stops working, as if PISTE had revoked them. */
  expireTokens: () => state.tokens.clear(),
  /** Requests made to the token endpoint, refused ones included. */
  tokenRequests: () => state.tokenRequests,
  /** The next API requests fail so, one failure each, in order. */
  injectFailures: (...failures: InjectedFailure[]) => void state.failures.push(...failures),
});
