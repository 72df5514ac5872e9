import { describe, expect, it } from 'vitest';
import { deliveryFailure } from './delivery-failure';

const attempt = (lastError: string | null, lastStatusCode: number | null = null) => ({
  lastError,
  lastStatusCode,
});

describe('deliveryFailure', () => {
  it('reads the HTTP client words as a reason', () => {
    expect(deliveryFailure(attempt('unable to verify the first certificate'))).toBe('tls');
    expect(deliveryFailure(attempt('self-signed certificate in certificate chain'))).toBe('tls');
    expect(deliveryFailure(attempt('no answer within 10000 ms'))).toBe('timeout');
    expect(deliveryFailure(attempt('getaddrinfo ENOTFOUND hooks.example.com'))).toBe('dns');
    expect(deliveryFailure(attempt('connect ECONNREFUSED 203.0.113.9:443'))).toBe('connection');
    expect(deliveryFailure(attempt('redirect not followed', 302))).toBe('redirect');
    expect(deliveryFailure(attempt('answered 500', 500))).toBe('status');
    expect(deliveryFailure(attempt('something new'))).toBe('other');
  });

  it('is null for an attempt that did not fail', () => {
    expect(deliveryFailure(attempt(null, 200))).toBeNull();
  });
});
