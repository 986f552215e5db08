import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { DsnFileError, MAX_BROKEN_LINES, MAX_INDIVIDUAL_ERRORS, readDsn } from '../../server/modules/dsnImports/dsn';
import { dsnBuffer, syntheticDeclaration } from '../support/dsnGenerator';
import { readWholeDsn } from '../support/dsnRead';

const SIREN = '841234567';
const SIRET = '84123456700011';
const OTHER_SIRET = '84123456700029';
/** 255081416802538 without its key, as the DSN sends it. */
const NIR_BODY = '2550814168025';
const NIR = '255081416802538';

const HEADER = [
  "S10.G00.00.001,'PAIE'",
  "S10.G00.00.006,'P25V01'",
  "S20.G00.05.001,'01'",
  "S20.G00.05.005,'01032025'",
  `S21.G00.06.001,'${SIREN}'`,
  `S21.G00.11.001,'00011'`,
];
const RUBRIC = /^S\d{2}\.G\d{2}\.\d{2}\.\d{3},'.*'$/;

/** A DSN of these lines after a header (March 2025, one establishment), with its S90 totals. */
const dsnText = (body: string[], { newline = '\n', header = HEADER } = {}) => {
  const lines = [...header, ...body];
  const rubrics = lines.filter((line) => RUBRIC.test(line)).length + 2;
  return [...lines, `S90.G00.90.001,'${rubrics}'`, "S90.G00.90.002,'1'"].join(newline) + newline;
};
const utf8 = (text: string) => Buffer.from(text, 'utf8');
const latin1 = (text: string) => Buffer.from(text, 'latin1');

/** An individual's lines: 30.019 matricule, and whatever rubrics of S21.G00.30 are given (field number → value). */
const individual = (fields: Record<number, string>) =>
  Object.entries(fields).map(([field, value]) => `S21.G00.30.${field.padStart(3, '0')},'${value}'`);
const contract = (start: string, { plannedEnd, end }: { plannedEnd?: string; end?: string } = {}) => [
  `S21.G00.40.001,'${start}'`,
  "S21.G00.40.007,'01'",
  ...(plannedEnd ? [`S21.G00.40.010,'${plannedEnd}'`] : []),
  ...(end ? [`S21.G00.62.001,'${end}'`, "S21.G00.62.002,'059'"] : []),
];

const readText = (text: string) => readWholeDsn(utf8(text));
const failureCode = (failure: unknown) => (failure instanceof DsnFileError ? failure.code : failure);

