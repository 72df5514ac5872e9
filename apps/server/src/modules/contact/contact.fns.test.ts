import { describe, expect, it } from 'vitest';
import { rateLimitSubject } from './contact.fns';

describe('rateLimitSubject', () => {
  it('keeps an IPv4 address, unwraps a mapped one and groups IPv6 by /64', () => {
    expect(rateLimitSubject('203.0.113.9')).toBe('203.0.113.9');
    expect(rateLimitSubject('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(rateLimitSubject('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(rateLimitSubject('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
  });

  it('passes anything else through unchanged', () => {
    expect(rateLimitSubject('not-an-ip')).toBe('not-an-ip');
  });
});
