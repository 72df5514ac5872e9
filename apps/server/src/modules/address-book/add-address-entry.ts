import { and, count, eq } from 'drizzle-orm';
import { userCoinAddresses } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Caller } from '../../plugins/auth';
import {
  type AddressBookDeps,
  activeEntries,
  checkedAddress,
  entriesMax,
  entryView,
  type NewEntry,
} from './address-book.shared';

/**
 * Saves an address (already authorised: address-book-changes.ts). The same address again only
 * relabels it; one deleted before comes back usable at once; a new one waits out the cool-off.
 * At most `entriesMax` entries per user.
 */
export async function addAddressEntry(deps: AddressBookDeps, caller: Caller, input: NewEntry) {
  const { coin, network, address } = await checkedAddress(
    deps.coins,
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
  const [previous] = await deps.db.select().from(userCoinAddresses).where(key);
  if (previous && !previous.deletedAt) {
    const [updated] = await deps.db
      .update(userCoinAddresses)
      .set({ label: input.label })
      .where(eq(userCoinAddresses.id, previous.id))
      .returning();
    return entryView(updated ?? previous);
  }
  const [{ n } = { n: 0 }] = await deps.db
    .select({ n: count() })
    .from(userCoinAddresses)
    .where(activeEntries(caller.userId));
  if (n >= entriesMax)
    throw new AppError('invalidInput', `At most ${entriesMax} addresses.`, [
      { field: 'address', message: `The address book holds at most ${entriesMax} addresses.` },
    ]);
  if (previous) {
    // Whitelisted before: usable again at once (its cool-off was served then).
    const [restored] = await deps.db
      .update(userCoinAddresses)
      .set({ deletedAt: null, label: input.label })
      .where(eq(userCoinAddresses.id, previous.id))
      .returning();
    if (!restored) throw new AppError('conflict');
    return entryView(restored);
  }
  const at = deps.now();
  const [created] = await deps.db
    .insert(userCoinAddresses)
    .values({
      userId: caller.userId,
      coin: coin.code,
      network: network.network,
      address,
      label: input.label,
      createdAt: at,
      usableFrom: new Date(at.getTime() + deps.coolOffMs),
    })
    .onConflictDoNothing()
    .returning();
  if (created) return entryView(created);
  const [raced] = await deps.db.select().from(userCoinAddresses).where(key);
  if (!raced) throw new AppError('conflict');
  return entryView(raced);
}