describe('reading a DSN file', () => {
  it('reads every rubric the import needs: company, establishment, individual, contracts and contract end', async () => {
    const text = dsnText([
      ...individual({
        1: NIR_BODY,
        2: 'LEFÈVRE',
        3: 'MARTIN',
        4: 'CHLOÉ MARIE',
        5: '02',
        6: '14081955',
        8: '12 RUE DES LILAS',
        9: '14000',
        10: 'CAEN',
        18: 'chloe.martin@example.fr',
        19: 'M0042',
      }),
      ...contract('01092015', { plannedEnd: '31082016' }),
      ...contract('01092016', { end: '15032025' }),
      "S21.G00.50.001,'31032025'",
    ]);
    const read = await readText(text);
    expect(read.failure).toBeUndefined();
    expect(read.errors).toEqual([]);
    expect(read.establishments).toEqual([{ line: 6, siren: SIREN, nic: '00011', siret: SIRET }]);
    expect(read.individuals).toEqual([
      {
        line: 7,
        siret: SIRET,
        nir: NIR,
        familyName: 'LEFÈVRE',
        usageName: 'MARTIN',
        firstNames: 'CHLOÉ MARIE',
        birthDay: '1955-08-14',
        street: '12 RUE DES LILAS',
        postcode: '14000',
        town: 'CAEN',
        email: 'chloe.martin@example.fr',
        registrationNumber: 'M0042',
        contracts: [
          { line: 18, startDate: '2015-09-01', plannedEndDate: '2016-08-31' },
          { line: 21, startDate: '2016-09-01', endDate: '2025-03-15' },
        ],
        // The first contract has no end of its own (S21.G00.62): not every contract ended.
        left: false,
        errors: [],
      },
    ]);
    expect(read.summary).toEqual({
      encoding: 'utf-8',
      bom: false,
      newline: '\n',
      lines: 27,
      individuals: 1,
      month: '2025-03-01',
      errorsDropped: 0,
    });
  });

  it('takes the temporary number (NTT) of an individual who has no NIR', async () => {
    const read = await readText(dsnText(individual({ 2: 'NGUYEN', 19: 'M7', 20: 'NTT0000042' })));
    expect(read.individuals[0]).toMatchObject({ registrationNumber: 'M7', temporaryNumber: 'NTT0000042', errors: [] });
    expect(read.individuals[0]!.nir).toBeUndefined();
  });

  it('gives each individual the SIRET of the last establishment before it, establishment by establishment', async () => {
    const read = await readText(
      dsnText([
        ...individual({ 2: 'A', 19: 'M1' }),
        "S21.G00.11.001,'00029'",
        "S21.G00.11.002,'6201Z'",
        ...individual({ 2: 'B', 19: 'M2' }),
        ...individual({ 2: 'C', 19: 'M3' }),
      ]),
    );
    expect(read.establishments.map(({ siret, line }) => [siret, line])).toEqual([
      [SIRET, 6],
      [OTHER_SIRET, 9],
    ]);
    expect(read.individuals.map(({ familyName, siret }) => [familyName, siret])).toEqual([
      ['A', SIRET],
      ['B', OTHER_SIRET],
      ['C', OTHER_SIRET],
    ]);
  });

  it('reads a file holding two declarations, each individual under its own company and month', async () => {
    const read = await readText(
      dsnText([
        ...individual({ 2: 'FIRST', 19: 'M1' }),
        ...contract('01012020', { end: '15042025' }),
        "S20.G00.05.001,'01'",
        "S20.G00.05.005,'01042025'",
        "S21.G00.06.001,'732829320'",
        "S21.G00.11.001,'00074'",
        ...individual({ 2: 'SECOND', 19: 'M1' }),
        ...contract('01012020', { end: '15042025' }),
      ]),
    );
    expect(read.establishments.map(({ siret }) => siret)).toEqual([SIRET, '73282932000074']);
    // The same end: after March's end in the first declaration, within April in the second.
    expect(read.individuals.map(({ familyName, siret, left }) => [familyName, siret, left])).toEqual([
      ['FIRST', SIRET, false],
      ['SECOND', '73282932000074', true],
    ]);
    expect(read.summary?.month).toBe('2025-04-01');
  });

  it('tells who left: every contract ended on or before the end of the declared month', async () => {
    const read = await readText(
      dsnText([
        ...individual({ 2: 'ENDED ON THE LAST DAY', 19: 'M1' }),
        ...contract('01012020', { end: '31032025' }),
        ...individual({ 2: 'ENDS NEXT MONTH', 19: 'M2' }),
        ...contract('01012020', { end: '01042025' }),
        ...individual({ 2: 'ONLY A PLANNED END', 19: 'M3' }),
        ...contract('01012025', { plannedEnd: '15032025' }),
        ...individual({ 2: 'A NEW CONTRACT AFTER THE OLD ONE', 19: 'M4' }),
        ...contract('01012020', { end: '28022025' }),
        ...contract('01032025'),
        ...individual({ 2: 'TWO CONTRACTS BOTH ENDED', 19: 'M5' }),
        ...contract('01012020', { end: '28022025' }),
        ...contract('01032025', { end: '10032025' }),
        ...individual({ 2: 'NO CONTRACT', 19: 'M6' }),
      ]),
    );
    expect(read.individuals.map(({ familyName, left }) => [familyName, left])).toEqual([
      ['ENDED ON THE LAST DAY', true],
      ['ENDS NEXT MONTH', false],
      ['ONLY A PLANNED END', false],
      ['A NEW CONTRACT AFTER THE OLD ONE', false],
      ['TWO CONTRACTS BOTH ENDED', true],
      ['NO CONTRACT', false],
    ]);
  });

  it('reads ISO-8859-1 and UTF-8 files alike, and says which it read', async () => {
    const text = dsnText([...individual({ 2: "LEFÈVRE D'ÉTÉ", 4: 'ZOË AÏCHA', 8: 'PLACE DU MARCHÉ', 19: 'M1' })]);
    const fromUtf8 = await readWholeDsn(utf8(text));
    const fromLatin1 = await readWholeDsn(latin1(text));
    expect(fromUtf8.individuals[0]).toMatchObject({ familyName: "LEFÈVRE D'ÉTÉ", firstNames: 'ZOË AÏCHA' });
    expect(fromLatin1.individuals).toEqual(fromUtf8.individuals);
    expect(fromUtf8.summary?.encoding).toBe('utf-8');
    // Windows-1252 is ISO-8859-1's superset: read so, the same letters come out.
    expect(fromLatin1.summary?.encoding).toBe('windows-1252');
  });

  it('skips a UTF-8 byte-order mark and says it was there', async () => {
    const text = dsnText(individual({ 2: 'ÉLODIE', 19: 'M1' }));
    const read = await readWholeDsn(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), utf8(text)]));
    expect(read.failure).toBeUndefined();
    expect(read.individuals[0]?.familyName).toBe('ÉLODIE');
    expect(read.summary).toMatchObject({ bom: true, encoding: 'utf-8' });
  });

  it('reads CRLF line breaks, leaving no carriage return in the values', async () => {
    const read = await readText(dsnText(individual({ 2: 'DUPONT', 19: 'M1' }), { newline: '\r\n' }));
    expect(read.individuals[0]).toMatchObject({ familyName: 'DUPONT', registrationNumber: 'M1', errors: [] });
    expect(read.summary?.newline).toBe('\r\n');
  });

  it('keeps apostrophes inside values: the value runs from the first quote to the last one of the line', async () => {
    const read = await readText(
      dsnText(individual({ 2: "D'ARTAGNAN", 3: "L'", 4: "'ANNE'", 8: "12 RUE DE L'ÉGLISE", 19: "M'1" })),
    );
    expect(read.individuals[0]).toMatchObject({
      familyName: "D'ARTAGNAN",
      usageName: "L'",
      firstNames: "'ANNE'",
      street: "12 RUE DE L'ÉGLISE",
      registrationNumber: "M'1",
      errors: [],
    });
  });

  it('skips blank lines, still counting them in line numbers', async () => {
    const read = await readText(
      dsnText(['', ...individual({ 2: 'DUPONT' }), '   ', '\t', "S21.G00.30.006,'31022025'", ''], { newline: '\r\n' }),
    );
    expect(read.errors).toEqual([]);
    expect(read.individuals[0]).toMatchObject({ line: 8, familyName: 'DUPONT' });
    expect(read.individuals[0]!.errors).toEqual([
      { line: 11, code: 'bad_date', rubric: 'S21.G00.30.006' },
      { line: 8, code: 'missing_matricule_and_nir', rubric: 'S21.G00.30' },
    ]);
  });

  it('reports broken lines with their number and reads on, in the header as within an individual', async () => {
    const read = await readText(
      dsnText([
        "S21.G00.11.002,'6201Z", // line 7: quote left open
        ...individual({ 2: 'DUPONT' }), // line 8
        'S21.G00.30.004,JEAN', // 9: no quotes
        "S21.G00.30.004 'JEAN'", // 10: no comma
        "S21.G00.3.004,'JEAN'", // 11: a code cut short
        'garbage ∆ 12', // 12
        "S99.G00.00.001,'X'", // 13: no such structure
        "S21.G01.30.004,'X'", // 14: no such group
        `S21.G00.30.019,'M1'`, // 15
      ]),
    );
    expect(read.errors).toEqual([{ line: 7, code: 'malformed_line' }]);
    expect(read.individuals).toHaveLength(1);
    expect(read.individuals[0]).toMatchObject({ familyName: 'DUPONT', registrationNumber: 'M1' });
    expect(read.individuals[0]!.errors).toEqual([
      { line: 9, code: 'malformed_line' },
      { line: 10, code: 'malformed_line' },
      { line: 11, code: 'malformed_line' },
      { line: 12, code: 'malformed_line' },
      { line: 13, code: 'unknown_rubric', rubric: 'S99.G00.00.001' },
      { line: 14, code: 'unknown_rubric', rubric: 'S21.G01.30.004' },
    ]);
  });

  it('reports a line far too long without holding it, and reads on at the next line', async () => {
    const long = `S21.G00.30.008,'${'X'.repeat(200_000)}'`;
    const read = await readText(
      dsnText([...individual({ 2: 'DUPONT' }), long, "S21.G00.30.009,'75011'", "S21.G00.30.019,'M1'"]),
    );
    expect(read.individuals).toHaveLength(1);
    expect(read.individuals[0]).toMatchObject({
      postcode: '75011',
      registrationNumber: 'M1',
      errors: [{ line: 8, code: 'line_too_long' }],
    });
    expect(read.individuals[0]!.street).toBeUndefined();
    expect(read.summary?.lines).toBe(12);
  });

  it('refuses impossible values, leaving the field out and naming the rubric', async () => {
    const read = await readText(
      dsnText([
        ...individual({ 1: '255081416802539', 2: 'BAD KEY', 6: '31022025', 18: 'not-an-email', 19: 'M1' }),
        ...contract('00012025', { end: '32132025' }),
        ...individual({ 1: '2550814168025X', 2: 'NOT A NIR', 6: '1955-08-14', 19: 'M2' }),
        ...individual({ 1: '7850575123456', 2: 'TEMPORARY NUMBER AS NIR', 19: 'M3' }),
        ...individual({ 1: NIR, 2: 'FULL NIR WITH ITS KEY', 6: '29022024' }),
        ...individual({ 2: 'NO MATRICULE, NO NIR', 20: 'NTT1' }),
      ]),
    );
    const [badKey, notNir, temporary, full, nothing] = read.individuals;
    expect(badKey).toMatchObject({ familyName: 'BAD KEY', contracts: [{ line: 12 }], left: false });
    expect(badKey!.nir ?? badKey!.birthDay ?? badKey!.email).toBeUndefined();
    expect(badKey!.errors.map(({ line, code, rubric }) => [line, code, rubric])).toEqual([
      [7, 'nir_key', 'S21.G00.30.001'],
      [9, 'bad_date', 'S21.G00.30.006'],
      [10, 'bad_email', 'S21.G00.30.018'],
      [12, 'bad_date', 'S21.G00.40.001'],
      [14, 'bad_date', 'S21.G00.62.001'],
    ]);
    expect(notNir!.errors.map(({ code }) => code)).toEqual(['nir', 'bad_date']);
    expect(temporary!.errors.map(({ code }) => code)).toEqual(['nir_temporary']);
    expect(full).toMatchObject({ nir: NIR, birthDay: '2024-02-29', errors: [] });
    expect(nothing!.errors).toEqual([{ line: nothing!.line, code: 'missing_matricule_and_nir', rubric: 'S21.G00.30' }]);
  });

  it('reports blocks out of place: a contract before any individual, an individual before any establishment', async () => {
    const header = HEADER.slice(0, 5);
    const read = await readText(
      dsnText(["S21.G00.40.001,'01012020'", "S21.G00.62.001,'01022020'", ...individual({ 2: 'DUPONT', 19: 'M1' })], {
        header,
      }),
    );
    expect(read.errors).toEqual([
      { line: 6, code: 'out_of_place', rubric: 'S21.G00.40' },
      { line: 7, code: 'out_of_place', rubric: 'S21.G00.62' },
    ]);
    expect(read.individuals[0]).toMatchObject({
      siret: null,
      errors: [{ line: 8, code: 'out_of_place', rubric: 'S21.G00.30' }],
    });
  });

  it('reports an establishment whose SIRET has a wrong check digit, and still names it', async () => {
    const header = [...HEADER.slice(0, 5), "S21.G00.11.001,'00012'"];
    const read = await readText(dsnText(individual({ 2: 'DUPONT', 19: 'M1' }), { header }));
    expect(read.errors).toEqual([{ line: 6, code: 'bad_siret', rubric: 'S21.G00.11.001' }]);
    expect(read.individuals[0]?.siret).toBe('84123456700012');
  });

  it('reports a rubric count (S90.G00.90.001) that does not match the file', async () => {
    const text = dsnText(individual({ 2: 'DUPONT', 19: 'M1' })).replace(
      /S90\.G00\.90\.001,'(\d+)'/,
      (_, count: string) => `S90.G00.90.001,'${Number(count) + 1}'`,
    );
    const read = await readText(text);
    expect(read.errors).toEqual([{ line: 9, code: 'rubric_count', rubric: 'S90.G00.90.001' }]);
    expect(read.summary).toBeDefined();
  });

  it(`keeps at most ${MAX_INDIVIDUAL_ERRORS} errors per individual and counts the others`, async () => {
    const broken = Array.from({ length: MAX_INDIVIDUAL_ERRORS + 5 }, () => 'broken');
    const read = await readText(dsnText([...individual({ 2: 'DUPONT', 19: 'M1' }), ...broken]));
    expect(read.individuals[0]!.errors).toHaveLength(MAX_INDIVIDUAL_ERRORS);
    expect(read.summary?.errorsDropped).toBe(5);
  });
});

