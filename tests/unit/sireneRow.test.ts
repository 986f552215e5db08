import { describe, expect, it } from 'vitest';
import { completeSiret } from '../../common/siret';
import {
  recordReader,
  STOCK_ETABLISSEMENT_COLUMNS,
  type SireneRecord,
} from '../../server/modules/orgDirectory/sirene/sireneColumns';
import { toEstablishment } from '../../server/modules/orgDirectory/sirene/sireneRow';
import { establishmentsOf } from '../../server/modules/orgDirectory/sirene/stockText';

/** A StockEtablissement line of an active establishment in Paris, with these columns changed. */
const makeRecord = (fields: SireneRecord = {}): SireneRecord => ({
  siren: '841234567',
  nic: '00011',
  siret: '84123456700011',
  etatAdministratifEtablissement: 'A',
  numeroVoieEtablissement: '25',
  typeVoieEtablissement: 'AV',
  libelleVoieEtablissement: 'DE MESSINE',
  codePostalEtablissement: '75008',
  libelleCommuneEtablissement: 'PARIS 8',
  ...fields,
});

/** The same line as the file has it: every column, in INSEE's order, comma separated. */
const makeCsv = (...records: SireneRecord[]) =>
  [
    STOCK_ETABLISSEMENT_COLUMNS.join(','),
    ...records.map((record) => STOCK_ETABLISSEMENT_COLUMNS.map((column) => record[column] ?? '').join(',')),
  ].join('\n');

describe('a StockEtablissement line as a directory row', () => {
  it('takes the usual name first, then the signs in order, else no name', () => {
    const signs = {
      enseigne1Etablissement: 'AU PAIN DORE',
      enseigne2Etablissement: 'PAIN',
      enseigne3Etablissement: 'X',
    };
    expect(
      toEstablishment(makeRecord({ ...signs, denominationUsuelleEtablissement: 'BOULANGERIE DUPONT' }))?.name,
    ).toBe('BOULANGERIE DUPONT');
    expect(toEstablishment(makeRecord(signs))?.name).toBe('AU PAIN DORE');
    expect(toEstablishment(makeRecord({ enseigne3Etablissement: 'LE FOURNIL' }))?.name).toBe('LE FOURNIL');
    expect(toEstablishment(makeRecord())?.name).toBeNull();
  });

  it.each([
    ['AV', 'AVENUE'],
    ['BD', 'BOULEVARD'],
    ['PL', 'PLACE'],
    ['CHE', 'CHEMIN'],
    ['ALL', 'ALLEE'],
    ['IMP', 'IMPASSE'],
    ['RTE', 'ROUTE'],
    ['QUAI', 'QUAI'],
    ['RUE', 'RUE'],
    ['XYZ', 'XYZ'],
    ['constructor', 'constructor'],
  ])('spells out the street type %s as %s', (code, spelt) => {
    expect(toEstablishment(makeRecord({ typeVoieEtablissement: code }))?.street).toBe(`25 ${spelt} DE MESSINE`);
  });

  it('writes the number with its repetition index, a range of numbers, and the address complement first', () => {
    const street = (fields: SireneRecord) => toEstablishment(makeRecord(fields))?.street;
    expect(street({ indiceRepetitionEtablissement: 'B' })).toBe('25 BIS AVENUE DE MESSINE');
    expect(street({ indiceRepetitionEtablissement: 'T' })).toBe('25 TER AVENUE DE MESSINE');
    expect(street({ dernierNumeroVoieEtablissement: '27' })).toBe('25-27 AVENUE DE MESSINE');
    expect(street({ complementAdresseEtablissement: 'BATIMENT A' })).toBe('BATIMENT A, 25 AVENUE DE MESSINE');
    expect(
      street({ numeroVoieEtablissement: '', typeVoieEtablissement: 'LD', libelleVoieEtablissement: 'LES PRES' }),
    ).toBe('LIEU-DIT LES PRES');
    expect(street({ numeroVoieEtablissement: '', typeVoieEtablissement: '', libelleVoieEtablissement: '' })).toBeNull();
  });

  it('keeps the special distribution apart, and puts a CEDEX in place of the postcode and town', () => {
    const row = toEstablishment(
      makeRecord({
        distributionSpecialeEtablissement: 'CS 30012',
        codeCedexEtablissement: '75383',
        libelleCedexEtablissement: 'PARIS CEDEX 08',
      }),
    );
    expect(row).toMatchObject({ postal: 'CS 30012', zipCode: '75383', city: 'PARIS CEDEX 08', country: 'FRANCE' });
  });

  it('gives an establishment abroad its foreign town and country', () => {
    const row = toEstablishment(
      makeRecord({
        codePostalEtablissement: '',
        libelleCommuneEtablissement: '',
        libelleCommuneEtrangerEtablissement: 'LONDRES EC2V 7HN',
        libellePaysEtrangerEtablissement: 'ROYAUME-UNI',
      }),
    );
    expect(row).toMatchObject({ zipCode: null, city: 'LONDRES EC2V 7HN', country: 'ROYAUME-UNI' });
  });

  it('is active only in state A', () => {
    expect(toEstablishment(makeRecord())?.active).toBe(true);
    expect(toEstablishment(makeRecord({ etatAdministratifEtablissement: 'F' }))?.active).toBe(false);
  });

  it("reads INSEE's [ND] (not disclosed) as nothing", () => {
    const row = toEstablishment(
      makeRecord({ numeroVoieEtablissement: '[ND]', typeVoieEtablissement: '[ND]', libelleVoieEtablissement: '[ND]' }),
    );
    expect(row?.street).toBeNull();
  });

  it.each([
    ['84123456700012', 'a checksum off by one'],
    ['8412345670001', 'thirteen digits'],
    ['8412345670001A', 'a letter'],
    ['', 'nothing'],
  ])('skips the line of SIRET %j (%s)', (siret, _why) => {
    expect(toEstablishment(makeRecord({ siret, siren: '', nic: '' }))).toBeNull();
  });

  it('accepts a La Poste SIRET that only the multiple-of-5 rule makes valid', () => {
    expect(toEstablishment(makeRecord({ siret: '35600000049837' }))?.siret).toBe('35600000049837');
  });

  it('rebuilds the SIRET from SIREN and NIC when the siret column is empty', () => {
    expect(toEstablishment(makeRecord({ siret: '' }))?.siret).toBe('84123456700011');
  });
});

