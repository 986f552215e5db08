import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orgDirectory } from '../../common/api/organizations';
import { completeSiret } from '../../common/siret';
import { apiAs, ok, refused } from '../support/api';
import { loginAs, startTestServer, type TestServer } from '../support/testServer';

let server: TestServer;
let adminToken: string;
beforeAll(async () => {
  server = await startTestServer();
  adminToken = (await loginAs(server, 'admin')).token;
});
afterAll(() => server?.close());

/** ok(), its success body typed from the answer itself (support's ok() infers `never` from a bare answer). */
const lookup = (siret: string, token: string | undefined = adminToken) =>
  apiAs(server, token)(orgDirectory.lookupSiret, { params: { siret } });

describe('the SIRET lookup of the organisation directory', () => {
  it("prefills a new organisation's name and address from the demo directory", async () => {
    const response = await lookup('52814370400013');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      data: {
        siret: '52814370400013',
        name: 'AU PAIN DORE',
        address: {
          street: '14 RUE DE LA REPUBLIQUE',
          postal: null,
          zipCode: '13001',
          city: 'MARSEILLE',
          country: 'FRANCE',
          phone: null,
        },
        active: true,
      },
    });
  });

  it('gives a CEDEX address its special distribution, CEDEX code and CEDEX town', async () => {
    const { data } = ok(await lookup('77512348200017'));
    expect(data.address).toMatchObject({ postal: 'CS 30012', zipCode: '75383', city: 'PARIS CEDEX 08' });
  });

  it('finds the demo customer itself, an establishment abroad, and says when one is closed', async () => {
    expect(ok(await lookup('84123456700011')).data.name).toBe('LIASSE DEMO');
    expect(ok(await lookup('60218473100027')).data.address).toMatchObject({
      zipCode: null,
      city: 'LONDRES EC2V 7HN',
      country: 'ROYAUME-UNI',
    });
    expect(ok(await lookup('81975310400010')).data.active).toBe(false);
  });

  it('answers 404 for a valid SIRET the directory does not hold, so the user can go on by hand', async () => {
    const response = await lookup(completeSiret('9999999990001'));
    expect(refused(response, 404).error.code).toBe('NOT_FOUND');
  });

  it.each([
    ['123', 'too short'],
    ['8412345670001A', 'a letter'],
    ['ABCDEFGHIJKLMN', 'letters only'],
  ])('answers 400 with a siret field error to %j (%s)', async (siret) => {
    const response = await lookup(siret);
    expect(refused(response, 400).error).toMatchObject({ code: 'VALIDATION_ERROR', fields: { siret: 'siret' } });
  });

  it('answers 400 naming a wrong check digit to 14 digits with a bad checksum', async () => {
    const response = await lookup('84123456700012');
    expect(refused(response, 400).error).toMatchObject({ fields: { siret: 'siret_check_digit' } });
  });

  it('is closed to a user without the ORGANIZATIONS_EDIT feature, and to anonymous callers', async () => {
    const { token } = await loginAs(server, 'hr');
    const forbidden = await lookup('52814370400013', token);
    expect(refused(forbidden, 403).error.code).toBe('FORBIDDEN');
    expect((await lookup('52814370400013', '')).status).toBe(401);
  });
});
