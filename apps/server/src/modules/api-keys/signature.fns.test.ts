import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ipAllowed, signaturesEqual, signedText, signRequest } from './signature.fns';

describe('request signatures', () => {
  it('sign timestamp, method, path and body, one per line', () => {
    expect(signedText('1700000000000', 'get', '/api/x?a=1', '')).toBe('1700000000000\nGET\n/api/x?a=1\n');
    const expected = createHmac('sha256', 'secret').update('1\nPOST\n/p\n{"a":1}').digest('hex');
    expect(signRequest('secret', '1', 'POST', '/p', '{"a":1}')).toBe(expected);
  });

  it('compare in constant time and refuse malformed signatures', () => {
    const sig = signRequest('s', '1', 'GET', '/', '');
    expect(signaturesEqual(sig, sig.toUpperCase())).toBe(true);
    expect(signaturesEqual(sig, signRequest('t', '1', 'GET', '/', ''))).toBe(false);
    expect(signaturesEqual(sig, 'xyz')).toBe(false);
    expect(signaturesEqual(sig, '')).toBe(false);
  });
});

describe('ipAllowed', () => {
  it('matches single addresses and CIDR ranges, IPv4 and IPv6', () => {
    const list = '203.0.113.7,10.1.0.0/16,2001:db8::/32';
    expect(ipAllowed('203.0.113.7', list)).toBe(true);
    expect(ipAllowed('10.1.200.3', list)).toBe(true);
    expect(ipAllowed('2001:db8:1::5', list)).toBe(true);
    expect(ipAllowed('203.0.113.8', list)).toBe(false);
    expect(ipAllowed('10.2.0.1', list)).toBe(false);
    expect(ipAllowed('2001:db9::1', list)).toBe(false);
  });

  it('reads an IPv4-mapped IPv6 client address as IPv4', () => {
    expect(ipAllowed('::ffff:203.0.113.7', '203.0.113.7')).toBe(true);
    expect(ipAllowed('::ffff:10.1.2.3', '10.1.0.0/16')).toBe(true);
  });

  it('allows nothing for an empty list or a bad address', () => {
    expect(ipAllowed('203.0.113.7', '')).toBe(false);
    expect(ipAllowed('not-an-ip', '0.0.0.0/0')).toBe(false);
  });
});