describe('the columns of the file', () => {
  it('are found by name, whatever their order', () => {
    const header = ['libelleCommuneEtablissement', 'etatAdministratifEtablissement', 'siret'];
    const read = recordReader(header);
    expect(read(['LYON 2EME', 'A', completeSiret('8412345670003')])).toMatchObject({
      siret: '84123456700037',
      libelleCommuneEtablissement: 'LYON 2EME',
      etatAdministratifEtablissement: 'A',
    });
  });

  it('ignore a byte-order mark before the first name', () => {
    expect(recordReader(['\uFEFFsiret', 'etatAdministratifEtablissement'])(['84123456700011', 'A']).siret).toBe(
      '84123456700011',
    );
  });

  it('must include the SIRET and the state, or the file is refused', () => {
    expect(() => recordReader(['siren', 'nic', 'name'])).toThrow(/siret, etatAdministratifEtablissement/);
  });

  it('read quoted fields with commas and quotes, accents, and skip lines of the wrong width', () => {
    const csv = `${makeCsv(
      makeRecord({ enseigne1Etablissement: '"DUPONT, PERE ET ""FILS"""' }),
      makeRecord({ siret: '84123456700029', enseigne1Etablissement: 'ÉPICERIE DES DÉLICES' }),
    )}\n84123456700037,A\n`;
    const { establishments, skipped } = establishmentsOf(csv);
    expect(establishments.map((row) => row.name)).toEqual(['DUPONT, PERE ET "FILS"', 'ÉPICERIE DES DÉLICES']);
    expect(skipped).toBe(1);
  });
});
