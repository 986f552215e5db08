import { Readable } from 'node:stream';
import { completeNir } from '../../common/nir';
import { completeSiret } from '../../common/siret';
import type { DsnContract, DsnIndividual } from '../../server/modules/dsnImports/dsn';

/**
 * Writes DSN files (norme NEODeS, monthly declaration) the way payroll software does, for tests and
 * the bench: line by line, in 64 KiB pieces, so 100,000 employees are never one string in memory.
 */

/** An employee as written: what the reader gives back, less what it works out (lines, siret, left, errors). */
export type DsnEmployee = Omit<DsnIndividual, 'line' | 'siret' | 'left' | 'errors' | 'contracts'> & {
  contracts: Omit<DsnContract, 'line'>[];
};

export type DsnDeclaration = {
  siren: string;
  /** The declared month, as its ISO first day. */
  month: string;
  /** Each iterated once, when its lines are written: a generator keeps memory flat. */
  establishments: { nic: string; employees: Iterable<DsnEmployee> }[];
};

export type DsnFileOptions = {
  encoding?: 'utf-8' | 'iso-8859-1';
  newline?: '\n' | '\r\n';
  /** A UTF-8 byte-order mark first. */
  bom?: boolean;
  /** The NIR with its key (15 characters) where the norm sends 13. */
  nirWithKey?: boolean;
};

const CHUNK = 64 * 1024;

const dsnDay = (isoDay: string) => `${isoDay.slice(8, 10)}${isoDay.slice(5, 7)}${isoDay.slice(0, 4)}`;

/** The text lines of a declaration, without line breaks, the S90 totals last. */
export function* dsnLines(declaration: DsnDeclaration, { nirWithKey = false }: DsnFileOptions = {}): Generator<string> {
  let count = 0;
  const rubric = (code: string, value: string | undefined) => {
    count++;
    return `${code},'${value}'`;
  };
  const rubrics = function* (block: string, values: Record<number, string | undefined>) {
    for (const [field, value] of Object.entries(values)) {
      if (value !== undefined) yield rubric(`${block}.${field.padStart(3, '0')}`, value);
    }
  };
  const { siren, month, establishments } = declaration;
  const head = establishments[0]?.nic ?? '00011';
  yield* rubrics('S10.G00.00', { 1: 'LIASSE PAIE', 2: 'LIASSE', 3: '1.0', 5: '01', 6: 'P25V01', 8: '01' });
  yield* rubrics('S10.G00.01', {
    1: siren,
    2: head,
    3: "L'ATELIER DES ÉCOLES",
    4: '1 RUE DE LA PAIX',
    5: '75002',
    6: 'PARIS',
  });
  yield* rubrics('S10.G00.02', { 2: 'SERVICE PAIE', 4: 'paie@example.fr' });
  const [year, monthNumber] = month.split('-');
  yield* rubrics('S20.G00.05', { 1: '01', 2: '01', 3: '11', 4: '1', 5: `01${monthNumber}${year}`, 7: dsnDay(month) });
  yield* rubrics('S21.G00.06', { 1: siren, 2: head, 3: '6201Z', 4: '1 RUE DE LA PAIX', 5: '75002', 6: 'PARIS' });
  for (const { nic, employees } of establishments) {
    yield* rubrics('S21.G00.11', { 1: nic, 2: '6201Z', 3: '1 RUE DE LA PAIX', 4: '75002', 5: 'PARIS' });
    for (const employee of employees) {
      const nir = employee.nir && (nirWithKey ? employee.nir : employee.nir.slice(0, 13));
      const sex = employee.nir?.[0] === '2' ? '02' : '01';
      const { familyName, usageName, firstNames, street, postcode, town, email, registrationNumber } = employee;
      const birthDay = employee.birthDay && dsnDay(employee.birthDay);
      yield* rubrics('S21.G00.30', { 1: nir, 2: familyName, 3: usageName, 4: firstNames, 5: sex, 6: birthDay });
      yield* rubrics('S21.G00.30', { 7: 'PARIS', 8: street, 9: postcode, 10: town, 18: email, 19: registrationNumber });
      yield* rubrics('S21.G00.30', { 20: employee.temporaryNumber });
      for (const [index, contract] of employee.contracts.entries()) {
        const start = contract.startDate && dsnDay(contract.startDate);
        const plannedEnd = contract.plannedEndDate && dsnDay(contract.plannedEndDate);
        const nature = plannedEnd ? '02' : '01';
        yield* rubrics('S21.G00.40', { 1: start, 2: '01', 3: '04', 4: '388a', 6: 'DÉVELOPPEUR', 7: nature });
        yield* rubrics('S21.G00.40', { 9: String(index + 1).padStart(5, '0'), 10: plannedEnd, 11: '10', 12: '151.67' });
        if (contract.endDate) yield* rubrics('S21.G00.62', { 1: dsnDay(contract.endDate), 2: '059' });
      }
      yield* rubrics('S21.G00.50', { 1: dsnDay(month), 2: '2450.00', 4: '2210.35' });
      yield* rubrics('S21.G00.51', { 1: dsnDay(month), 2: dsnDay(month), 10: '002', 11: '2850.00' });
    }
  }
  // S90.G00.90.001 counts every rubric of the file, its own two included.
  const total = count + 2;
  yield rubric('S90.G00.90.001', String(total));
  yield rubric('S90.G00.90.002', '1');
}

