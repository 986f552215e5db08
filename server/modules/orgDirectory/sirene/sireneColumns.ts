/**
 * The header of INSEE's Sirene 'StockEtablissement' file, in the file's order. The import reads
 * columns by name, so this order only matters to the files we write (demo sample, tests, bench).
 * INSEE appended `activitePrincipaleNAF25Etablissement` in December 2025.
 */
export const STOCK_ETABLISSEMENT_COLUMNS = [
  'siren',
  'nic',
  'siret',
  'statutDiffusionEtablissement',
  'dateCreationEtablissement',
  'trancheEffectifsEtablissement',
  'anneeEffectifsEtablissement',
  'activitePrincipaleRegistreMetiersEtablissement',
  'dateDernierTraitementEtablissement',
  'etablissementSiege',
  'nombrePeriodesEtablissement',
  'complementAdresseEtablissement',
  'numeroVoieEtablissement',
  'indiceRepetitionEtablissement',
  'dernierNumeroVoieEtablissement',
  'indiceRepetitionDernierNumeroVoieEtablissement',
  'typeVoieEtablissement',
  'libelleVoieEtablissement',
  'codePostalEtablissement',
  'libelleCommuneEtablissement',
  'libelleCommuneEtrangerEtablissement',
  'distributionSpecialeEtablissement',
  'codeCommuneEtablissement',
  'codeCedexEtablissement',
  'libelleCedexEtablissement',
  'codePaysEtrangerEtablissement',
  'libellePaysEtrangerEtablissement',
  'identifiantAdresseEtablissement',
  'coordonneeLambertAbscisseEtablissement',
  'coordonneeLambertOrdonneeEtablissement',
  'complementAdresse2Etablissement',
  'numeroVoie2Etablissement',
  'indiceRepetition2Etablissement',
  'typeVoie2Etablissement',
  'libelleVoie2Etablissement',
  'codePostal2Etablissement',
  'libelleCommune2Etablissement',
  'libelleCommuneEtranger2Etablissement',
  'distributionSpeciale2Etablissement',
  'codeCommune2Etablissement',
  'codeCedex2Etablissement',
  'libelleCedex2Etablissement',
  'codePaysEtranger2Etablissement',
  'libellePaysEtranger2Etablissement',
  'dateDebut',
  'etatAdministratifEtablissement',
  'enseigne1Etablissement',
  'enseigne2Etablissement',
  'enseigne3Etablissement',
  'denominationUsuelleEtablissement',
  'activitePrincipaleEtablissement',
  'nomenclatureActivitePrincipaleEtablissement',
  'caractereEmployeurEtablissement',
  'activitePrincipaleNAF25Etablissement',
] as const;

export type SireneColumn = (typeof STOCK_ETABLISSEMENT_COLUMNS)[number];

/** A parsed line of the file, keyed by column name (a column the file lacks reads as undefined). */
export type SireneRecord = Partial<Record<SireneColumn, string>>;

/** Without these a file is not a StockEtablissement file, whatever else it holds. */
const REQUIRED_COLUMNS: SireneColumn[] = ['siret', 'etatAdministratifEtablissement'];

/**
 * From the header row, the function that turns a line's fields into a record keyed by column
 * name, with the columns the directory reads. It builds one fixed object literal per line: on 40
 * million lines, an object filled column by column in a loop costs more than parsing the line.
 */
export const recordReader = (header: string[]): ((fields: string[]) => SireneRecord) => {
  const names = header.map((name) => name.replace(/^\uFEFF/, '').trim());
  const missing = REQUIRED_COLUMNS.filter((column) => !names.includes(column));
  if (missing.length) throw new Error(`Not a StockEtablissement file: it has no ${missing.join(', ')} column`);
  // A column the file lacks is at -1, and fields[-1] reads as undefined.
  const at = (column: SireneColumn) => names.indexOf(column);
  const i = {
    siren: at('siren'),
    nic: at('nic'),
    siret: at('siret'),
    complement: at('complementAdresseEtablissement'),
    number: at('numeroVoieEtablissement'),
    repetition: at('indiceRepetitionEtablissement'),
    lastNumber: at('dernierNumeroVoieEtablissement'),
    lastRepetition: at('indiceRepetitionDernierNumeroVoieEtablissement'),
    streetType: at('typeVoieEtablissement'),
    street: at('libelleVoieEtablissement'),
    zipCode: at('codePostalEtablissement'),
    town: at('libelleCommuneEtablissement'),
    foreignTown: at('libelleCommuneEtrangerEtablissement'),
    distribution: at('distributionSpecialeEtablissement'),
    cedex: at('codeCedexEtablissement'),
    cedexTown: at('libelleCedexEtablissement'),
    country: at('libellePaysEtrangerEtablissement'),
    state: at('etatAdministratifEtablissement'),
    sign1: at('enseigne1Etablissement'),
    sign2: at('enseigne2Etablissement'),
    sign3: at('enseigne3Etablissement'),
    usualName: at('denominationUsuelleEtablissement'),
  };
  return (f) => ({
    siren: f[i.siren],
    nic: f[i.nic],
    siret: f[i.siret],
    complementAdresseEtablissement: f[i.complement],
    numeroVoieEtablissement: f[i.number],
    indiceRepetitionEtablissement: f[i.repetition],
    dernierNumeroVoieEtablissement: f[i.lastNumber],
    indiceRepetitionDernierNumeroVoieEtablissement: f[i.lastRepetition],
    typeVoieEtablissement: f[i.streetType],
    libelleVoieEtablissement: f[i.street],
    codePostalEtablissement: f[i.zipCode],
    libelleCommuneEtablissement: f[i.town],
    libelleCommuneEtrangerEtablissement: f[i.foreignTown],
    distributionSpecialeEtablissement: f[i.distribution],
    codeCedexEtablissement: f[i.cedex],
    libelleCedexEtablissement: f[i.cedexTown],
    libellePaysEtrangerEtablissement: f[i.country],
    etatAdministratifEtablissement: f[i.state],
    enseigne1Etablissement: f[i.sign1],
    enseigne2Etablissement: f[i.sign2],
    enseigne3Etablissement: f[i.sign3],
    denominationUsuelleEtablissement: f[i.usualName],
  });
};
