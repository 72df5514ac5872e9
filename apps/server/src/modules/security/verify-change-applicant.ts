import type { SecondFactor, SecurityItem } from '@coffer/contract';
import { AppError } from '../../lib/app-error';
import type { ClientInfo } from '../../lib/client-info';
import type { UserRow } from '../auth/auth.module';
import { emailTarget, phoneTarget } from '../verification/verification.module';
import {
  type ChangeApplicationDeps,
  invalid,
  remainingTargets,
  ticketTtlSeconds,
} from './change-application.shared';
import { totpError } from './totp.service';

const codeField = { email: 'emailCode', sms: 'smsCode' } as const;

type AccountBy = {
  emailAddress?: string | undefined;
  areaCode?: string | undefined;
  phoneNumber?: string | undefined;
};

/**
 * Step one (/security/first): the password, the authenticator (unless it is what was lost) and a
 * `security` code to every address that stays; answers a ticket for step two.
 */
export async function verifyChangeApplicant(
  deps: Pick<ChangeApplicationDeps, 'users' | 'lockout' | 'hasher' | 'totp' | 'codes' | 'tickets'>,
  input: AccountBy & { password: string; lostItem: SecurityItem } & SecondFactor,
  client: ClientInfo,
) {
  const user = await proveAccount(deps, input, input.password);
  const googleBound = await deps.totp.isBound(user.id);
  const bound = { email: Boolean(user.email), phone: Boolean(user.phoneNumber), google: googleBound };
  if (!bound[input.lostItem])
    throw new AppError('conflict', 'This item is not bound to the account: nothing to replace.');
  const verifiedWith = ['password'];
  if (googleBound && input.lostItem !== 'google') {
    if (!input.googleCode)
      throw invalid('googleCode', 'verificationCode.invalid', 'Enter the authenticator code.');
    const check = await deps.totp.check(user.id, input.googleCode, client);
    if (!check.ok) throw totpError(check);
    verifiedWith.push('google');
  }
  for (const target of remainingTargets(user, input.lostItem)) {
    const field = codeField[target.channel];
    const code = input[field];
    if (!code || !(await deps.codes.consume({ target, purpose: 'security', code })))
      throw invalid(field, 'verificationCode.invalid', 'The verification code is wrong or has expired.');
    verifiedWith.push(target.channel === 'email' ? 'email' : 'phone');
  }
  const ticket = await deps.tickets.issue('securityChange', user.id, ticketTtlSeconds, {
    lostItem: input.lostItem,
    verifiedWith,
  });
  return { ticket, expireInSeconds: ticketTtlSeconds, lostItem: input.lostItem };
}

/** The account by its address and password; each try counts toward the sign-in lock. */
async function proveAccount(
  deps: Pick<ChangeApplicationDeps, 'users' | 'lockout' | 'hasher'>,
  by: AccountBy,
  password: string,
): Promise<UserRow> {
  const user = by.emailAddress
    ? await deps.users.byEmail(by.emailAddress)
    : by.areaCode && by.phoneNumber
      ? await deps.users.byPhone(by.areaCode, by.phoneNumber)
      : undefined;
  const subject = user
    ? `user:${user.id}`
    : by.emailAddress
      ? emailTarget(by.emailAddress).key
      : phoneTarget(by.areaCode ?? '', by.phoneNumber ?? '').key;
  const name = by.emailAddress ? 'emailOrPasswordInvalid' : 'phoneOrPasswordInvalid';
  const lock = await deps.lockout.get(subject);
  if (lock.lockedUntil)
    throw new AppError(name, 'Too many wrong passwords: try again later.', null, {
      remainingAttempts: 0,
      lockedUntil: lock.lockedUntil.toISOString(),
    });
  const counted = await deps.lockout.fail(subject);
  const matches = user ? await deps.hasher.verify(user.passwordHash, password) : false;
  if (!user || !matches)
    throw new AppError(name, null, null, {
      remainingAttempts: counted.remainingAttempts,
      ...(counted.lockedUntil ? { lockedUntil: counted.lockedUntil.toISOString() } : {}),
    });
  await deps.lockout.clear(subject);
  if (user.bannedAt) throw new AppError('userBanned');
  return user;
}
