import type { Kysely } from 'kysely';
import type { Config } from '../config';
import type { DB } from '../db/schema';

/** A text for a phone: an SMS, or a voice message read out by the gateway. */
export type PhoneMessage = {
  customerId: string;
  userId: string;
  to: string;
  text: string;
  kind: 'sms' | 'voice';
};

/** Sends SMS and voice messages. Its messages always hold a secret (a code), for their recipient alone. */
export type PhoneGateway = { send: (trx: Kysely<DB>, message: PhoneMessage) => Promise<void> };

export class PhoneGatewayFailed extends Error {}

/**
 * The HTTP gateway (SMS_GATEWAY_URL, SMS_GATEWAY_KEY): one POST of JSON `{to, text, kind}` with
 * the key as a Bearer token; any answer but 2xx is a failure.
 */
const httpGateway = (url: string, key: string | undefined): PhoneGateway => ({
  send: async (_trx, { to, text, kind }) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(key ? { authorization: `Bearer ${key}` } : {}) },
      body: JSON.stringify({ to, text, kind }),
      signal: AbortSignal.timeout(10_000),
    }).catch((error: unknown) => {
      throw new PhoneGatewayFailed(`The phone gateway cannot be reached: ${String(error)}`);
    });
    await response.body?.cancel();
    if (!response.ok) throw new PhoneGatewayFailed(`The phone gateway answered ${response.status}`);
  },
});

/**
 * Without a gateway, the message is held in the outbox for an administrator (who passes it on by
 * phone): addressed to the phone number, marked as carrying a secret, and never given to SMTP.
 */
const outboxGateway: PhoneGateway = {
  send: async (trx, { customerId, userId, to, text, kind }) => {
    await trx
      .insertInto('mail_outbox')
      .values({
        customer_id: customerId,
        recipient: to,
        recipient_user_id: userId,
        carries_secret: true,
        subject: kind === 'sms' ? 'SMS' : 'Message vocal / voice message',
        body_text: text,
        status: 'held',
      })
      .execute();
  },
};

export const phoneGatewayOf = (config: Pick<Config, 'phoneGateway'>): PhoneGateway =>
  config.phoneGateway.url ? httpGateway(config.phoneGateway.url, config.phoneGateway.key) : outboxGateway;
