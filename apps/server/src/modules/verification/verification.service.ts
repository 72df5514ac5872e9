import { randomInt } from 'node:crypto';
import { constants, type VerificationPurpose } from '@coffer/contract';
import { codeMessage } from '../../adapters/notifier/messages';
import type { Notifier } from '../../adapters/notifier/notifier';
import { AppError } from '../../lib/app-error';
import type { Language } from '../../lib/language';
import type { RateLimiter } from '../../lib/rate-limiter';
import { equalHex, hmacHex } from '../../lib/secrets';
import type { CodeTarget } from './targets.fns';
import type { VerificationRepo } from './verification.repo';

const rules = constants.verificationCode;
const dayMs = 24 * 3600 * 1000;

export interface CodeDeps {
  repo: VerificationRepo;
  limiter: RateLimiter;
  notifier: Notifier;
  /** Keys the stored hash of each code. */
  codeKey: Uint8Array;
  now: () => Date;
  /** Seconds before a target may get another code: the rule's 60 unless a test server shortens it. */
  resendAfterSeconds?: number;
}

/** Counts a send against the per-target interval and daily cap and the per-address daily cap, or 429. */
async function countSendRequest(
  deps: Pick<CodeDeps, 'limiter'>,
  resendAfterSeconds: number,
  target: CodeTarget,
  ip: string,
) {
  const byTarget = await deps.limiter.hit(`code:target:${target.key}`, {
    windowMs: dayMs,
    max: rules.dailyCapPerTarget,
    minIntervalMs: resendAfterSeconds * 1000,
  });
  if (!byTarget.ok) throw tooMany(byTarget.retryAfterSeconds);
  const byIp = await deps.limiter.hit(`code:ip:${ip}`, { windowMs: dayMs, max: rules.dailyCapPerIp });
  if (!byIp.ok) throw tooMany(byIp.retryAfterSeconds);
}

/** Six-digit one-time codes: single use, expiring, rate-limited, kept only as a keyed hash. */
export function createVerificationService(deps: CodeDeps) {
  const resendAfterSeconds = deps.resendAfterSeconds ?? rules.resendAfterSeconds;
  const hashOf = (target: CodeTarget, purpose: string, code: string) =>
    hmacHex(deps.codeKey, `${purpose}\n${target.key}\n${code}`);

  return {
    /**
     * One code per target per 60 s and a daily cap per target and per client address. With
     * `deliver: false` (a reset for an address nobody registered) the limits still count and the
     * answer is the same, but nothing is stored or sent.
     */
    async send(input: {
      target: CodeTarget;
      purpose: VerificationPurpose;
      userId: number | null;
      ip: string;
      language: Language;
      deliver?: boolean;
      /** Runs after the limits count the request (e.g. "already registered"), so probing costs too. */
      check?: () => Promise<void>;
    }) {
      await countSendRequest(deps, resendAfterSeconds, input.target, input.ip);
      await input.check?.();

      const result = { resendAfterSeconds, expireInSeconds: rules.ttlSeconds };
      if (input.deliver === false) return result;
      const code = String(randomInt(0, 10 ** rules.length)).padStart(rules.length, '0');
      const at = deps.now();
      await deps.repo.replace({
        purpose: input.purpose,
        target: input.target.key,
        userId: input.userId,
        codeHash: hashOf(input.target, input.purpose, code),
        createdAt: at,
        expiresAt: new Date(at.getTime() + rules.ttlSeconds * 1000),
      });
      const text = codeMessage(input.language, input.purpose, code, Math.round(rules.ttlSeconds / 60));
      await deps.notifier.send({
        channel: input.target.channel,
        recipient: input.target.address,
        kind: 'verificationCode',
        meta: { purpose: input.purpose },
        ...text,
      });
      return result;
    },

    /**
     * True once for the right code while it is open; a wrong guess counts against the code, and
     * after five the code is dead (a new one must be sent).
     */
    async consume(input: {
      target: CodeTarget;
      purpose: VerificationPurpose;
      code: string;
    }): Promise<boolean> {
      const at = deps.now();
      const row = await deps.repo.latestOpen(input.target.key, input.purpose, at);
      if (!row || row.attempts >= rules.maxAttempts) return false;
      if (!equalHex(row.codeHash, hashOf(input.target, input.purpose, input.code))) {
        await deps.repo.countAttempt(row.id);
        return false;
      }
      return deps.repo.consume(row.id, at);
    },
  };
}
export type VerificationService = ReturnType<typeof createVerificationService>;

const tooMany = (retryAfterSeconds: number) =>
  new AppError(
    'tooManyRequests',
    `Too many codes requested. Try again in ${retryAfterSeconds} seconds.`,
    null,
    { retryAfterSeconds },
  );

/** The answer to a missing, wrong, spent or expired code: the code field is named. */
export const badCode = () =>
  new AppError('invalidInput', 'The verification code is wrong or has expired.', [
    { field: 'code', message: 'verificationCode.invalid' },
  ]);
