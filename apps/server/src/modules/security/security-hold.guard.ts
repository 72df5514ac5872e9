import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../lib/app-error';

/**
 * The 24-hour hold after a security change (spec §9: security changes block withdrawals and
 * transfers for 24 hours), checked in this one place: a stolen password alone must not move funds.
 * Every money movement a user starts calls it before anything changes — withdrawals and wallet
 * transfers today; convert, OTC, P2P sells, cash withdrawals, earn redemptions and multisig
 * proposals as they are built:
 *
 * ```ts
 * export function createConvertService(deps: { hold: Pick<SecurityHoldGuard, 'requireNoHold'> }) {
 *   return {
 *     async convert(caller: Caller, input: ConvertInput) {
 *       await deps.hold.requireNoHold(caller.userId); // 60011 while the hold runs
 *       …
 * ```
 *
 * Refusal: AppError('withdrawalDisabled') (60011, HTTP 400) with `error.data.holdUntil` (ISO time),
 * the code the product already shows for "withdrawals disabled". Inside a transaction pass it as `tx`.
 */
export function createSecurityHoldGuard(deps: { db: Db; now: () => Date }) {
  return {
    /**
     * `lockUser`: inside a transaction, also takes the user's lock (ledger/flows' `lockUser`) in
     * the same read, so a rolling limit that follows need not take it in a round trip of its own.
     */
    async requireNoHold(
      userId: number,
      tx: Db = deps.db,
      options: { lockUser?: boolean } = {},
    ): Promise<void> {
      const query = tx.select({ holdUntil: users.securityHoldUntil }).from(users).where(eq(users.id, userId));
      const [row] = await (options.lockUser ? query.for('no key update') : query.limit(1));
      const holdUntil = row?.holdUntil;
      if (!holdUntil || holdUntil <= deps.now()) return;
      throw holdRefusal(holdUntil);
    },
    /** The same refusal for a hold found by SQL (ledger/flows/move-once checks it in its statement). */
    refusal: holdRefusal,
  };
}

/** The refusal while a hold runs. */
const holdRefusal = (holdUntil: Date) =>
  new AppError(
    'withdrawalDisabled',
    `Withdrawals and transfers are paused until ${holdUntil.toISOString()} after a security change.`,
    null,
    { holdUntil: holdUntil.toISOString() },
  );
export type SecurityHoldGuard = ReturnType<typeof createSecurityHoldGuard>;
