import { and, asc, count, eq, isNull } from 'drizzle-orm';
import { isChain, normalizeAddress } from '../../adapters/chain/addresses';
import type { Db } from '../../db/client';
import { userCoinAddresses } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Caller } from '../../plugins/auth';
import type { CoinsRepo } from '../assets/assets.module';

type Entry = typeof userCoinAddresses.$inferSelect;
const entriesMax = 100;

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

export function createAddressBookService(deps: {
  db: Db;
  coins: CoinsRepo;
  now: () => Date;
  /** How long a newly added address waits before withdrawals may use it. */
  coolOffMs: number;
}) {
  const { db, coins, now, coolOffMs } = deps;
  const active = (userId: number) =>
    and(eq(userCoinAddresses.userId, userId), isNull(userCoinAddresses.deletedAt));

  return {
    async create(caller: Caller, input: { coin: string; network: string; address: string; label: string }) {
      const { coin, network, address } = await checkedAddress(
        coins,
        input.coin,
        input.network,
        input.address,
      );
      const key = and(
        eq(userCoinAddresses.userId, caller.userId),
        eq(userCoinAddresses.coin, coin.code),
        eq(userCoinAddresses.network, network.network),
        eq(userCoinAddresses.address, address),
      );
      const [previous] = await db.select().from(userCoinAddresses).where(key);
      if (previous && !previous.deletedAt) {
        const [updated] = await db
          .update(userCoinAddresses)
          .set({ label: input.label })
          .where(eq(userCoinAddresses.id, previous.id))
          .returning();
        return entryView(updated ?? previous);
      }
      const [{ n } = { n: 0 }] = await db
        .select({ n: count() })
        .from(userCoinAddresses)
        .where(active(caller.userId));
      if (n >= entriesMax)
        throw new AppError('invalidInput', `At most ${entriesMax} addresses.`, [
          { field: 'address', message: `The address book holds at most ${entriesMax} addresses.` },
        ]);
      if (previous) {
        // Whitelisted before: usable again at once (its cool-off was served then).
        const [restored] = await db
          .update(userCoinAddresses)
          .set({ deletedAt: null, label: input.label })
          .where(eq(userCoinAddresses.id, previous.id))
          .returning();
        if (!restored) throw new AppError('conflict');
        return entryView(restored);
      }
      const at = now();
      const [created] = await db
        .insert(userCoinAddresses)
        .values({
          userId: caller.userId,
          coin: coin.code,
          network: network.network,
          address,
          label: input.label,
          createdAt: at,
          usableFrom: new Date(at.getTime() + coolOffMs),
        })
        .onConflictDoNothing()
        .returning();
      if (created) return entryView(created);
      const [raced] = await db.select().from(userCoinAddresses).where(key);
      if (!raced) throw new AppError('conflict');
      return entryView(raced);
    },

    /** The caller's own active entry, or 404 (another user's id answers the same). */
    async ownEntry(caller: Caller, id: number) {
      const [row] = await db
        .select()
        .from(userCoinAddresses)
        .where(and(eq(userCoinAddresses.id, id), active(caller.userId)));
      if (!row) throw new AppError('notFound', 'No such address in your address book.');
      return row;
    },

    async del(caller: Caller, id: number) {
      const deleted = await db
        .update(userCoinAddresses)
        .set({ deletedAt: now() })
        .where(and(eq(userCoinAddresses.id, id), active(caller.userId)))
        .returning({ id: userCoinAddresses.id });
      if (deleted.length === 0) throw new AppError('notFound', 'No such address in your address book.');
      return true;
    },

    async list(caller: Caller, q: { coin?: string; network?: string }) {
      const rows = await db
        .select()
        .from(userCoinAddresses)
        .where(
          and(
            active(caller.userId),
            q.coin ? eq(userCoinAddresses.coin, q.coin) : undefined,
            q.network ? eq(userCoinAddresses.network, q.network) : undefined,
          ),
        )
        .orderBy(asc(userCoinAddresses.coin), asc(userCoinAddresses.network), asc(userCoinAddresses.id))
        .limit(entriesMax);
      return rows.map(entryView);
    },

    /** The active entry a withdrawal goes to, if the user has one for this address. */
    async entryFor(userId: number, coin: string, network: string, address: string) {
      const [row] = await db
        .select()
        .from(userCoinAddresses)
        .where(
          and(
            active(userId),
            eq(userCoinAddresses.coin, coin),
            eq(userCoinAddresses.network, network),
            eq(userCoinAddresses.address, address),
          ),
        );
      return row;
    },
  };
}
export type AddressBookService = ReturnType<typeof createAddressBookService>;
