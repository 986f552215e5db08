import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallInput } from '../../common/api/call';
import { outbox } from '../../common/api/outbox';
import { signatureCode, signWorkflows } from '../../common/api/signWorkflows';
import { demoOrganization } from '../support/demoOrganization';
import { textPdf } from '../support/documentFiles';
import { makeScopedUser } from '../support/factories';
import { setSignatureCode, signWorkflowForm } from '../support/signWorkflows';
import { apiAs, refused } from '../support/api';
import { loginAs, startTestServer, type TestServer } from '../support/testServer';

/*
 * My profile's signature code is a second factor: the password alone sets the first one, but
 * changing a standing code needs the current one, and once wrong codes have locked signing only a
 * recovery code sent to the signatory's own address lifts the lock.
 */

type Signatory = { id: string; token: string; email: string };

const PASSWORD = 'Scoped-Pass-1';
const CODE = '482913';

let server: TestServer;
let admin: string;
let lyonId: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = (await loginAs(server, 'admin')).token;
  lyonId = (await demoOrganization(server, 'Lyon')).id;
});
afterAll(() => server?.close());

/** A signatory of Lyon of the test's own, their first code set with their password alone. */
const newSignatory = async (login: string): Promise<Signatory> => {
  const user = await makeScopedUser(server, { login, orgId: lyonId, features: ['SIGN', 'SIGN_WORKFLOWS_LIST'] });
  await setSignatureCode(server, user.token, PASSWORD, CODE);
  return { ...user, email: `${login}@demo.liasse.example` };
};

/** The error of a refused call (the assertions name the status where it matters). */
const errorOf = (answer: { status: number; body: unknown }) => {
  if (answer.status < 400) throw new Error(`expected a refusal, got ${answer.status}`);
  return refused(answer, answer.status).error;
};

type CodeWrite = CallInput<typeof signatureCode.set>['body'];

/** `PUT account/signature-code` with the right password unless told. */
const putCode = (signatory: Signatory, body: Omit<CodeWrite, 'password'> & { password?: string }) =>
  apiAs(server, signatory.token)(signatureCode.set, { body: { password: PASSWORD, ...body } });

const codeState = (signatory: Signatory) => apiAs(server, signatory.token).ok(signatureCode.state);

/** A book out for signature, this signatory its one step. */
const bookFor = async (signatory: Signatory, name: string) => {
  const form = signWorkflowForm(
    {
      name,
      orgId: lyonId,
      steps: [{ signatoryIds: [signatory.id] }],
      files: [{ name: 'avenant.pdf', docTypeCode: 'WCNT' }],
    },
    [{ name: 'avenant.pdf', bytes: await textPdf([name]) }],
  );
  return (await apiAs(server, admin).ok(signWorkflows.upload, { body: form })).data.id;
};

const sign = (signatory: Signatory, id: string, codeSignature: string) =>
  apiAs(server, signatory.token)(signWorkflows.sign, { params: { id }, body: { codeSignature } });

/** `POST account/signature-code/recovery`: a recovery code to my own address. */
const askRecovery = (
  signatory: Signatory,
  body: CallInput<typeof signatureCode.recover>['body'] = { mode: 'EMAIL', email: signatory.email },
) => apiAs(server, signatory.token)(signatureCode.recover, { body });

/** The code of the last recovery message to this signatory, as their mailbox would show it. */
const lastRecoveryCode = async (signatory: Signatory) => {
  const mail = await server.ctx.database.db
    .selectFrom('mail_outbox')
    .select('body_text')
    .where('recipient_user_id', '=', signatory.id)
    .where('carries_secret', '=', true)
    .orderBy('created_at', 'desc')
    .executeTakeFirstOrThrow();
  return /usage unique\s: (\d{6})/.exec(mail.body_text)![1]!;
};

/** A code of six digits that is not this one. */
const otherThan = (code: string) => (code === '000000' ? '000001' : '000000');

