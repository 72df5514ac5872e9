import { constants, type SecondFactor } from '@coffer/contract';
import type { SecurityNotice } from '../../adapters/notifier/security-messages';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { ClientInfo } from '../../lib/client-info';
import type { Language } from '../../lib/language';
import type { UserRow, UsersRepo } from '../auth/auth.module';

export { userOrThrow } from '../auth/auth.module';

import { badCode, type CodeTarget, type VerificationService } from '../verification/verification.module';
import type { SecurityNotices } from './notices';
import type { SecondFactorCheck } from './second-factor';
import type { SecurityLog, SecurityOperation } from './security-log.repo';
import type { TotpService } from './totp.service';

/**
 * What the security items' use cases (the phone, the e-mail address and the authenticator: bind,
 * change, remove; §5, §7) draw on; each takes the few it needs. Every change or removal starts the
 * 24-hour hold on withdrawals and transfers (§9); each operation is in the security log and told to
 * the account's addresses.
 */
export interface SecurityItemsDeps {
  db: Db;
  now: () => Date;
  users: UsersRepo;
  codes: VerificationService;
  totp: TotpService;
  second: SecondFactorCheck;
  log: SecurityLog;
  notices: SecurityNotices;
}

/** Who is acting and where from, as every operation logs it. */
export interface Actor {
  userId: number;
  client: ClientInfo;
  language: Language;
}

export type PhoneInput = { areaCode: string; phoneNumber: string; code: string } & SecondFactor;
export type EmailInput = { emailAddress: string; code: string } & SecondFactor;

export const holdUntil = (at: Date) => new Date(at.getTime() + constants.securityChangeHoldMs);

export const fieldProblem = (field: string, message: string, details: string) =>
  new AppError('invalidInput', details, [{ field, message }]);

/** The `bind` code sent to the new address (Basic/SendVerificationCode). */
export async function newAddressCode(
  deps: { codes: Pick<VerificationService, 'consume'> },
  target: CodeTarget,
  code: string,
) {
  if (!(await deps.codes.consume({ target, purpose: 'bind', code }))) throw badCode();
}

/**
 * The end of every successful change of a security item: the operation in the security log
 * (`detail` masked, never a full address) and the notice told to the account's addresses.
 */
export async function logAndTell(
  deps: Pick<SecurityItemsDeps, 'log' | 'notices'>,
  actor: Actor,
  change: { to: UserRow; operation: SecurityOperation; detail?: string; notice: SecurityNotice },
) {
  await deps.log.record({
    userId: actor.userId,
    operation: change.operation,
    detail: change.detail,
    client: actor.client,
  });
  await deps.notices.tell(change.to, change.notice, actor.language);
  return true as const;
}