/** The file's bytes, in pieces of about 64 KiB. ISO-8859-1 refuses characters it has not. */
export function* dsnChunks(declaration: DsnDeclaration, options: DsnFileOptions = {}): Generator<Buffer> {
  const { encoding = 'utf-8', newline = '\n', bom = false } = options;
  const encode = (text: string) => {
    if (encoding === 'utf-8') return Buffer.from(text, 'utf8');
    if (/[\u0100-\uFFFF]/.test(text)) throw new Error('ISO-8859-1 cannot write this text');
    return Buffer.from(text, 'latin1');
  };
  if (bom) yield Buffer.from([0xef, 0xbb, 0xbf]);
  let text = '';
  for (const line of dsnLines(declaration, options)) {
    text += `${line}${newline}`;
    if (text.length < CHUNK) continue;
    yield encode(text);
    text = '';
  }
  if (text) yield encode(text);
}

export const dsnBuffer = (declaration: DsnDeclaration, options?: DsnFileOptions): Buffer =>
  Buffer.concat([...dsnChunks(declaration, options)]);

export const dsnStream = (declaration: DsnDeclaration, options?: DsnFileOptions): Readable =>
  Readable.from(dsnChunks(declaration, options), { objectMode: false });

/** The NIC of an establishment number (4 digits) under a SIREN, with the check digit that makes the SIRET valid. */
export const nicOf = (siren: string, establishment: number): string =>
  completeSiret(`${siren}${String(establishment).padStart(4, '0')}`).slice(9);

// Names as payroll software writes them: capitals, accents (all within ISO-8859-1), apostrophes.
const FAMILY_NAMES = [
  'MARTIN',
  'BERNARD',
  "D'ARTAGNAN",
  'LEFÈVRE',
  'FRANÇOIS',
  "O'NEILL",
  'MÜLLER',
  'NGUYEN',
  'DUPONT-GRÂCE',
  'ÉTIENNE',
];
const FIRST_NAMES = ['JEAN', 'MARIE', 'CHLOÉ', 'JOSÉ', 'AÏCHA', 'ZOË', 'LOUIS', 'HÉLÈNE', 'NOËL', 'ANAÏS'];
const STREETS = ["RUE DE L'ÉGLISE", 'AVENUE JEAN JAURÈS', "CHEMIN DE L'ÉTANG", 'PLACE DU MARCHÉ', 'BOULEVARD VOLTAIRE'];
const TOWNS: [string, string][] = [
  ['75011', 'PARIS'],
  ['69003', 'LYON'],
  ['20000', 'AJACCIO'],
  ['20200', 'BASTIA'],
  ['59000', 'LILLE'],
];