describe('the signature code of My profile', () => {
  it('is set the first time with the password alone; a standing one changes only with the current code', async () => {
    const signatory = await newSignatory('code-change');
    expect(await codeState(signatory)).toEqual({ isSet: true, locked: false });

    const passwordAlone = await putCode(signatory, { code: '111111' });
    expect(passwordAlone.status).toBe(400);
    expect(await errorOf(passwordAlone)).toMatchObject({
      code: 'CURRENT_SIGNATURE_CODE_REQUIRED',
      fields: { currentCode: 'required' },
    });
    const wrongPassword = await putCode(signatory, { password: 'Not-The-Pass-1', currentCode: CODE, code: '111111' });
    expect([wrongPassword.status, (await errorOf(wrongPassword)).code]).toEqual([400, 'WRONG_PASSWORD']);
    const both = await putCode(signatory, { currentCode: CODE, recoveryCode: '123456', code: '111111' });
    expect([both.status, (await errorOf(both)).fields]).toEqual([400, { recoveryCode: 'not_with_current_code' }]);

    const changed = await putCode(signatory, { currentCode: CODE, code: '111111' });
    expect(changed.status).toBe(204);
    expect(changed.body).toBeNull();
    const id = await bookFor(signatory, 'Code changé');
    expect((await errorOf(await sign(signatory, id, CODE))).fields).toEqual({ codeSignature: 'wrong' });
    expect((await sign(signatory, id, '111111')).status).toBe(200);
  });

  it('counts a wrong current code toward the lock that signing keeps; locked, the right one changes nothing', async () => {
    const signatory = await newSignatory('code-guesser');
    const id = await bookFor(signatory, 'Codes devinés');
    const guess = () => putCode(signatory, { currentCode: '000000', code: '111111' });
    for (const left of [4, 3]) {
      const wrong = await guess();
      expect(wrong.status).toBe(400);
      const error = await errorOf(wrong);
      expect(error).toMatchObject({ code: 'INVALID_SIGNATURE_CODE', fields: { currentCode: 'wrong' } });
      expect(error.message).toContain(`${left} tries left`);
    }
    // Signing and changing the code share the tries.
    expect((await errorOf(await sign(signatory, id, '000000'))).message).toContain('2 tries left');
    expect((await errorOf(await guess())).message).toContain('1 tries left');
    const locking = await guess();
    expect([locking.status, (await errorOf(locking)).code]).toEqual([403, 'SIGNATURE_LOCKED']);

    const right = await putCode(signatory, { currentCode: CODE, code: '111111' });
    expect([right.status, (await errorOf(right)).code]).toEqual([403, 'SIGNATURE_LOCKED']);
    expect(await codeState(signatory)).toEqual({ isSet: true, locked: true });
    expect((await errorOf(await sign(signatory, id, CODE))).code).toBe('SIGNATURE_LOCKED');
    expect((await errorOf(await sign(signatory, id, '111111'))).code).toBe('SIGNATURE_LOCKED');
  });

  it('once signing is locked, is not changed by the password alone; a recovery code sent to the signatory changes it, once', async () => {
    const signatory = await newSignatory('code-locked');
    const id = await bookFor(signatory, 'Signature bloquée');
    for (let attempt = 1; attempt <= 5; attempt++) await sign(signatory, id, '000000');
    expect((await errorOf(await sign(signatory, id, CODE))).code).toBe('SIGNATURE_LOCKED');

    const passwordAlone = await putCode(signatory, { code: '222222' });
    expect(passwordAlone.status).toBe(403);
    expect(await errorOf(passwordAlone)).toMatchObject({
      code: 'SIGNATURE_LOCKED',
      fields: { recoveryCode: 'required' },
    });
    expect(await codeState(signatory)).toEqual({ isSet: true, locked: true });
    expect((await errorOf(await sign(signatory, id, '222222'))).code).toBe('SIGNATURE_LOCKED');

    expect((await askRecovery(signatory)).status).toBe(204);
    const recovery = await lastRecoveryCode(signatory);
    const wrong = await putCode(signatory, { recoveryCode: otherThan(recovery), code: '222222' });
    expect([wrong.status, (await errorOf(wrong)).fields]).toEqual([400, { recoveryCode: 'wrong' }]);
    expect((await putCode(signatory, { recoveryCode: recovery, code: '222222' })).status).toBe(204);
    expect(await codeState(signatory)).toEqual({ isSet: true, locked: false });
    const again = await putCode(signatory, { recoveryCode: recovery, code: '333333' });
    expect([again.status, (await errorOf(again)).fields]).toEqual([400, { recoveryCode: 'wrong' }]);
    expect((await sign(signatory, id, '222222')).status).toBe(200);
  });

  it('gives a recovery code five tries, counted when changing the code and when signing', async () => {
    const signatory = await newSignatory('recovery-guesser');
    for (let attempt = 1; attempt <= 5; attempt++) await putCode(signatory, { currentCode: '000000', code: '111111' });
    expect(await codeState(signatory)).toEqual({ isSet: true, locked: true });

    expect((await askRecovery(signatory)).status).toBe(204);
    const first = await lastRecoveryCode(signatory);
    for (let attempt = 1; attempt <= 5; attempt++) {
      const wrong = await putCode(signatory, { recoveryCode: otherThan(first), code: '111111' });
      expect((await errorOf(wrong)).fields).toEqual({ recoveryCode: 'wrong' });
    }
    const spent = await putCode(signatory, { recoveryCode: first, code: '111111' });
    expect([spent.status, (await errorOf(spent)).fields]).toEqual([400, { recoveryCode: 'wrong' }]);

    const id = await bookFor(signatory, 'Code de récupération deviné');
    expect((await askRecovery(signatory)).status).toBe(204);
    const second = await lastRecoveryCode(signatory);
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await errorOf(await sign(signatory, id, otherThan(second)))).code).toBe('SIGNATURE_LOCKED');
    }
    expect((await errorOf(await sign(signatory, id, second))).code).toBe('SIGNATURE_LOCKED');
    expect(await codeState(signatory)).toEqual({ isSet: true, locked: true });
  });

  it('spends a try of a live recovery code on each wrong code, none on a right one', async () => {
    const signatory = await newSignatory('recovery-kept');
    const id = await bookFor(signatory, 'Code de récupération gardé');
    expect((await askRecovery(signatory)).status).toBe(204);
    const recoveryFailures = async () =>
      (
        await server.ctx.database.db
          .selectFrom('signature_recovery_codes')
          .select('failures')
          .where('user_id', '=', signatory.id)
          .executeTakeFirstOrThrow()
      ).failures;
    expect((await sign(signatory, id, otherThan(await lastRecoveryCode(signatory)))).status).toBe(400);
    expect(await recoveryFailures()).toBe(1);
    expect((await sign(signatory, id, CODE)).status).toBe(200);
    expect(await recoveryFailures()).toBe(1);
  });

  it('lets no burst of concurrent wrong codes past the five tries, when changing the code or signing', async () => {
    const changer = await newSignatory('burst-change');
    const changes = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        putCode(changer, { currentCode: String(100000 + index), code: '111111' }),
      ),
    );
    const changeStatuses = changes.map((answer): number => answer.status);
    expect(changeStatuses.filter((status) => status === 400)).toHaveLength(4);
    expect(changeStatuses.filter((status) => status === 403)).toHaveLength(8);
    expect(await codeState(changer)).toEqual({ isSet: true, locked: true });

    const signer = await newSignatory('burst-sign');
    const id = await bookFor(signer, 'Rafale');
    const signatures = await Promise.all(
      Array.from({ length: 12 }, (_, index) => sign(signer, id, String(100000 + index))),
    );
    const signStatuses = signatures.map((answer): number => answer.status);
    expect(signStatuses.filter((status) => status === 400)).toHaveLength(4);
    expect(signStatuses.filter((status) => status === 403)).toHaveLength(8);
    expect(await codeState(signer)).toEqual({ isSet: true, locked: true });
    // Each try was counted before its code was checked: no more than five were checked.
    const counted = await server.ctx.database.db
      .selectFrom('signature_codes')
      .select('failures')
      .where('user_id', 'in', [changer.id, signer.id])
      .execute();
    expect(counted.map((row) => row.failures)).toEqual([5, 5]);
  });

  it("sends a recovery code asked from My profile only to the signatory's own address, as a secret nobody else reads", async () => {
    const signatory = await newSignatory('recovery-mail');
    const elsewhere = await askRecovery(signatory, { mode: 'EMAIL', email: 'someone@else.example' });
    expect([elsewhere.status, (await errorOf(elsewhere)).fields]).toEqual([400, { email: 'not_yours' }]);
    const noPhone = await askRecovery(signatory, { mode: 'SMS', phone: '0612345678' });
    expect((await errorOf(noPhone)).fields).toEqual({ phone: 'none_registered' });

    expect((await askRecovery(signatory, { mode: 'EMAIL', email: signatory.email.toUpperCase() })).status).toBe(204);
    const code = await lastRecoveryCode(signatory);
    const { db } = server.ctx.database;
    const mails = await db
      .selectFrom('mail_outbox')
      .select(['recipient', 'carries_secret'])
      .where('body_text', 'like', `%${code}%`)
      .execute();
    expect(mails).toEqual([{ recipient: signatory.email, carries_secret: true }]);
    const listed = await apiAs(server, admin)(outbox.search, { body: { limit: 100 } });
    expect(listed.status).toBe(200);
    const messages = listed.body;
    expect(messages.messages.filter((message) => message.recipient === signatory.email)).toEqual([
      expect.objectContaining({ text: null }),
    ]);
    expect(JSON.stringify(messages)).not.toContain(code);
    expect(JSON.stringify(await codeState(signatory))).not.toContain(CODE);

    // Three an hour, the books' call counting too.
    const id = await bookFor(signatory, 'Code oublié');
    const fromBook = await apiAs(server, signatory.token)(signWorkflows.recoverSignatureCode, {
      params: { id },
      body: { mode: 'EMAIL', email: signatory.email },
    });
    expect(fromBook.status).toBe(204);
    expect((await askRecovery(signatory)).status).toBe(204);
    const fourth = await askRecovery(signatory);
    expect([fourth.status, (await errorOf(fourth)).code]).toEqual([429, 'TOO_MANY_REQUESTS']);
  });
});
