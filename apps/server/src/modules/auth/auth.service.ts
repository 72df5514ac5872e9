import { constants, type TokenSession } from '@coffer/contract';
import { AppError } from '../../lib/app-error';
import type { ClientInfo } from '../../lib/client-info';
import type { TotpService } from '../security/security.module';
import type { VerificationService } from '../verification/verification.module';
import { type CodeTarget, emailTarget, phoneTarget } from '../verification/verification.module';
import type { DevicesRepo } from './devices.repo';
import type { Lockout, LockState } from './lockout.repo';
import type { LoginHistory } from './login-history.repo';
import { maskEmail, maskPhone } from './mask.fns';
import type { PasswordHasher } from './password';
import type { SessionService } from './session.service';
import type { TicketsRepo } from './tickets.repo';
import type { UserRow, UsersRepo } from './users.repo';

export interface AuthDeps {
  users: UsersRepo;
  hasher: PasswordHasher;
  lockout: Lockout;
  history: LoginHistory;
  sessions: SessionService;
  devices: DevicesRepo;
  tickets: TicketsRepo;
  codes: VerificationService;
  /** An account with an authenticator bound signs in with its code as the second factor. */
  totp: Pick<TotpService, 'isBound' | 'check'>;
  /** A sign-in from a device the user has not used needs a code first (the 50002 path). */
  newDeviceVerification: boolean;
}

export type SignInBy =
  | { kind: 'email'; emailAddress: string }
  | { kind: 'phone'; areaCode: string; phoneNumber: string };

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

/** Sign-in by password, lockout, the second factor for new devices, and its verification. */
export function createAuthService(deps: AuthDeps) {
  // Verified against when the account does not exist, so both take the same time.
  let decoy: Promise<string> | undefined;
  const decoyHash = () => {
    decoy ??= deps.hasher.hash(`decoy-${Math.random()}`);
    return decoy;
  };

  async function finish(
    user: Pick<UserRow, 'id' | 'uid' | 'accountType'>,
    client: ClientInfo,
    method: string,
  ): Promise<TokenSession> {
    const session = await deps.sessions.issue(user, client, method);
    await deps.devices.remember(user.id, client.deviceId);
    return session;
  }

  /** The sign-in code sent for `login` to the account's e-mail or phone. */
  async function codeFactor(user: UserRow, input: { channel: string; code: string }) {
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
  async function googleFactor(userId: number, input: { ticket: string; code: string }, client: ClientInfo) {
    const check = await deps.totp.check(userId, input.code, client);
    if (check.ok) return true;
    if (check.reason === 'locked')
      throw new AppError('tooManyRequests', 'Too many wrong authenticator codes. Try again later.', null, {
        retryAfterSeconds: check.retryAfterSeconds,
        ticket: input.ticket,
      });
    return false;
  }

  return {
    /** The session a sign-up starts: the new account is signed in on the device it used. */
    startSignUpSession: (user: Pick<UserRow, 'id' | 'uid' | 'accountType'>, client: ClientInfo) =>
      finish(user, client, 'register'),

    async signIn(by: SignInBy, password: string, client: ClientInfo): Promise<TokenSession> {
      const user =
        by.kind === 'email'
          ? await deps.users.byEmail(by.emailAddress)
          : await deps.users.byPhone(by.areaCode, by.phoneNumber);
      const subject = user
        ? `user:${user.id}`
        : by.kind === 'email'
          ? emailTarget(by.emailAddress).key
          : phoneTarget(by.areaCode, by.phoneNumber).key;
      const log = (result: Parameters<LoginHistory['record']>[0]['result'], detail: string = by.kind) =>
        deps.history.record({ userId: user?.id ?? null, event: 'login', result, detail, client });

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
        : (await deps.hasher.verify(await decoyHash(), password)) && false;
      if (!user || !matches) {
        await log(counted.lockedUntil ? 'locked' : 'failure');
        throw credentialsError(by, counted);
      }
      await deps.lockout.clear(subject);
      // Told only to someone who knows the password, so a ban does not reveal the account.
      if (user.bannedAt) {
        await log('banned');
        throw new AppError('userBanned');
      }
      // With an authenticator bound its code is the second factor of every sign-in (it also
      // stands for the new-device code); without one, only a new device needs a code.
      const google = await deps.totp.isBound(user.id);
      if (google || (deps.newDeviceVerification && (await deps.devices.isNew(user.id, client.deviceId)))) {
        const ttl = constants.authTickets.securityVerificationTtlSeconds;
        const ticket = await deps.tickets.issue('securityVerification', user.id, ttl, {
          deviceId: client.deviceId,
          factor: google ? 'google' : 'code',
        });
        await log('verificationRequired', google ? `${by.kind}+google` : by.kind);
        if (google)
          throw new AppError(
            'securityVerificationFailed',
            'Enter the code of your authenticator app.',
            null,
            { ticket, expireInSeconds: ttl, channels: ['google'] },
          );
        const channels = [...(user.email ? ['email'] : []), ...(user.phoneNumber ? ['sms'] : [])];
        throw new AppError(
          'securityVerificationFailed',
          'Confirm this sign-in with a code sent to you.',
          null,
          {
            ticket,
            expireInSeconds: ttl,
            channels,
            ...(user.email ? { email: maskEmail(user.email) } : {}),
            ...(user.phoneNumber ? { phone: `${user.areaCode} ${maskPhone(user.phoneNumber)}` } : {}),
          },
        );
      }
      const session = await finish(user, client, 'password');
      await log('success');
      return session;
    },

    /** The user behind an open security-verification ticket (to send its code to). */
    async ticketUser(ticket: string) {
      const row = await deps.tickets.find('securityVerification', ticket);
      return row ? deps.users.byId(row.userId) : undefined;
    },

    async verify(
      input: { ticket: string; channel: 'email' | 'sms' | 'google'; code: string },
      client: ClientInfo,
    ) {
      const row = await deps.tickets.find('securityVerification', input.ticket);
      if (!row)
        throw new AppError('loginExpired', 'The security verification has expired. Please sign in again.');
      const user = await deps.users.byId(row.userId);
      if (!user) throw new AppError('loginExpired');
      const wantsGoogle = (row.data as { factor?: string } | null)?.factor === 'google';
      if (wantsGoogle !== (input.channel === 'google'))
        throw new AppError('securityVerificationFailed', 'Use the channel the sign-in asked for.', null, {
          ticket: input.ticket,
          channels: wantsGoogle
            ? ['google']
            : [...(user.email ? ['email'] : []), ...(user.phoneNumber ? ['sms'] : [])],
        });
      const passed = wantsGoogle ? await googleFactor(user.id, input, client) : await codeFactor(user, input);
      if (!passed) {
        await deps.history.record({
          userId: user.id,
          event: 'securityVerification',
          result: 'failure',
          client,
        });
        throw new AppError('securityVerificationFailed', 'The code is wrong or has expired.', null, {
          ticket: input.ticket,
        });
      }
      if (!(await deps.tickets.spend(row.id))) throw new AppError('loginExpired');
      if (user.bannedAt) throw new AppError('userBanned');
      const session = await finish(user, client, 'securityVerification');
      await deps.history.record({
        userId: user.id,
        event: 'securityVerification',
        result: 'success',
        client,
      });
      return session;
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
