import { isIP } from 'node:net';
import { z } from 'zod';

/**
 * Which proxies are believed when they name the client in X-Forwarded-For: none, the last `hops`
 * of the chain (the proxies in front, counted from the process), or those at these addresses and
 * networks. Each believed proxy moves the client address one entry to the left, never further.
 */
export type TrustedProxies = false | number | string[];

const NO_PROXY = ['', 'false', '0', 'no'];
/** proxy-addr's names of the loopback, link-local and private (unique local) ranges. */
const RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];
const TRUST_PROXY_HINT =
  'write the number of proxies in front of the process (1 for one nginx) or their addresses and networks (127.0.0.1,10.0.0.0/8)';

/** `10.0.0.1`, `10.0.0.0/8`, `fd00::/8`: an address, or a network by its prefix length. */
const isAddressOrNetwork = (entry: string) => {
  const [address = '', prefix, ...more] = entry.split('/');
  const version = isIP(address);
  if (!version || more.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
};

/**
 * TRUST_PROXY: a count or a list, never `true`, which would believe the leftmost address of
 * X-Forwarded-For: the one the client writes itself, so that every limit per address is escaped
 * by changing it (nginx's `$proxy_add_x_forwarded_for` appends to what the client sent).
 */
export const ZTrustedProxies = z
  .string()
  .default('')
  .transform((text, context): TrustedProxies => {
    const value = text.trim().toLowerCase();
    if (NO_PROXY.includes(value)) return false;
    if (/^\d+$/.test(value)) return Number(value) || false;
    const refuse = (message: string) => {
      context.addIssue({ code: 'custom', message: `${message}: ${TRUST_PROXY_HINT}` });
      return z.NEVER;
    };
    if (['true', 'yes'].includes(value)) {
      return refuse(
        `"${text}" would take the client address from the leftmost entry of X-Forwarded-For, which the client writes itself`,
      );
    }
    const entries = value.split(',').map((entry) => entry.trim());
    const wrong = entries.filter((entry) => !RANGE_NAMES.includes(entry) && !isAddressOrNetwork(entry));
    if (wrong.length > 0)
      return refuse(`"${wrong.join('", "')}" is neither a number of proxies nor an address or network`);
    return entries;
  });
