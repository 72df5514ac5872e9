import { and, asc, eq } from 'drizzle-orm';
import { userCoinAddresses } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Caller } from '../../plugins/auth';
import { addAddressEntry } from './add-address-entry';
import {
  type AddressBookDeps,
  activeEntries,
  entriesMax,
  entryView,
  type NewEntry,
} from './address-book.shared';

/** The address book's reads and deletion; adding an entry is its own use case (add-address-entry.ts). */
export function createAddressBookService(deps: AddressBookDeps) {
  const { db, now } = deps;
  const active = activeEntries;

  return {
    create: (caller: Caller, input: NewEntry) => addAddressEntry(deps, caller, input),

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
