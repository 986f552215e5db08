import { isValidSiret } from '../../../../common/siret';
import type { SireneRecord } from './sireneColumns';
import { REPETITION_INDEXES, STREET_TYPES } from './streetTypes';

/** One row of the organisation directory: what an organisation form can be prefilled with. */
export type Establishment = {
  siret: string;
  name: string | null;
  street: string | null;
  /** Special distribution: BP, CS, TSA… */
  postal: string | null;
  zipCode: string | null;
  city: string | null;
  country: string;
  active: boolean;
};

/** INSEE masks the address of establishments whose owner refused its publication. */
const NOT_DISCLOSED = '[ND]';

const text = (value: string | undefined): string | null => {
  const trimmed = value?.trim();
  return trimmed && trimmed !== NOT_DISCLOSED ? trimmed : null;
};

/** `a b`, `a` or `b`: two optional parts (built without an array: this runs for every line of a 40-million-line file). */
const join = (a: string | null, b: string | null, separator = ' ') => (a && b ? `${a}${separator}${b}` : a || b);

const repetition = (value: string | undefined) => {
  const index = text(value);
  return index && (REPETITION_INDEXES.get(index) ?? REPETITION_INDEXES.get(index.toUpperCase()) ?? index);
};

/** "12 BIS", or "12-14 TER" when the establishment spans several numbers. */
const streetNumber = (record: SireneRecord) => {
  const first = join(text(record.numeroVoieEtablissement), repetition(record.indiceRepetitionEtablissement));
  const last = join(
    text(record.dernierNumeroVoieEtablissement),
    repetition(record.indiceRepetitionDernierNumeroVoieEtablissement),
  );
  return first && last && last !== first ? `${first}-${last}` : first;
};

/** The address line as La Poste prints it: complement, then number, street type spelt out, street name. */
const street = (record: SireneRecord) => {
  const type = text(record.typeVoieEtablissement);
  const line = join(
    join(streetNumber(record), type && (STREET_TYPES.get(type) ?? STREET_TYPES.get(type.toUpperCase()) ?? type)),
    text(record.libelleVoieEtablissement),
  );
  return join(text(record.complementAdresseEtablissement), line, ', ');
};

/** A CEDEX replaces the postcode and the town on the last line ("75384 PARIS CEDEX 08"). */
const locality = (record: SireneRecord) => {
  const cedex = text(record.codeCedexEtablissement);
  const town = text(record.libelleCommuneEtablissement) ?? text(record.libelleCommuneEtrangerEtablissement);
  if (cedex) return { zipCode: cedex, city: text(record.libelleCedexEtablissement) ?? town };
  return { zipCode: text(record.codePostalEtablissement), city: town };
};

/**
 * The directory row of one StockEtablissement line, or null when its SIRET is not a valid one
 * (the import skips and counts those lines).
 */
export const toEstablishment = (record: SireneRecord): Establishment | null => {
  const siret = text(record.siret) ?? `${text(record.siren) ?? ''}${text(record.nic) ?? ''}`;
  if (!isValidSiret(siret)) return null;
  return {
    siret,
    name:
      text(record.denominationUsuelleEtablissement) ??
      text(record.enseigne1Etablissement) ??
      text(record.enseigne2Etablissement) ??
      text(record.enseigne3Etablissement),
    street: street(record),
    postal: text(record.distributionSpecialeEtablissement),
    ...locality(record),
    country: text(record.libellePaysEtrangerEtablissement) ?? 'FRANCE',
    active: text(record.etatAdministratifEtablissement) === 'A',
  };
};
