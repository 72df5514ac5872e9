import { constants } from '@coffer/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginFailures, sessions, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { ClientInfo } from '../../lib/client-info';
import type { CodeTarget } from '../verification/verification.module';
import { badCode, type VerificationService } from '../verification/verification.module';
import type { LoginHistory } from './login-history.repo';
import type { PasswordHasher } from './password';
import type { TicketsRepo } from './tickets.repo';
import type { UserRow } from './users.repo';

export interface ResetDeps {
  db: Db;
  now: () => Date;
  hasher: PasswordHasher;
  codes: VerificationService;
  tickets: TicketsRepo;
  history: LoginHistory;
}

const ttl = constants.authTickets.passwordResetTtlSeconds;

/** Forgotten password: a code proves the address, a short-lived ticket carries the new password. */
export function createPasswordResetService(deps: ResetDeps) {
  return {
    /** The same answer for an address nobody registered: no code was ever sent to it. */
    async verify(user: UserRow | undefined, target: CodeTarget, code: string) {
      const ok = await deps.codes.consume({ target, purpose: 'resetPassword', code });
      if (!ok || !user) throw badCode();
      return { ticket: await deps.tickets.issue('passwordReset', user.id, ttl), expireInSeconds: ttl };
    },

    /**
     * Sets the new password, ends every session of the account, lifts a lockout, and holds
     * withdrawals and transfers for 24 hours (a security change, §9).
     */
    async reset(user: UserRow | undefined, ticket: string, password: string, client: ClientInfo) {
      const row = await deps.tickets.find('passwordReset', ticket);
      if (!row || !user || row.userId !== user.id)
        throw new AppError(
          'invalidInput',
          'The reset ticket is invalid or has expired. Verify the code again.',
        );
      const passwordHash = await deps.hasher.hash(password);
      if (!(await deps.tickets.spend(row.id)))
        throw new AppError('invalidInput', 'The reset ticket was already used.');
      const at = deps.now();
      await deps.db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({
            passwordHash,
            passwordChangedAt: at,
            securityHoldUntil: new Date(at.getTime() + constants.securityChangeHoldMs),
          })
          .where(eq(users.id, user.id));
        await tx
          .update(sessions)
          .set({ revokedAt: at, revokedReason: 'passwordReset' })
          .where(and(eq(sessions.userId, user.id), isNull(sessions.revokedAt)));
        await tx.delete(loginFailures).where(eq(loginFailures.subject, `user:${user.id}`));
      });
      await deps.history.record({ userId: user.id, event: 'passwordReset', result: 'success', client });
      return true;
    },
  };
}
