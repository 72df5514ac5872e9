import { assetsEndpoints, type CoinConfig } from '@coffer/contract/assets';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../lib/http/endpoint-query';
import { assetsKeys } from './assets-keys';
import { formatAmount } from './format-amount';

/** The coins and their networks with limits, fees and switches (operators change them rarely). */
export const coinsQueryOptions = () =>
  endpointQuery(assetsKeys.coins, assetsEndpoints.getRechargeWithdrawCoinList, {}, 5 * 60_000);

export const useCoins = () => useQuery(coinsQueryOptions());

export type CoinNetwork = CoinConfig['networks'][number];

/** Crypto coins with at least one network that takes deposits (or withdrawals). */
export const depositCoins = (coins: CoinConfig[]) =>
  coins.filter((c) => !c.isFiat && c.networks.some((n) => n.depositEnabled));
export const withdrawCoins = (coins: CoinConfig[]) =>
  coins.filter((c) => !c.isFiat && c.networks.some((n) => n.withdrawEnabled));

/** The coins, and the number of decimals a coin is shown with (its asset's; 8 while they load). */
export function useCoinDecimals() {
  const coins = useCoins();
  const decimalsOf = (coin: string) => coins.data?.find((c) => c.coin === coin)?.decimals ?? 8;
  /** An amount of `coin`, cut to the coin's decimals. */
  const formatIn = (amount: string, coin: string) => formatAmount(amount, { decimals: decimalsOf(coin) });
  return { coins: coins.data ?? [], decimalsOf, formatIn };
}
