import ipaddr from 'ipaddr.js';

/**
 * Which addresses a connection a user aims (a collector's account, a remote platform) may reach:
 * public unicast ones, and the host names and ranges an operator allowed on purpose
 * (`REMOTE_HOSTS_ALLOWED`). Loopback, private, link-local, unique-local, multicast, unspecified,
 * reserved and the IPv6 ranges that carry an IPv4 address (mapped, 6to4, Teredo, NAT64) are not.
 */
export type OutboundPolicy = {
  /** Host names allowed whatever they resolve to, lower case, without a trailing dot. */
  hosts: ReadonlySet<string>;
  ranges: readonly [ipaddr.IPv4 | ipaddr.IPv6, number][];
};

/** A host as typed or as in a URL: lower case, without IPv6 brackets or a trailing dot. */
export const normalizeHost = (host: string) =>
  host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/\.$/, '');

/** `REMOTE_HOSTS_ALLOWED`: comma-separated host names, addresses and CIDR ranges; throws on a malformed range. */
export const parseOutboundPolicy = (text: string): OutboundPolicy => {
  const hosts = new Set<string>();
  const ranges: [ipaddr.IPv4 | ipaddr.IPv6, number][] = [];
  for (const entry of text.split(',').map(normalizeHost).filter(Boolean)) {
    if (entry.includes('/')) ranges.push(ipaddr.parseCIDR(entry));
    else if (ipaddr.isValid(entry)) {
      const address = ipaddr.process(entry);
      ranges.push([address, address.kind() === 'ipv4' ? 32 : 128]);
    } else hosts.add(entry);
  }
  return { hosts, ranges };
};

/** Whether a connection may reach this address (an IP literal; an IPv4-mapped IPv6 one is read as IPv4). */
export const addressAllowed = (policy: OutboundPolicy, address: string) => {
  const parsed = ipaddr.process(address);
  if (parsed.range() === 'unicast') return true;
  return policy.ranges.some(([network, bits]) => network.kind() === parsed.kind() && parsed.match(network, bits));
};
