import type { ConvertPairConfig } from '@coffer/contract/convert';

/** The pair the convert tests trade (BTC/USDT as the sandbox configures it), with any field changed. */
export const aConvertPair = (over: Partial<ConvertPairConfig> = {}): ConvertPairConfig => ({
  symbol: 'BTC/USDT',
  baseCoin: 'BTC',
  quoteCoin: 'USDT',
  baseDecimals: 8,
  quoteDecimals: 6,
  priceDecimals: 2,
  baseMinAmount: '0.0001',
  baseMaxAmount: '5',
  quoteMinAmount: '10',
  quoteMaxAmount: '300000',
  enabled: true,
  ...over,
});
