import { Dec } from '../../lib/money';
import type { PriceAdapter } from './prices';

/** Reference prices in USD for the sandbox; a later price issue makes them walk within bounds. */
export const sandboxUsdPrices: Record<string, string> = {
  BTC: '64250.50',
  ETH: '3120.75',
  USDT: '1',
  USDC: '1',
  TRX: '0.1235',
  USD: '1',
  EUR: '1.0850',
  GBP: '1.2710',
  /** A P2P fiat (ads are priced in it), not a wallet currency. */
  CNY: '0.1380',
};

export function createSandboxPrices(usd: Record<string, string> = sandboxUsdPrices): PriceAdapter {
  return {
    async price(asset, currency) {
      const a = usd[asset];
      const c = usd[currency];
      if (a === undefined || c === undefined) return undefined;
      return new Dec(a).div(c).toFixed();
    },
  };
}
