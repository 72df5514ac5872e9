import { AppError } from '../../lib/app-error';
import type { ClientInfo } from '../../lib/client-info';
import type { TotpService } from '../security/security.module';
import type { VerificationService } from '../verification/verification.module';
import { type CodeTarget, emailTarget, phoneTarget } from '../verification/verification.module';
import type { LoginHistory } from './login-history.repo';
import { codeChannels } from './sign-in';
import type { StartSession } from './start-session';
import type { TicketsRepo } from './tickets.repo';
import type { UserRow, UsersRepo } from './users.repo';

export interface VerifySignInDeps {
  users: Pick<UsersRepo, 'byId'>;
  tickets: Pick<TicketsRepo, 'find' | 'spend'>;
  codes: Pick<VerificationService, 'consume'>;
  totp: Pick<TotpService, 'check'>;
  history: LoginHistory;
  startSession: StartSession;
}

export interface VerifySignInInput {
  ticket: string;
  channel: 'email' | 'sms' | 'google';
  code: string;
}

/** The sign-in code sent for `login` to the account's e-mail or phone. */
async function codeFactor(deps: VerifySignInDeps, user: UserRow, input: { channel: string; code: string }) {
  const target =
    input.channel === 'email'
      ? user.email && emailTarget(user.email)
      : user.areaCode && user.phoneNumber && phoneTarget(user.areaCode, user.phoneNumber);
  return (
    Boolean(target) &&
    (await deps.codes.consume({ target: target as CodeTarget, purpose: 'login', code: input.code }))
  );
}

/** The authenticator's code; five wrong ones lock it (429), a replayed one is refused and logged. */
async function googleFactor(
  deps: VerifySignInDeps,
  userId: number,
  input: { ticket: string; code: string },
  client: ClientInfo,
) {
  const check = await deps.totp.check(userId, input.code, client);
  if (check.ok) return true;
  if (check.reason === 'locked')
    throw new AppError('tooManyRequests', 'Too many wrong authenticator codes. Try again later.', null, {
      retryAfterSeconds: check.retryAfterSeconds,
      ticket: input.ticket,
    });
  return false;
}

/** The open ticket and its user; the factor the sign-in asked for must be the one used. */
async function ticketAndUser(deps: VerifySignInDeps, input: VerifySignInInput) {
  const row = await deps.tickets.find('securityVerification', input.ticket);
  if (!row)
    throw new AppError('loginExpired', 'The security verification has expired. Please sign in again.');
  const user = await deps.users.byId(row.userId);
  if (!user) throw new AppError('loginExpired');
  const wantsGoogle = (row.data as { factor?: string } | null)?.factor === 'google';
  if (wantsGoogle !== (input.channel === 'google'))
    throw new AppError('securityVerificationFailed', 'Use the channel the sign-in asked for.', null, {
      ticket: input.ticket,
      channels: wantsGoogle ? ['google'] : codeChannels(user),
    });
  return { row, user, wantsGoogle };
}

/** The second step of a sign-in: the code for its ticket, then the session. */
export async function verifySignIn(deps: VerifySignInDeps, input: VerifySignInInput, client: ClientInfo) {
  const { row, user, wantsGoogle } = await ticketAndUser(deps, input);
  const passed = wantsGoogle
    ? await googleFactor(deps, user.id, input, client)
    : await codeFactor(deps, user, input);
  const record = (result: 'success' | 'failure') =>
    deps.history.record({ userId: user.id, event: 'securityVerification', result, client });
  if (!passed) {
    await record('failure');
    throw new AppError('securityVerificationFailed', 'The code is wrong or has expired.', null, {
      ticket: input.ticket,
    });
  }
  if (!(await deps.tickets.spend(row.id))) throw new AppError('loginExpired');
  if (user.bannedAt) throw new AppError('userBanned');
  const session = await deps.startSession(user, client, 'securityVerification');
  await record('success');
  return session;
}
