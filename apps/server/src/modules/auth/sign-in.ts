import { constants, type TokenSession } from '@coffer/contract';
import { AppError } from '../../lib/app-error';
import type { ClientInfo } from '../../lib/client-info';
import type { TotpService } from '../security/security.module';
import { emailTarget, phoneTarget } from '../verification/verification.module';
import type { DevicesRepo } from './devices.repo';
import type { Lockout, LockState } from './lockout.repo';
import type { LoginHistory } from './login-history.repo';
import { maskEmail, maskPhone } from './mask.fns';
import type { PasswordHasher } from './password';
import type { StartSession } from './start-session';
import type { TicketsRepo } from './tickets.repo';
import type { UserRow, UsersRepo } from './users.repo';

export interface SignInDeps {
  users: Pick<UsersRepo, 'byEmail' | 'byPhone'>;
  hasher: PasswordHasher;
  lockout: Lockout;
  history: LoginHistory;
  devices: Pick<DevicesRepo, 'isNew'>;
  tickets: Pick<TicketsRepo, 'issue'>;
  /** An account with an authenticator bound signs in with its code as the second factor. */
  totp: Pick<TotpService, 'isBound'>;
  /** A sign-in from a device the user has not used needs a code first (the 50002 path). */
  newDeviceVerification: boolean;
  /** Verified against when the account does not exist, so both take the same time. */
  decoyHash: () => Promise<string>;
  startSession: StartSession;
}

export type SignInBy =
  | { kind: 'email'; emailAddress: string }
  | { kind: 'phone'; areaCode: string; phoneNumber: string };

type LogResult = Parameters<LoginHistory['record']>[0]['result'];
type Log = (result: LogResult, detail?: string) => Promise<unknown>;

const lockHours = constants.lockout.durationMs / 3_600_000;

/** The one answer for a wrong password and an unknown account alike, with the attempts left (§5). */
function credentialsError(by: SignInBy, lock: LockState): AppError {
  const name = by.kind === 'email' ? 'emailOrPasswordInvalid' : 'phoneOrPasswordInvalid';
  const details = lock.lockedUntil
    ? `Too many wrong passwords: sign-in is locked until ${lock.lockedUntil.toISOString()}.`
    : `${lock.remainingAttempts} attempt(s) left before sign-in is locked for ${lockHours} hours.`;
  return new AppError(name, details, null, {
    remainingAttempts: lock.remainingAttempts,
    ...(lock.lockedUntil ? { lockedUntil: lock.lockedUntil.toISOString() } : {}),
  });
}

function findAccount(deps: SignInDeps, by: SignInBy) {
  return by.kind === 'email'
    ? deps.users.byEmail(by.emailAddress)
    : deps.users.byPhone(by.areaCode, by.phoneNumber);
}

/** What the lockout counts against: the account, or the address tried when there is none. */
function lockoutSubject(user: UserRow | undefined, by: SignInBy) {
  if (user) return `user:${user.id}`;
  return by.kind === 'email'
    ? emailTarget(by.emailAddress).key
    : phoneTarget(by.areaCode, by.phoneNumber).key;
}

/** Checks the password under the lockout; throws the credentials error on a miss or a lock. */
async function checkPassword(
  deps: SignInDeps,
  by: SignInBy,
  user: UserRow | undefined,
  password: string,
  log: Log,
): Promise<UserRow> {
  const subject = lockoutSubject(user, by);
  const lock = await deps.lockout.get(subject);
  if (lock.lockedUntil) {
    await log('locked');
    throw credentialsError(by, lock);
  }
  // The attempt is counted before the password is checked, so parallel guesses cannot slip
  // past the fifth between a check and its count; a right password clears it again.
  const counted = await deps.lockout.fail(subject);
  if (counted.failedCount > constants.lockout.maxAttempts) {
    await log('locked');
    throw credentialsError(by, counted);
  }
  const matches = user
    ? await deps.hasher.verify(user.passwordHash, password)
    : (await deps.hasher.verify(await deps.decoyHash(), password)) && false;
  if (!user || !matches) {
    await log(counted.lockedUntil ? 'locked' : 'failure');
    throw credentialsError(by, counted);
  }
  await deps.lockout.clear(subject);
  return user;
}

/** The channels a sign-in code can go to: the account's e-mail and phone. */
export function codeChannels(user: Pick<UserRow, 'email' | 'phoneNumber'>) {
  return [...(user.email ? ['email'] : []), ...(user.phoneNumber ? ['sms'] : [])];
}

/**
 * With an authenticator bound its code is the second factor of every sign-in (it also stands
 * for the new-device code); without one, only a new device needs a code. Throws the
 * security-verification answer with its ticket when a second factor is due.
 */
async function requireSecondFactor(
  deps: SignInDeps,
  by: SignInBy,
  user: UserRow,
  client: ClientInfo,
  log: Log,
) {
  const google = await deps.totp.isBound(user.id);
  const needsCode =
    !google && deps.newDeviceVerification && (await deps.devices.isNew(user.id, client.deviceId));
  if (!google && !needsCode) return;
  const ttl = constants.authTickets.securityVerificationTtlSeconds;
  const ticket = await deps.tickets.issue('securityVerification', user.id, ttl, {
    deviceId: client.deviceId,
    factor: google ? 'google' : 'code',
  });
  await log('verificationRequired', google ? `${by.kind}+google` : by.kind);
  if (google)
    throw new AppError('securityVerificationFailed', 'Enter the code of your authenticator app.', null, {
      ticket,
      expireInSeconds: ttl,
      channels: ['google'],
    });
  throw new AppError('securityVerificationFailed', 'Confirm this sign-in with a code sent to you.', null, {
    ticket,
    expireInSeconds: ttl,
    channels: codeChannels(user),
    ...(user.email ? { email: maskEmail(user.email) } : {}),
    ...(user.phoneNumber ? { phone: `${user.areaCode} ${maskPhone(user.phoneNumber)}` } : {}),
  });
}

/** Sign-in by password: lockout, ban, the second factor when due, then the session. */
export async function signIn(
  deps: SignInDeps,
  by: SignInBy,
  password: string,
  client: ClientInfo,
): Promise<TokenSession> {
  const found = await findAccount(deps, by);
  const log: Log = (result, detail = by.kind) =>
    deps.history.record({ userId: found?.id ?? null, event: 'login', result, detail, client });
  const user = await checkPassword(deps, by, found, password, log);
  // Told only to someone who knows the password, so a ban does not reveal the account.
  if (user.bannedAt) {
    await log('banned');
    throw new AppError('userBanned');
  }
  // A sub-merchant its merchant deactivated or deleted.
  if (user.disabledAt) {
    await log('failure', 'disabled');
    throw new AppError('userDisabled');
  }
  await requireSecondFactor(deps, by, user, client, log);
  const session = await deps.startSession(user, client, 'password');
  await log('success');
  return session;
}
