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

/** A coin of the catalogue, found without the database (so it can be used inside a transaction). */
export const coinIn = (list: CoinWithNetworks[], code: string) => list.find((c) => c.code === code);

/** A coin's network in the catalogue, with its coin; found without the database. */
export function networkIn(list: CoinWithNetworks[], coin: string, network: string) {
  const c = coinIn(list, coin);
  const n = c?.networks.find((x) => x.network === network);
  return c && n ? { coin: c, network: n } : undefined;
}

/**
 * The coins and networks configured, cached briefly. It reads on `db`, never on a transaction's
 * `tx`: read it before a transaction and look up inside with `coinIn` / `networkIn` (on PGlite, a
 * read on `db` inside a transaction is refused, see db/client.ts).
 */
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
      return coinIn(await all(), code);
    },
    async network(coin: string, network: string) {
      return networkIn(await all(), coin, network);
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
