import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { completeNir } from '../../common/nir';
import type { DsnIndividual } from '../../server/modules/dsnImports/dsn';
import {
  dsnBuffer,
  dsnStream,
  nicOf,
  syntheticDeclaration,
  type DsnDeclaration,
  type DsnEmployee,
  type DsnFileOptions,
} from '../support/dsnGenerator';
import { readWholeDsn } from '../support/dsnRead';

const LATIN_1 = [..."ABCDEFGHIJKLMNOPQRSTUVWXYZabcdez0123456789 '-.,/ÀÂÄÇÉÈÊËÎÏÔÖÙÛÜŸàâçéèêëîïôöùûüÿ"].filter(
  (char) => char.charCodeAt(0) <= 0xff,
);
// UTF-8 files may hold what ISO-8859-1 cannot.
const UTF_8_ONLY = ['Œ', 'œ', '’', '€', 'Ł', '中', '😀'];

const text = (chars: string[]) =>
  fc
    .string({ unit: fc.constantFrom(...chars), minLength: 1, maxLength: 30 })
    .map((value) => value.trim())
    .filter((value) => value.length > 0);

const isoDay = fc
  .date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

const nir = fc
  .tuple(
    fc.constantFrom('1', '2'),
    fc.stringMatching(/^\d{4}$/),
    fc.oneof(fc.stringMatching(/^\d{2}$/), fc.constantFrom('2A', '2B')),
    fc.stringMatching(/^\d{6}$/),
  )
  .map((parts) => completeNir(parts.join('')));

const contract = fc.record({ startDate: isoDay, plannedEndDate: isoDay, endDate: isoDay }, { requiredKeys: [] });

const employee = (chars: string[]): fc.Arbitrary<DsnEmployee> =>
  fc
    .record(
      {
        nir,
        familyName: text(chars),
        usageName: text(chars),
        firstNames: text(chars),
        birthDay: isoDay,
        street: text(chars),
        postcode: text(chars),
        town: text(chars),
        email: fc.emailAddress(),
        registrationNumber: text(chars),
        temporaryNumber: text(chars),
        contracts: fc.array(contract, { maxLength: 3 }),
      },
      { requiredKeys: ['contracts'] },
    )
    // Without either, the reader rightly reports the individual: that is tested apart.
    .filter((written) => Boolean(written.nir || written.registrationNumber));

const fileOptions: fc.Arbitrary<DsnFileOptions> = fc.record({
  encoding: fc.constantFrom('utf-8' as const, 'iso-8859-1' as const),
  newline: fc.constantFrom('\n' as const, '\r\n' as const),
  bom: fc.boolean(),
  nirWithKey: fc.boolean(),
});

const declaration = (
  chars: string[],
): fc.Arbitrary<Omit<DsnDeclaration, 'establishments'> & { staff: DsnEmployee[][] }> =>
  fc.record({
    siren: fc.stringMatching(/^\d{9}$/),
    month: isoDay.map((day) => `${day.slice(0, 8)}01`),
    staff: fc.array(fc.array(employee(chars), { maxLength: 4 }), { minLength: 1, maxLength: 3 }),
  });

const monthEndOf = (month: string) =>
  new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).toISOString().slice(0, 10);

/** What the reader should give back for the employees written: line numbers aside. */
const expected = ({ siren, month, staff }: { siren: string; month: string; staff: DsnEmployee[][] }) =>
  staff.flatMap((employees, index) =>
    employees.map((written) => ({
      ...written,
      siret: `${siren}${nicOf(siren, index + 1)}`,
      left: written.contracts.length > 0 && written.contracts.every((c) => c.endDate && c.endDate <= monthEndOf(month)),
      errors: [],
    })),
  );

const withoutLines = ({ line: _line, contracts, ...individual }: DsnIndividual) => ({
  ...individual,
  contracts: contracts.map(({ line: _contractLine, ...rest }) => rest),
});

describe('a generated DSN read back', () => {
  it('gives back exactly the employees written, whatever the encoding, line breaks, byte-order mark and values', async () => {
    const written = fc.oneof(
      fc.tuple(declaration(LATIN_1), fileOptions),
      fc.tuple(
        declaration([...LATIN_1, ...UTF_8_ONLY]),
        fileOptions.map((options) => ({ ...options, encoding: 'utf-8' as const })),
      ),
    );
    await fc.assert(
      fc.asyncProperty(written, async ([{ siren, month, staff }, options]) => {
        const establishments = staff.map((employees, index) => ({ nic: nicOf(siren, index + 1), employees }));
        const { encoding, bom } = options;
        // A byte-order mark is UTF-8's alone.
        const bytes = dsnBuffer({ siren, month, establishments }, { ...options, bom: bom && encoding === 'utf-8' });
        const read = await readWholeDsn(bytes);
        expect(read.failure).toBeUndefined();
        expect(read.errors).toEqual([]);
        expect(read.individuals.map(withoutLines)).toEqual(expected({ siren, month, staff }));
        expect(read.summary).toMatchObject({
          encoding: encoding === 'utf-8' ? 'utf-8' : 'windows-1252',
          newline: options.newline,
          month,
          individuals: staff.flat().length,
        });
      }),
    );
  });

  it('streams a synthetic declaration of thousands of employees over several establishments back whole', async () => {
    const counts = { employees: 3000, establishments: 7 };
    const read = await readWholeDsn(
      dsnStream(syntheticDeclaration(counts), { encoding: 'iso-8859-1', newline: '\r\n' }),
    );
    expect(read.failure).toBeUndefined();
    expect(read.errors).toEqual([]);
    expect(read.individuals).toHaveLength(3000);
    expect(read.establishments).toHaveLength(7);
    expect(read.individuals.filter(({ errors }) => errors.length)).toEqual([]);
    expect(new Set(read.individuals.map(({ registrationNumber }) => registrationNumber)).size).toBe(3000);
    // Some leave, some have no NIR but a temporary number, some are Corsican: the generator is realistic.
    expect(read.individuals.some(({ left }) => left)).toBe(true);
    expect(read.individuals.some(({ nir, temporaryNumber }) => !nir && temporaryNumber)).toBe(true);
    expect(read.individuals.some(({ nir }) => nir?.slice(5, 7) === '2A')).toBe(true);
    const { employees } = syntheticDeclaration(counts).establishments[0]!;
    expect(read.individuals[0]).toMatchObject({ ...[...employees][0], left: expect.any(Boolean) });
  });
});
