import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  eventBody,
  isDelivered,
  newSigningSecret,
  nextAttemptAt,
  retryWindowMs,
  signatureHeaders,
} from './webhook.fns';

describe('webhook retries', () => {
  const queued = new Date('2026-01-01T00:00:00Z');
  const mid = () => 0.5;

  it('doubles from 10 s up to an hour, with ±20 % jitter', () => {
    const after = (attempts: number, random = mid) =>
      (nextAttemptAt(queued, attempts, queued, random)?.getTime() ?? 0) - queued.getTime();
    expect([1, 2, 3, 4].map((n) => after(n))).toEqual([10_000, 20_000, 40_000, 80_000]);
    expect(after(12)).toBe(3_600_000);
    expect(after(1, () => 0)).toBe(8_000);
    expect(after(1, () => 0.999_999)).toBeLessThanOrEqual(12_000);
  });

  it('gives up once the next try would fall after 24 h', () => {
    const late = new Date(queued.getTime() + retryWindowMs - 5_000);
    expect(nextAttemptAt(queued, 1, late, mid)).toBeNull();
    expect(nextAttemptAt(queued, 1, new Date(late.getTime() - 10_000), mid)).not.toBeNull();
  });

  it('counts only a 2xx answer as delivered', () => {
    expect([200, 204, 299].every(isDelivered)).toBe(true);
    expect([null, 199, 301, 302, 400, 500].some(isDelivered)).toBe(false);
  });
});

describe('webhook signatures', () => {
  it('signs "t.body" with the secret (Stripe style) and "id.t.body" with its bytes (Standard Webhooks)', () => {
    const secret = newSigningSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    const at = new Date('2026-01-01T00:00:00Z');
    const body = eventBody({ id: 'evt_1', type: 'order.created', createdAt: at, payload: { a: 1 } });
    expect(JSON.parse(body)).toEqual({
      id: 'evt_1',
      type: 'order.created',
      created: 1767225600,
      data: { a: 1 },
    });
    const h = signatureHeaders(secret, 'evt_1', body, at);
    const v1 = createHmac('sha256', secret).update(`1767225600.${body}`).digest('hex');
    expect(h['coffer-signature']).toBe(`t=1767225600,v1=${v1}`);
    const key = Buffer.from(secret.slice(6), 'base64');
    const std = createHmac('sha256', key).update(`evt_1.1767225600.${body}`).digest('base64');
    expect(h['webhook-signature']).toBe(`v1,${std}`);
    expect(h['webhook-id']).toBe('evt_1');
  });
});
