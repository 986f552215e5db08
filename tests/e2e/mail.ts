import { expect } from '@playwright/test';
import { SMTP_PEER_HTTP_URL } from '../../playwright.config';

/** The texts of the messages the tests' SMTP peer received for `to` (tests/support/smtpPeerMain.ts). */
export const mailbox = async (to: string): Promise<string[]> => {
  const answer: unknown = await (await fetch(`${SMTP_PEER_HTTP_URL}/messages?to=${encodeURIComponent(to)}`)).json();
  if (!Array.isArray(answer) || !answer.every((text) => typeof text === 'string'))
    throw new Error(`The SMTP peer answered ${JSON.stringify(answer)} for ${to}`);
  return answer;
};

/** The last message `to` received, once one has come (the outbox sends in a job). */
export const lastMail = async (to: string) => {
  await expect.poll(async () => (await mailbox(to)).length, { timeout: 30_000 }).toBeGreaterThan(0);
  return (await mailbox(to)).at(-1)!;
};