/** A small deterministic generator (mulberry32): employee i is the same on every run. */
const randomOf = (seed: number) => {
  let state = seed >>> 0;
  return (below: number) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * below);
  };
};

const pick = <T>(random: (below: number) => number, items: T[]) => items[random(items.length)]!;
const isoDay = (year: number, month: number, day: number) =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/**
 * A realistic employee, the same for the same (index, seed): a unique NIR (Corsican for some, none
 * and a temporary number for 1%), a unique matricule, an email for most, one contract (fixed-term
 * for some, ended this month for some), two for a few who changed contract.
 */
export const syntheticEmployee = (index: number, month: string, seed = 1): DsnEmployee => {
  const random = randomOf(seed * 1_000_003 + index);
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const woman = random(2) === 1;
  const birthYear = 1960 + random(45);
  const birthMonth = 1 + random(12);
  const corsica = random(50);
  const department = corsica === 0 ? '2A' : corsica === 1 ? '2B' : String(1 + random(95)).padStart(2, '0');
  const serial = String(index % 1_000_000).padStart(6, '0');
  const body = `${woman ? 2 : 1}${String(birthYear % 100).padStart(2, '0')}${String(birthMonth).padStart(2, '0')}${department}${serial}`;
  const hasNir = random(100) !== 0;
  const familyName = pick(random, FAMILY_NAMES);
  const firstNames =
    random(3) === 0 ? `${pick(random, FIRST_NAMES)} ${pick(random, FIRST_NAMES)}` : pick(random, FIRST_NAMES);
  const [postcode, town] = pick(random, TOWNS);
  const started = isoDay(year - 1 - random(10), 1 + random(12), 1 + random(28));
  const endedThisMonth = random(20) === 0;
  const fixedTerm = random(10) === 0;
  const contract: DsnEmployee['contracts'][number] = {
    startDate: started,
    ...(fixedTerm && { plannedEndDate: isoDay(year + 1, monthNumber, 1 + random(28)) }),
    ...(endedThisMonth && { endDate: isoDay(year, monthNumber, 1 + random(28)) }),
  };
  const changedContract = !endedThisMonth && random(30) === 0;
  return {
    ...(hasNir ? { nir: completeNir(body) } : { temporaryNumber: `NTT${String(index).padStart(9, '0')}` }),
    familyName,
    ...(woman && random(5) === 0 && { usageName: pick(random, FAMILY_NAMES) }),
    firstNames,
    birthDay: isoDay(birthYear, birthMonth, 1 + random(28)),
    street: `${1 + random(200)} ${pick(random, STREETS)}`,
    postcode,
    town,
    ...(random(10) < 7 && { email: `salarie.${index}@example.fr` }),
    registrationNumber: `M${String(index).padStart(7, '0')}`,
    contracts: changedContract
      ? [{ startDate: isoDay(year - 3, 1, 1), endDate: started }, { startDate: started }]
      : [contract],
  };
};

/** A declaration of `employees` synthetic employees spread evenly over `establishments`, generated as they are written. */
export const syntheticDeclaration = ({
  employees,
  establishments = 1,
  siren = '841234567',
  month = '2025-03-01',
  seed = 1,
}: {
  employees: number;
  establishments?: number;
  siren?: string;
  month?: string;
  seed?: number;
}): DsnDeclaration => ({
  siren,
  month,
  establishments: Array.from({ length: establishments }, (_, establishment) => {
    const from = Math.floor((employees * establishment) / establishments);
    const to = Math.floor((employees * (establishment + 1)) / establishments);
    return {
      nic: nicOf(siren, establishment + 1),
      employees: (function* () {
        for (let index = from; index < to; index++) yield syntheticEmployee(index, month, seed);
      })(),
    };
  }),
});