describe('refusing what is not a DSN', () => {
  const declaration = () => syntheticDeclaration({ employees: 30, establishments: 2 });

  it.each([
    ['an empty file', Buffer.alloc(0), 'empty'],
    ['blank lines only', utf8('\r\n\n   \n'), 'empty'],
    ['a PNG image', Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), 'binary'],
    ['a zip archive', Buffer.concat([utf8('PK\x03\x04'), Buffer.alloc(40)]), 'binary'],
    ['a PDF', utf8('%PDF-1.7\n%âãÏÓ\n1 0 obj\n'), 'not_dsn'],
    ['a CSV of employees', utf8('nir,nom,prenom\n255081416802538,DUPONT,MARIE\n'), 'not_dsn'],
    ['a DSN body without its S10 header', utf8(dsnText([]).split('\n').slice(2).join('\n')), 'not_dsn'],
    ['one megabyte of letters on one line', Buffer.alloc(1024 * 1024, 'A'), 'not_dsn'],
    [
      'UTF-16',
      Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from("S10.G00.00.001,'X'\n", 'utf16le')]),
      'unsupported_encoding',
    ],
    ['a header and totals but no company', utf8(dsnText([], { header: HEADER.slice(0, 4) })), 'no_declaration'],
  ])('refuses %s with a clear code', async (_, bytes, code) => {
    const read = await readWholeDsn(bytes);
    expect(failureCode(read.failure)).toBe(code);
    expect(read.individuals).toEqual([]);
    expect(read.summary).toBeUndefined();
  });

  it('refuses a file cut short, after the individuals it did hold, with no end event', async () => {
    const bytes = dsnBuffer(declaration());
    const read = await readWholeDsn(bytes.subarray(0, Math.floor(bytes.length / 2)));
    expect(failureCode(read.failure)).toBe('truncated');
    expect(read.individuals.length).toBeGreaterThan(0);
    expect(read.summary).toBeUndefined();
  });

  it('refuses a file that starts as UTF-8 and goes on in another encoding', async () => {
    const text = dsnText([...individual({ 2: 'ÉLODIE', 19: 'M1' }), ...individual({ 2: 'JOSÉ', 19: 'M2' })]);
    const [first, second] = text.split('JOSÉ');
    // The first piece decides UTF-8 (É); the second holds a Latin-1 É.
    const pieces = (async function* () {
      yield utf8(first!);
      yield latin1(`JOSÉ${second}`);
    })();
    const read = await readWholeDsn(pieces);
    expect(failureCode(read.failure)).toBe('mixed_encoding');
    expect(read.summary).toBeUndefined();
  });

  it('refuses garbage that starts like a DSN once its broken lines are many and outnumber the good ones', async () => {
    const garbage = Array.from({ length: MAX_BROKEN_LINES + 500 }, (_, index) => `garbage ${index}`);
    const read = await readText(dsnText(garbage));
    expect(read.failure).toEqual(new DsnFileError('not_dsn', HEADER.length + MAX_BROKEN_LINES + 1));
    expect(failureCode(read.failure)).toBe('not_dsn');
  });

  it('refuses 100 MB of garbage after reading no more than its first piece', async () => {
    let pieces = 0;
    const garbage = (async function* () {
      for (; pieces < 1600; pieces++) yield Buffer.alloc(64 * 1024, 'garbage\n');
    })();
    const read = await readWholeDsn(garbage);
    expect(failureCode(read.failure)).toBe('not_dsn');
    expect(pieces).toBeLessThan(3);
  });
});

