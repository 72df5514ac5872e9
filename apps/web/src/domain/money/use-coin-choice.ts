import type { CoinConfig } from '@coffer/contract/assets';
import { useSearchParams } from 'react-router';

/**
 * The coin and network of a deposit, withdrawal or address screen, kept in the query string
 * (`?coin=USDT&network=TRC20`) so a link from a balance row opens the right one. Falls back to the
 * first usable coin and its first usable network.
 */
export function useCoinChoice(coins: CoinConfig[], usable: (n: CoinConfig['networks'][number]) => boolean) {
  const [search, setSearch] = useSearchParams();
  const asked = search.get('coin')?.toUpperCase();
  const coin = coins.find((c) => c.coin === asked) ?? coins[0];
  const askedNetwork = search.get('network')?.toUpperCase();
  const network =
    coin?.networks.find((n) => n.network === askedNetwork)?.network ??
    coin?.networks.find(usable)?.network ??
    coin?.networks[0]?.network ??
    null;
  const change = (next: { coin: string; network: string | null }) =>
    setSearch(
      (prev) => {
        const params = new URLSearchParams(prev);
        params.set('coin', next.coin);
        if (next.network) params.set('network', next.network);
        else params.delete('network');
        return params;
      },
      { replace: true },
    );
  return { coin, network, change };
}
