import { describe, expect, it } from 'vitest';
import { addressKey, retryAfterSeconds, slidingHits, type ThrottleRule } from '../../server/security/throttle';

const rule: ThrottleRule = { scope: 'test', limit: 20, windowMinutes: 15, per: 'address', refusal: '' };
const QUARTER = 15 * 60_000;
/** A moment `seconds` into a quarter of an hour. */
const at = (seconds: number) => new Date(QUARTER * 1000 + seconds * 1000);

describe('the key of a client address', () => {
  it('is an IPv4 address itself, also when written as an IPv4-mapped IPv6 one', () => {
    expect(addressKey('203.0.113.5')).toBe('203.0.113.5');
    expect(addressKey('::ffff:203.0.113.5')).toBe('203.0.113.5');
  });

  it('is the /64 network of an IPv6 address, however it is written', () => {
    expect(addressKey('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:DB8:0001:0002::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8:1:2:ffff::')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
  });
});

describe('the sliding count of hits', () => {
  it('takes the share of the previous window the sliding one still covers', () => {
    expect(slidingHits({ current: 3, previous: 20 }, rule, at(0))).toBe(23);
    expect(slidingHits({ current: 3, previous: 20 }, rule, at(450))).toBe(13);
    expect(slidingHits({ current: 3, previous: 20 }, rule, at(899))).toBe(4);
  });

  it('tells how long until one more hit is allowed', () => {
    // Twenty at the turn of the window: the 21st may come once one of them has slid out.
    expect(retryAfterSeconds({ current: 0, previous: 20 }, rule, at(0))).toBe(45);
    expect(slidingHits({ current: 0, previous: 20 }, rule, at(45))).toBe(19);
    expect(slidingHits({ current: 0, previous: 20 }, rule, at(44))).toBe(20);
    // Twenty at the start of this one: its end, then the same share of the next.
    expect(retryAfterSeconds({ current: 20, previous: 0 }, rule, at(0))).toBe(900 + 45);
    expect(retryAfterSeconds({ current: 25, previous: 7 }, rule, at(300))).toBe(600 + 216);
  });
});
