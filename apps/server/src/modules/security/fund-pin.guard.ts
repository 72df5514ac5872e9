import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { PasswordHasher } from '../auth/auth.module';

/**
 * The fund PIN (spec §9: 6 digits) that authorises what moves or directs money: a withdrawal, and
 * a change to the withdrawal address book. One check for all of them, so the answers agree:
 * 403 `fundPasswordNotSet` while the user has none, 50002 for a wrong one.
 */
export function createFundPinGuard(deps: { db: Db; hasher: Pick<PasswordHasher, 'verify'> }) {
  return {
    async requireFundPin(userId: number, fundPassword: string): Promise<void> {
      const [row] = await deps.db
        .select({ hash: users.fundPasswordHash })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      if (!row?.hash) throw new AppError('forbidden', 'fundPasswordNotSet');
      if (!(await deps.hasher.verify(row.hash, fundPassword)))
        throw new AppError('securityVerificationFailed', 'Wrong fund PIN.');
    },
  };
}
export type FundPinGuard = ReturnType<typeof createFundPinGuard>;