describe('reading a DSN as a stream', () => {
  it('reads the same from a stream in one-byte pieces as from a buffer: BOM, characters and CRLF cut anywhere', async () => {
    const declaration = () => syntheticDeclaration({ employees: 12, establishments: 3 });
    const options = { bom: true, newline: '\r\n' as const };
    const whole = await readWholeDsn(dsnBuffer(declaration(), options));
    const bytes = dsnBuffer(declaration(), options);
    const oneByOne = await readWholeDsn(
      Readable.from(Array.from({ length: bytes.length }, (_, at) => bytes.subarray(at, at + 1))),
    );
    expect(oneByOne).toEqual(whole);
    expect(whole.individuals).toHaveLength(12);
    expect(whole.summary).toMatchObject({ bom: true, newline: '\r\n', individuals: 12 });
  });

  it('yields the first individuals long before the end of a large file is read', async () => {
    let piecesRead = 0;
    const bytes = dsnBuffer(syntheticDeclaration({ employees: 5000, establishments: 4 }), { encoding: 'iso-8859-1' });
    const pieces = (async function* () {
      for (let at = 0; at < bytes.length; at += 16 * 1024, piecesRead++) yield bytes.subarray(at, at + 16 * 1024);
    })();
    const total = Math.ceil(bytes.length / (16 * 1024));
    for await (const event of readDsn(pieces)) {
      if (event.type !== 'individual') continue;
      expect(piecesRead).toBeLessThan(total / 10);
      break;
    }
  });
});
