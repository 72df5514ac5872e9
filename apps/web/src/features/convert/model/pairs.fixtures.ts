import type { ConvertPairConfig } from '@coffer/contract/convert';
import { btcUsdt } from '../../../../test/otc-fixtures';

/** The pair the convert tests trade (BTC/USDT as the sandbox configures it), with any field changed. */
export const aConvertPair = (over: Partial<ConvertPairConfig> = {}): ConvertPairConfig => ({
  ...btcUsdt,
  baseMinAmount: '0.0001',
  baseMaxAmount: '5',
  quoteMinAmount: '10',
  quoteMaxAmount: '300000',
  enabled: true,
  ...over,
});
