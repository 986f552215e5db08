import { completeSiret } from '../../../../common/siret';
import { changeStatus, type SimulatorState, type SimStructure } from './simulatorState';

/** The PISTE application of the demo: what `npm start` configures when no PISTE settings are given. */
export const DEMO_CLIENT_ID = 'liasse-demo';
export const DEMO_CLIENT_SECRET = 'liasse-demo-secret';

/** The demo tenant's technical account; it belongs to the tenant's own structure and to a public buyer. */
export const DEMO_LOGIN = 'TECH_LIASSE_DEMO@cpro.fr';
export const DEMO_PASSWORD = 'Demo-Chorus-2026!';

/** How often the demo's Chorus moves its invoices one step: often enough to watch a status change. */
export const DEMO_ADVANCE_EVERY_MS = 20_000;

/** The demo tenant's organisation (server/db/seed/demo.ts): the supplier of the demo's invoices. */
export const DEMO_SUPPLIER_SIRET = '84123456700011';

/** Public buyers, one per case the invoicing screens handle. */
export const DEMO_BUYERS = {
  /** Asks nothing beyond its SIRET. */
  town: completeSiret('2175000100001'),
  /** Asks a service code. */
  hospital: completeSiret('2669000200001'),
  /** Asks a service code and a commitment number. */
  ministry: completeSiret('1100000300001'),
  /** The demo account belongs to it: the invoices sent to it are the demo's received ones. */
  university: completeSiret('1975000400001'),
} as const;

type NewStructure = Omit<SimStructure, 'id' | 'services'> & { services?: { code: string; name: string }[] };

export const addStructure = (state: SimulatorState, structure: NewStructure): SimStructure => {
  const id = state.nextId();
  const services = (structure.services ?? []).map((service) => ({ ...service, id: state.nextId(), active: true }));
  const added = { ...structure, id, services };
  state.structures.set(id, added);
  return added;
};

const publicBuyer = (siret: string, name: string, extra: Partial<NewStructure> = {}): NewStructure => ({
  siret,
  name,
  isPublic: true,
  serviceCodeRequired: false,
  commitmentNumberRequired: false,
  ...extra,
});

/** Three suppliers' invoices waiting for the university: what the demo shows as received. */
const RECEIVED = [
  { supplier: 'PAPETERIE DU CENTRE', siret: completeSiret('3311111100001'), number: 'PC-2026-0412', ht: 840 },
  { supplier: 'NETTOYAGE ET SERVICES', siret: completeSiret('4422222200001'), number: 'NS-18877', ht: 2150 },
  { supplier: 'INFORMATIQUE CONSEIL', siret: completeSiret('5533333300001'), number: 'IC/2026/031', ht: 12400 },
];

export const seedDemo = (state: SimulatorState) => {
  state.clients.set(DEMO_CLIENT_ID, DEMO_CLIENT_SECRET);
  const supplier = addStructure(state, {
    siret: DEMO_SUPPLIER_SIRET,
    name: 'LIASSE DEMO',
    isPublic: false,
    serviceCodeRequired: false,
    commitmentNumberRequired: false,
  });
  addStructure(state, publicBuyer(DEMO_BUYERS.town, 'COMMUNE DE DEMOVILLE'));
  addStructure(
    state,
    publicBuyer(DEMO_BUYERS.hospital, 'CENTRE HOSPITALIER DE DEMOVILLE', {
      serviceCodeRequired: true,
      services: [
        { code: 'PHARMACIE', name: 'Pharmacie centrale' },
        { code: 'SERVICES-TECHNIQUES', name: 'Services techniques' },
      ],
    }),
  );
  addStructure(
    state,
    publicBuyer(DEMO_BUYERS.ministry, 'MINISTERE DES DEMONSTRATIONS', {
      serviceCodeRequired: true,
      commitmentNumberRequired: true,
      services: [{ code: 'SG-ACHATS', name: 'Secrétariat général, achats' }],
    }),
  );
  const university = addStructure(
    state,
    publicBuyer(DEMO_BUYERS.university, 'UNIVERSITE DE DEMOVILLE', {
      services: [{ code: 'DAF', name: 'Direction des affaires financières' }],
    }),
  );
  state.accounts.set(DEMO_LOGIN, {
    login: DEMO_LOGIN,
    password: DEMO_PASSWORD,
    structureIds: [supplier.id, university.id],
  });
  for (const received of RECEIVED) {
    const from = addStructure(state, {
      siret: received.siret,
      name: received.supplier,
      isPublic: false,
      serviceCodeRequired: false,
      commitmentNumberRequired: false,
    });
    const invoice = {
      id: state.nextId(),
      number: received.number,
      type: 'FACTURE',
      issueDate: state.now().toISOString().slice(0, 10),
      supplierStructureId: from.id,
      buyerStructureId: university.id,
      serviceCode: 'DAF',
      commitmentNumber: null,
      totalExclTax: received.ht,
      totalTax: received.ht * 0.2,
      totalInclTax: received.ht * 1.2,
      netPayable: received.ht * 1.2,
      currency: 'EUR',
      depositMode: 'DEPOT_FLUX',
      depositNumber: null,
      depositedAt: state.now(),
      history: [],
      completed: false,
    };
    changeStatus(state, invoice, 'DEPOSEE', null);
    changeStatus(state, invoice, 'MISE_A_DISPOSITION', null);
    state.invoices.set(invoice.id, invoice);
  }
};
