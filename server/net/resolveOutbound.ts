import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { addressAllowed, normalizeHost, type OutboundPolicy } from './outboundPolicy';

/** The host resolves only to addresses a user may not aim at: no connection is made. */
export class AddressRefused extends Error {
  constructor(readonly host: string) {
    super(`${host} resolves to an address that connections may not reach (REMOTE_HOSTS_ALLOWED)`);
    this.name = 'AddressRefused';
  }
}

export type CheckedAddress = { host: string; address: string; family: 4 | 6 };

/**
 * Resolves `host` once and answers the first of its addresses the policy allows, which is the one
 * to connect to: connecting by the name again would resolve it a second time, and a name that
 * answers a public address to this check and a private one to the connection (DNS rebinding)
 * would pass. Throws AddressRefused when none is allowed; a name that does not resolve throws the
 * resolver's error (ENOTFOUND, EAI_AGAIN).
 */
export const resolveOutbound = async (policy: OutboundPolicy, typed: string): Promise<CheckedAddress> => {
  const host = normalizeHost(typed);
  const named = policy.hosts.has(host);
  const addresses = isIP(host)
    ? [{ address: host, family: isIP(host) as 4 | 6 }]
    : ((await lookup(host, { all: true, verbatim: true })) as { address: string; family: 4 | 6 }[]);
  const allowed = addresses.find(({ address }) => named || addressAllowed(policy, address));
  if (!allowed) throw new AddressRefused(host);
  return { host, ...allowed };
};
