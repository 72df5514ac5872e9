import { randomInt } from 'node:crypto';
import { kycStatus, walletType } from '@coffer/contract';
import type { Db } from '../src/db/client';
import { users } from '../src/db/schema';
import { systemAccount, userAccount, type WalletType } from '../src/ledger/accounts';
import { createLedger } from '../src/ledger/ledger';

type NewUser = typeof users.$inferInsert;

/** A user row with sensible defaults (verified, personal); override what a test cares about. */
export async function createUser(db: Db, overrides: Partial<NewUser> = {}) {
  const uid = overrides.uid ?? String(randomInt(20_000_000, 99_999_999));
  const [row] = await db
    .insert(users)
    .values({
      uid,
      email: `u${uid}@test.coffer.test`,
      passwordHash: 'not-a-real-hash',
      name: `User ${uid}`,
      kycStatus: kycStatus.members.verified,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** Credits a user's wallet the way a deposit does: from custody, through the ledger. */
export async function fund(
  db: Db,
  user: { id: number },
  coin: string,
  amount: string,
  wallet: WalletType = walletType.members.spot,
) {
  const ledger = createLedger(db);
  await ledger.transfer({
    id: `test-fund:${user.id}:${coin}:${wallet}:${randomInt(1, 2 ** 47)}`,
    debit: systemAccount('custody', coin, 'TEST'),
    credit: userAccount(user.id, coin, wallet),
    asset: coin,
    amount,
    reason: 'deposit',
  });
}

/** The bearer header of a real token for this user. */
export async function authFor(
  t: { tokenFor(c: { userId: number; uid: string; accountType: number }): Promise<string> },
  user: { id: number; uid: string; accountType: number },
) {
  return {
    authorization: `Bearer ${await t.tokenFor({ userId: user.id, uid: user.uid, accountType: user.accountType })}`,
  };
}
