import { constants } from '@coffer/contract';
import { and, eq, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userTotp } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { ClientInfo } from '../../lib/client-info';
import type { SecretBox } from '../../lib/secret-box';
import type { SecurityLog } from './security-log.repo';
import { matchTotp, newTotpSecret, totpKeyUri, totpSecretText } from './totp.fns';

const { maxFailures, lockMs, pendingSecretTtlMs } = constants.totp;

/** A pending secret serves (to show and to bind) for `pendingSecretTtlMs` after it was made. */
const isPendingAlive = (createdAt: Date, at: Date) => at.getTime() - createdAt.getTime() < pendingSecretTtlMs;
const ts = (date: Date) => sql`${date.toISOString()}::timestamptz`;

export type TotpCheck =
  | { ok: true }
  | { ok: false; reason: 'wrong' | 'replay' | 'notBound' }
  | { ok: false; reason: 'locked'; retryAfterSeconds: number };

/**
 * Google authenticator: the secret (sealed), binding, and checking codes. A code is accepted once
 * per 30-second step: the step is recorded with a conditional update, so two requests racing with
 * the same code cannot both pass. Five wrong codes in a row lock checks for 15 minutes.
 */
export function createTotpService(deps: { db: Db; now: () => Date; box: SecretBox; log: SecurityLog }) {
  const { db, now } = deps;
  const aad = (userId: number) => `totp:${userId}`;
  const row = async (userId: number) =>
    (await db.select().from(userTotp).where(eq(userTotp.userId, userId)))[0];

  /** Counts a wrong code in one statement (a lock that ran out starts the count again); true when it locks. */
  async function fail(userId: number) {
    const at = now();
    const expired = sql`(${userTotp.lockedUntil} is not null and ${userTotp.lockedUntil} <= ${ts(at)})`;
    const next = sql`case when ${expired} then 1 else ${userTotp.failedCount} + 1 end`;
    const [updated] = await db
      .update(userTotp)
      .set({
        failedCount: next,
        lockedUntil: sql`case when ${next} >= ${maxFailures} then ${ts(new Date(at.getTime() + lockMs))} else null end`,
      })
      .where(eq(userTotp.userId, userId))
      .returning({ lockedUntil: userTotp.lockedUntil });
    return Boolean(updated?.lockedUntil);
  }

  return {
    async isBound(userId: number) {
      const found = await row(userId);
      return Boolean(found?.boundAt);
    },

    /**
     * The pending secret to scan: the one waiting to be bound while it is younger than
     * `pendingSecretTtlMs`, else a new one (replacing an expired one). Refused while one is bound.
     */
    async pendingSecret(userId: number, accountName: string) {
      const existing = await row(userId);
      if (existing?.boundAt)
        throw new AppError('conflict', 'An authenticator is already bound. Unbind it first.');
      const at = now();
      const kept = existing && isPendingAlive(existing.createdAt, at) ? existing : null;
      const secret = kept ? deps.box.open(kept.secretSealed, aad(userId)) : newTotpSecret();
      if (!secret) throw new Error('The authenticator secret cannot be opened (server secret changed?)');
      if (!kept) {
        const sealed = deps.box.seal(secret, aad(userId));
        await db
          .insert(userTotp)
          .values({ userId, secretSealed: sealed, createdAt: at })
          .onConflictDoUpdate({
            target: userTotp.userId,
            set: { secretSealed: sealed, createdAt: at, lastStep: 0 },
            setWhere: isNull(userTotp.boundAt),
          });
      }
      const createdAt = kept?.createdAt ?? at;
      return {
        secret: totpSecretText(secret),
        otpauthUri: totpKeyUri(accountName, secret),
        expiresAt: new Date(createdAt.getTime() + pendingSecretTtlMs).toISOString(),
      };
    },

    /**
     * Checks a code of the bound authenticator, or with `pending` of the secret being bound.
     * Spends the code's step on success; counts a wrong code; logs a replay.
     */
    async check(
      userId: number,
      code: string,
      client: ClientInfo | null,
      pending = false,
    ): Promise<TotpCheck> {
      const found = await row(userId);
      if (!found || Boolean(found.boundAt) === pending) return { ok: false, reason: 'notBound' };
      if (pending && !isPendingAlive(found.createdAt, now())) return { ok: false, reason: 'notBound' };
      const at = now();
      if (found.lockedUntil && found.lockedUntil > at)
        return {
          ok: false,
          reason: 'locked',
          retryAfterSeconds: Math.ceil((found.lockedUntil.getTime() - at.getTime()) / 1000),
        };
      const secret = deps.box.open(found.secretSealed, aad(userId));
      if (!secret) throw new Error('The authenticator secret cannot be opened (server secret changed?)');
      const match = matchTotp(secret, code, at, found.lastStep);
      if (!match.ok) {
        if (match.reason === 'replay') {
          await deps.log.record({ userId, operation: 'googleCodeReplay', result: 'refused', client });
          return { ok: false, reason: 'replay' };
        }
        if (await fail(userId))
          await deps.log.record({ userId, operation: 'googleLocked', result: 'refused', client });
        return { ok: false, reason: 'wrong' };
      }
      const spent = await db
        .update(userTotp)
        .set({ lastStep: match.step, failedCount: 0, lockedUntil: null })
        .where(and(eq(userTotp.userId, userId), lt(userTotp.lastStep, match.step)))
        .returning({ userId: userTotp.userId });
      if (spent.length === 0) {
        await deps.log.record({ userId, operation: 'googleCodeReplay', result: 'refused', client });
        return { ok: false, reason: 'replay' };
      }
      return { ok: true };
    },

    async bind(userId: number) {
      const rows = await db
        .update(userTotp)
        .set({ boundAt: now() })
        .where(and(eq(userTotp.userId, userId), isNull(userTotp.boundAt)))
        .returning({ userId: userTotp.userId });
      return rows.length === 1;
    },

    async unbind(userId: number) {
      const rows = await db
        .delete(userTotp)
        .where(and(eq(userTotp.userId, userId), isNotNull(userTotp.boundAt)))
        .returning({ userId: userTotp.userId });
      return rows.length === 1;
    },
  };
}
export type TotpService = ReturnType<typeof createTotpService>;

/** A failed check as the answer of a form: the googleCode field named, or 429 while locked. */
export function totpError(check: Exclude<TotpCheck, { ok: true }>): AppError {
  if (check.reason === 'locked')
    return new AppError(
      'tooManyRequests',
      `Too many wrong authenticator codes. Try again in ${check.retryAfterSeconds} seconds.`,
      null,
      { retryAfterSeconds: check.retryAfterSeconds },
    );
  const details =
    check.reason === 'replay'
      ? 'This authenticator code was already used. Wait for the next one.'
      : check.reason === 'notBound'
        ? 'No authenticator is bound.'
        : 'The authenticator code is wrong.';
  return new AppError('invalidInput', details, [
    { field: 'googleCode', message: 'verificationCode.invalid' },
  ]);
}
