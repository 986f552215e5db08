/**
 * INSEE's codes for `typeVoieEtablissement` (Sirene variable documentation, "type de voie"),
 * spelt out the way La Poste prints them: upper case, without accents. A code missing here is
 * printed as the file has it, so a code INSEE adds later degrades to its abbreviation, not to a gap.
 */
const CODES: Record<string, string> = {
  ALL: 'ALLEE',
  AV: 'AVENUE',
  BD: 'BOULEVARD',
  BRG: 'BOURG',
  CAR: 'CARREFOUR',
  CHE: 'CHEMIN',
  CHS: 'CHAUSSEE',
  CITE: 'CITE',
  COR: 'CORNICHE',
  CRS: 'COURS',
  DOM: 'DOMAINE',
  DSC: 'DESCENTE',
  ECA: 'ECART',
  ESP: 'ESPLANADE',
  FG: 'FAUBOURG',
  GR: 'GRANDE RUE',
  HAM: 'HAMEAU',
  HLE: 'HALLE',
  IMP: 'IMPASSE',
  LD: 'LIEU-DIT',
  LOT: 'LOTISSEMENT',
  MAR: 'MARCHE',
  MTE: 'MONTEE',
  PARC: 'PARC',
  PAS: 'PASSAGE',
  PL: 'PLACE',
  PLN: 'PLAINE',
  PLT: 'PLATEAU',
  PONT: 'PONT',
  PRO: 'PROMENADE',
  PRV: 'PARVIS',
  QUA: 'QUARTIER',
  QUAI: 'QUAI',
  RES: 'RESIDENCE',
  RLE: 'RUELLE',
  ROC: 'ROCADE',
  RPT: 'ROND-POINT',
  RTE: 'ROUTE',
  RUE: 'RUE',
  SEN: 'SENTIER',
  SQ: 'SQUARE',
  TPL: 'TERRE-PLEIN',
  TRA: 'TRAVERSE',
  VLA: 'VILLA',
  VLGE: 'VILLAGE',
  VOIE: 'VOIE',
  ZA: 'ZONE ARTISANALE',
  ZAC: "ZONE D'AMENAGEMENT CONCERTE",
  ZI: 'ZONE INDUSTRIELLE',
  ZONE: 'ZONE',
};

// Maps, not objects: a file's "constructor" must not find Object.prototype's.
export const STREET_TYPES = new Map(Object.entries(CODES));

/** `indiceRepetitionEtablissement`: INSEE's letters for bis, ter… (any other letter is printed as is). */
export const REPETITION_INDEXES = new Map(Object.entries({ B: 'BIS', T: 'TER', Q: 'QUATER', C: 'QUINQUIES' }));
