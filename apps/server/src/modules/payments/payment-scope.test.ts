import { describe, expect, it } from 'vitest';
import { displaySince, inScope } from './payment-scope';

const now = new Date('2026-03-10T12:00:00Z');
const order = (over: Partial<Parameters<typeof inScope>[0]> = {}) => ({
  merchantId: 1,
  subMerchantId: 5 as number | null,
  createdAt: new Date('2026-03-09T12:00:00Z'),
  ...over,
});

describe('displaySince', () => {
  it('is whole days back from now', () => {
    expect(displaySince(now, 7).toISOString()).toBe('2026-03-03T12:00:00.000Z');
    expect(displaySince(now, 0).toISOString()).toBe(now.toISOString());
  });
});

describe('inScope', () => {
  const merchant = { merchantId: 1 };
  const cashier = { merchantId: 1, subMerchant: { id: 5, since: displaySince(now, 1) } };
  it('the merchant sees all its orders, whoever created them, never another merchant’s', () => {
    expect(inScope(order(), merchant)).toBe(true);
    expect(inScope(order({ subMerchantId: null }), merchant)).toBe(true);
    expect(inScope(order({ merchantId: 2 }), merchant)).toBe(false);
  });
  it('a sub-merchant sees its own orders of its display days only', () => {
    expect(inScope(order(), cashier)).toBe(true);
    expect(inScope(order({ subMerchantId: 6 }), cashier)).toBe(false);
    expect(inScope(order({ subMerchantId: null }), cashier)).toBe(false);
    expect(inScope(order({ merchantId: 2 }), cashier)).toBe(false);
    expect(inScope(order({ createdAt: new Date('2026-03-09T11:59:59Z') }), cashier)).toBe(false);
  });
});
