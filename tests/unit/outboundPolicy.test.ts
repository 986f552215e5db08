import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { addressAllowed, parseOutboundPolicy } from '../../server/net/outboundPolicy';

describe('the addresses a connection a user aims may reach', () => {
  const none = parseOutboundPolicy('');

  it.each(['93.184.215.14', '2a00:1450:4007:80a::200e', '8.8.8.8'])('public %s: allowed', (address) => {
    expect(addressAllowed(none, address)).toBe(true);
  });

  it.each([
    '127.0.0.1',
    '127.8.8.8',
    '::1',
    '0.0.0.0',
    '::',
    '10.1.2.3',
    '172.31.255.255',
    '192.168.0.1',
    '100.64.0.1',
    '169.254.169.254',
    'fe80::1',
    'fd12:3456::1',
    '224.0.0.251',
    'ff02::1',
    '255.255.255.255',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    '64:ff9b::7f00:1',
    '2002:7f00:1::1',
    '2001:0:4136:e378::1',
  ])('internal or special %s: refused by default', (address) => {
    expect(addressAllowed(none, address)).toBe(false);
  });

  it('allows the addresses and ranges an operator lists, and only those', () => {
    const policy = parseOutboundPolicy(' 10.20.0.0/16, fd00::/8 ,127.0.0.1, Files.Intra.Example. ');
    expect(policy.hosts).toEqual(new Set(['files.intra.example']));
    expect(addressAllowed(policy, '10.20.30.40')).toBe(true);
    expect(addressAllowed(policy, '10.21.0.1')).toBe(false);
    expect(addressAllowed(policy, 'fd00::5')).toBe(true);
    expect(addressAllowed(policy, '127.0.0.1')).toBe(true);
    expect(addressAllowed(policy, '::ffff:127.0.0.1')).toBe(true);
    expect(addressAllowed(policy, '127.0.0.2')).toBe(false);
  });

  it('refuses a malformed REMOTE_HOSTS_ALLOWED at start, naming it', () => {
    expect(() => loadConfig({ REMOTE_HOSTS_ALLOWED: '10.0.0.0/33' })).toThrow(/REMOTE_HOSTS_ALLOWED/);
    expect(loadConfig({ REMOTE_HOSTS_ALLOWED: '' }).outbound.ranges).toEqual([]);
  });
});
