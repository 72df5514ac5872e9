import { constants } from '@coffer/contract';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { ClientInfo } from '../../lib/client-info';
import type { SecretBox } from '../../lib/secret-box';
import type { SecurityLog } from './security-log.repo';
import { matchTotp, newTotpSecret, totpKeyUri, totpSecretText } from './totp.fns';
import { createTotpRepo } from './totp.repo';

const { pendingSecretTtlMs } = constants.totp;

/** A pending secret serves (to show and to bind) for `pendingSecretTtlMs` after it was made. */
const isPendingAlive = (createdAt: Date, at: Date) => at.getTime() - createdAt.getTime() < pendingSecretTtlMs;
const aad = (userId: number) => `totp:${userId}`;

export type TotpCheck =
  | { ok: true }
  | { ok: false; reason: 'wrong' | 'replay' | 'notBound' }
  | { ok: false; reason: 'locked'; retryAfterSeconds: number };

type TotpDeps = {
  repo: ReturnType<typeof createTotpRepo>;
  now: () => Date;
  box: SecretBox;
  log: SecurityLog;
};

/**
 * Google authenticator: the secret (sealed), binding, and checking codes. A code is accepted once
 * per 30-second step: the step is recorded with a conditional update, so two requests racing with
 * the same code cannot both pass. Five wrong codes in a row lock checks for 15 minutes.
 */
export function createTotpService(deps: { db: Db; now: () => Date; box: SecretBox; log: SecurityLog }) {
  const repo = createTotpRepo(deps.db);
  const withRepo: TotpDeps = { ...deps, repo };
  return {
    isBound: async (userId: number) => Boolean((await repo.row(userId))?.boundAt),
    pendingSecret: (userId: number, accountName: string) => pendingSecret(withRepo, userId, accountName),
    check: (userId: number, code: string, client: ClientInfo | null, pending = false) =>
      checkTotp(withRepo, { userId, code, client, pending }),
    bind: (userId: number) => repo.bind(userId, deps.now()),
    unbind: (userId: number) => repo.unbind(userId),
  };
}
export type TotpService = ReturnType<typeof createTotpService>;

/**
 * The pending secret to scan: the one waiting to be bound while it is younger than
 * `pendingSecretTtlMs`, else a new one (replacing an expired one). Refused while one is bound.
 */
async function pendingSecret(deps: TotpDeps, userId: number, accountName: string) {
  const existing = await deps.repo.row(userId);
  if (existing?.boundAt)
    throw new AppError('conflict', 'An authenticator is already bound. Unbind it first.');
  const at = deps.now();
  const kept = existing && isPendingAlive(existing.createdAt, at) ? existing : null;
  const secret = kept ? deps.box.open(kept.secretSealed, aad(userId)) : newTotpSecret();
  if (!secret) throw new Error('The authenticator secret cannot be opened (server secret changed?)');
  if (!kept) await deps.repo.savePending(userId, deps.box.seal(secret, aad(userId)), at);
  const createdAt = kept?.createdAt ?? at;
  return {
    secret: totpSecretText(secret),
    otpauthUri: totpKeyUri(accountName, secret),
    expiresAt: new Date(createdAt.getTime() + pendingSecretTtlMs).toISOString(),
  };
}

/**
 * Checks a code of the bound authenticator, or with `pending` of the secret being bound.
 * Spends the code's step on success; counts a wrong code; logs a replay.
 */
async function checkTotp(
  deps: TotpDeps,
  input: { userId: number; code: string; client: ClientInfo | null; pending: boolean },
): Promise<TotpCheck> {
  const { userId, code, client, pending } = input;
  const found = await deps.repo.row(userId);
  if (!found || Boolean(found.boundAt) === pending) return { ok: false, reason: 'notBound' };
  if (pending && !isPendingAlive(found.createdAt, deps.now())) return { ok: false, reason: 'notBound' };
  const at = deps.now();
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
    if (await deps.repo.countFailure(userId, deps.now()))
      await deps.log.record({ userId, operation: 'googleLocked', result: 'refused', client });
    return { ok: false, reason: 'wrong' };
  }
  if (!(await deps.repo.spendStep(userId, match.step))) {
    await deps.log.record({ userId, operation: 'googleCodeReplay', result: 'refused', client });
    return { ok: false, reason: 'replay' };
  }
  return { ok: true };
}

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
