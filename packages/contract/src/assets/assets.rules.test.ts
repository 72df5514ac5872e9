import { describe, expect, it } from 'vitest';
import { walletType } from './assets.enums';
import { walletHolds, walletsFor } from './assets.rules';

const w = walletType.members;

describe('wallets a coin may use', () => {
  it('keeps fiat out of spot and crypto out of fiat; cloud for merchants', () => {
    expect(walletsFor({ isFiat: false }, false)).toEqual([w.spot, w.flashExchange, w.investment]);
    expect(walletsFor({ isFiat: true }, false)).toEqual([w.fiat, w.flashExchange]);
    expect(walletsFor({ isFiat: false }, true)).toContain(w.cloud);
    expect(walletHolds(w.fiat, { isFiat: false })).toBe(false);
    expect(walletHolds(w.spot, { isFiat: true })).toBe(false);
    expect(walletHolds(w.flashExchange, { isFiat: true })).toBe(true);
  });

  // Moved from the web app's model/amounts.test.ts (its walletsForCoin was a copy of walletsFor).
  it('move crypto between spot and flash exchange, fiat between fiat and flash exchange', () => {
    expect(walletsFor({ isFiat: false }, false)).toEqual([0, 1, 3]);
    expect(walletsFor({ isFiat: true }, false)).toEqual([2, 1]);
    expect(walletsFor({ isFiat: false }, true)).toEqual([0, 1, 3, 4]);
  });
});
