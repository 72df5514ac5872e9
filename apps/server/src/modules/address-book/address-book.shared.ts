import { and, eq, isNull } from 'drizzle-orm';
import { isChain, normalizeAddress } from '../../adapters/chain/addresses';
import type { Db } from '../../db/client';
import { userCoinAddresses } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { CoinsRepo } from '../assets/assets.module';

type Entry = typeof userCoinAddresses.$inferSelect;
export const entriesMax = 100;

export const entryView = (e: Entry) => ({
  id: e.id,
  coin: e.coin,
  network: e.network,
  address: e.address,
  label: e.label,
  createdAt: e.createdAt.toISOString(),
  usableFrom: e.usableFrom.toISOString(),
});

/** The address in its canonical form for the coin's network, or 40018. */
export async function checkedAddress(coins: CoinsRepo, coin: string, network: string, address: string) {
  const found = await coins.network(coin, network);
  if (!found || found.coin.isFiat || !isChain(found.network.chain))
    throw new AppError('currencyNotSupported');
  const normalized = normalizeAddress(found.network.chain, address);
  if (!normalized)
    throw new AppError('wrongWithdrawalAddress', `Not a valid ${found.network.networkName} address.`);
  return { ...found, address: normalized };
}

export interface AddressBookDeps {
  db: Db;
  coins: CoinsRepo;
  now: () => Date;
  /** How long a newly added address waits before withdrawals may use it. */
  coolOffMs: number;
}

export type NewEntry = { coin: string; network: string; address: string; label: string };

/** A user's entries that are not deleted. */
export const activeEntries = (userId: number) =>
  and(eq(userCoinAddresses.userId, userId), isNull(userCoinAddresses.deletedAt));
