import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { coinNetworks, coins } from '../../db/schema';
import { toWire } from '../../lib/money';

export type CoinRow = typeof coins.$inferSelect;
export type CoinNetworkRow = typeof coinNetworks.$inferSelect;
export interface CoinWithNetworks extends CoinRow {
  networks: CoinNetworkRow[];
}

/** Configuration changes rarely; a short cache keeps it off the hot path of every transfer. */
const cacheMs = 5000;

export function createCoinsRepo(db: Db, now: () => Date = () => new Date()) {
  let cached: { at: number; list: CoinWithNetworks[] } | undefined;

  async function all(): Promise<CoinWithNetworks[]> {
    const t = now().getTime();
    if (cached && t - cached.at < cacheMs && t >= cached.at) return cached.list;
    const [coinRows, networkRows] = await Promise.all([
      db.select().from(coins).orderBy(asc(coins.sort), asc(coins.code)),
      db.select().from(coinNetworks).orderBy(asc(coinNetworks.sort), asc(coinNetworks.network)),
    ]);
    const list = coinRows.map((c) => ({ ...c, networks: networkRows.filter((n) => n.coin === c.code) }));
    cached = { at: t, list };
    return list;
  }

  return {
    all,
    async coin(code: string) {
      return (await all()).find((c) => c.code === code);
    },
    async network(coin: string, network: string) {
      const c = (await all()).find((x) => x.code === coin);
      const n = c?.networks.find((x) => x.network === network);
      return c && n ? { coin: c, network: n } : undefined;
    },
    /** Forget the cache (after an operator changed the configuration). */
    invalidate() {
      cached = undefined;
    },
  };
}
export type CoinsRepo = ReturnType<typeof createCoinsRepo>;

export const coinConfigView = (c: CoinWithNetworks) => ({
  coin: c.code,
  name: c.name,
  decimals: c.decimals,
  isFiat: c.isFiat,
  transferEnabled: c.transferEnabled,
  transferFee: toWire(c.transferFee),
  networks: c.networks.map((n) => ({
    network: n.network,
    networkName: n.networkName,
    contractAddress: n.contractAddress,
    minDeposit: toWire(n.minDeposit),
    confirmations: n.confirmations,
    withdrawFee: toWire(n.withdrawFee),
    withdrawMin: toWire(n.withdrawMin),
    withdrawMax: toWire(n.withdrawMax),
    withdrawDailyMax: toWire(n.withdrawDailyMax),
    depositEnabled: n.depositEnabled,
    withdrawEnabled: n.withdrawEnabled,
  })),
});
