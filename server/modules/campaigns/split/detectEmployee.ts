/**
 * Who a payslip page is for, from its text. Matricule first: the value printed after "Matricule";
 * then the full name together with the birth date; then, with no labelled matricule on the page,
 * a bare token equal to one (weakest: an amount may equal a short matricule). Never the NIR
 * alone: it is masked on most payslips, and a wrong match would send a payslip to someone else.
 * Whatever is ambiguous (two employees fit) is nobody's: an ignored page is safer than a misdirected one.
 */
export type Candidate = {
  id: string;
  registrationNumber: string | null;
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD. */
  birthDay: string | null;
};

/** A candidate from its employees row (birth day read as text). */
export const candidateOf = (row: {
  id: string;
  registration_number: string | null;
  first_name: string;
  last_name: string;
  birth_day: string | null;
}): Candidate => ({
  id: row.id,
  registrationNumber: row.registration_number,
  firstName: row.first_name,
  lastName: row.last_name,
  birthDay: row.birth_day,
});

export type CandidateIndex = {
  byNumber: Map<string, Candidate[]>;
  byBirthDay: Map<string, Candidate[]>;
};

const push = <T>(map: Map<string, T[]>, key: string, value: T) => {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
};

const normalizeNumber = (value: string) => value.trim().toUpperCase();

/** Lower case, no accents, every run of anything but letters and digits as one space, padded. */
export const normalizeWords = (text: string) =>
  ` ${text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()} `;

export const indexCandidates = (candidates: Candidate[]): CandidateIndex => {
  const index: CandidateIndex = { byNumber: new Map(), byBirthDay: new Map() };
  for (const candidate of candidates) {
    if (candidate.registrationNumber?.trim())
      push(index.byNumber, normalizeNumber(candidate.registrationNumber), candidate);
    if (candidate.birthDay) push(index.byBirthDay, candidate.birthDay.slice(0, 10), candidate);
  }
  return index;
};

// "Matricule : 00123", "Matricule n° A-12", "MATRICULE 4521", "Mat. : 12".
const LABELLED = /\b(?:matricule|mat\.)\s*(?:n\s*[°o]\.?\s*)?[:.]?\s*([A-Za-z0-9][A-Za-z0-9._/-]*)/giu;
// An unlabelled token is taken for a matricule only if it has a digit and 3 characters or more:
// amounts, coefficients and page numbers ("130", "1/2") would otherwise match short numbers.
const TOKEN = /[A-Za-z0-9][A-Za-z0-9._/-]*[A-Za-z0-9]/g;
const DATE = /\b(\d{2})[/.-](\d{2})[/.-](\d{4})\b/g;

const distinct = (candidates: Candidate[]) => [...new Map(candidates.map((c) => [c.id, c])).values()];

/** Employees of the labelled matricules; undefined when no label is followed by a value with a digit. */
const byLabelledNumber = (text: string, index: CandidateIndex): Candidate[] | undefined => {
  let labelled = false;
  const found: Candidate[] = [];
  for (const [, value] of text.matchAll(LABELLED)) {
    // A table layout puts the value elsewhere: "Matricule" is then followed by the next label.
    if (!/\d/.test(value)) continue;
    labelled = true;
    found.push(...(index.byNumber.get(normalizeNumber(value)) ?? []));
  }
  return labelled ? distinct(found) : undefined;
};

const byToken = (text: string, index: CandidateIndex): Candidate[] => {
  const found: Candidate[] = [];
  for (const [token] of text.matchAll(TOKEN)) {
    if (token.length < 3 || !/\d/.test(token)) continue;
    found.push(...(index.byNumber.get(normalizeNumber(token)) ?? []));
  }
  return distinct(found);
};

const hasName = (words: string, candidate: Candidate) => {
  const first = normalizeWords(candidate.firstName).trim();
  const last = normalizeWords(candidate.lastName).trim();
  if (!first || !last) return false;
  return words.includes(` ${last} ${first} `) || words.includes(` ${first} ${last} `);
};

const byNameAndBirthDay = (text: string, index: CandidateIndex): Candidate[] => {
  const born: Candidate[] = [];
  for (const [, day, month, year] of text.matchAll(DATE)) {
    born.push(...(index.byBirthDay.get(`${year}-${month}-${day}`) ?? []));
  }
  if (born.length === 0) return [];
  const words = normalizeWords(text);
  return distinct(born).filter((candidate) => hasName(words, candidate));
};

/**
 * What a text could name an employee by, to load only those employees: the matricules it may print
 * (labelled values and bare tokens, as printed and in capitals) and the dates that may be a birth
 * date (YYYY-MM-DD). At most `max` of each, so that a page of figures stays one bounded lookup.
 */
export const lookupKeys = (text: string, max: number): { numbers: string[]; birthDays: string[] } => {
  const numbers = new Set<string>();
  const add = (value: string) => {
    if (numbers.size < max) numbers.add(value.trim());
    if (numbers.size < max) numbers.add(normalizeNumber(value));
  };
  for (const [, value] of text.matchAll(LABELLED)) add(value);
  for (const [token] of text.matchAll(TOKEN)) if (token.length >= 3 && /\d/.test(token)) add(token);
  const birthDays = new Set<string>();
  for (const [, day, month, year] of text.matchAll(DATE)) {
    if (birthDays.size < max) birthDays.add(`${year}-${month}-${day}`);
  }
  return { numbers: [...numbers], birthDays: [...birthDays] };
};

/** The one employee this page is for, or undefined. */
export const detectEmployee = (text: string, index: CandidateIndex): Candidate | undefined => {
  // Among several employees with the same matricule (two companies' numbering), name and birth decide.
  const narrow = (found: Candidate[]) => {
    if (found.length <= 1) return found[0];
    const named = byNameAndBirthDay(text, index).filter((candidate) => found.some((f) => f.id === candidate.id));
    return named.length === 1 ? named[0] : undefined;
  };
  const labelled = byLabelledNumber(text, index);
  if (labelled?.length) return narrow(labelled);
  const named = byNameAndBirthDay(text, index);
  if (named.length) return named.length === 1 ? named[0] : undefined;
  // A bare token equal to a matricule is the weakest sign: tried last, and only when no labelled
  // matricule is printed (a labelled one that is nobody's here is another company's employee).
  return labelled ? undefined : narrow(byToken(text, index));
};
