/**
 * The rules (EN 16931's, the XSD's, Chorus Pro's) the screens say in a short sentence of their own;
 * the server may name others, shown by their id.
 */
export const KNOWN_RULES = [
  'BR-02',
  'BR-03',
  'BR-05',
  'BR-06',
  'BR-07',
  'BR-CO-13',
  'BR-CO-14',
  'BR-CO-15',
  'BR-CO-16',
  'BR-CO-17',
  'BR-CO-18',
  'BR-S-02',
  'XSD',
  'CHORUS-SERVICE',
  'CHORUS-COMMITMENT',
  'CHORUS-STRUCTURE',
] as const;
export type KnownRule = (typeof KNOWN_RULES)[number];
