import type { ChangeFeed } from '../../db/change-feed';
import type { Db } from '../../db/client';
import { createRateLimiter, type RateLimiter } from '../../lib/rate-limiter';
import type { TokenService } from '../../lib/tokens';
import type { RouteOptions } from '../../plugins/routes';
import type { VerificationService } from '../verification/verification.module';
import { accountRoutes } from './account.routes';
import { authRoutes } from './auth.routes';
import { createAuthService } from './auth.service';
import { createDevicesRepo } from './devices.repo';
import { keyExchangeRoutes } from './key-exchange.routes';
import { createKeyExchangeService } from './key-exchange.service';
import { createLockout } from './lockout.repo';
import { createLoginHistory } from './login-history.repo';
import type { PasswordHasher } from './password';
import { createPasswordResetService } from './password-reset.service';
import { createQrLoginService } from './qr-login.service';
import { createRegistrationService } from './registration.service';
import { createSessionRepo } from './session.repo';
import { sessionRoutes } from './session.routes';
import { createSessionService } from './session.service';
import { createSessionGateCache } from './session-gate-cache';
import { createTicketsRepo } from './tickets.repo';
import { createUsersRepo } from './users.repo';

// The public surface other modules use (types and pure helpers; never a repo factory).
export type { Lockout } from './lockout.repo';
export { maskEmail, maskPhone } from './mask.fns';
export type { PasswordHashCost, PasswordHasher } from './password';
export { createPasswordHasher } from './password';
export type { TicketsRepo } from './tickets.repo';
export { userOrThrow } from './user-or-throw';
export type { UserRow, UsersRepo } from './users.repo';

/**
 * The account records other modules read or check (the users, the lockout of password attempts,
 * the security-verification tickets), built before the modules that need them (security) and the
 * auth module itself.
 */
export function createAuthStores(deps: { db: Db; now: () => Date }) {
  const { db, now } = deps;
  return {
    users: createUsersRepo(db),
    history: createLoginHistory(db, now),
    tickets: createTicketsRepo(db, now),
    devices: createDevicesRepo(db, now),
    lockout: createLockout(db, now),
  };
}
export type AuthStores = ReturnType<typeof createAuthStores>;

export interface AuthModuleDeps {
  db: Db;
  /** The shared rate limiter (Redis with REDIS_URL); the database's when absent. */
  limiter?: RateLimiter;
  now: () => Date;
  tokens: TokenService;
  hasher: PasswordHasher;
  stores: AuthStores;
  codes: VerificationService;
  /** The security module's authenticator check (sign-in asks for its code when bound). */
  totp: AuthTotp;
  singleSession: boolean;
  newDeviceVerification: boolean;
  /** The database's change feed: with it, the per-call session check is kept in memory. */
  changes?: ChangeFeed;
}
type AuthTotp = Parameters<typeof createAuthService>[0]['totp'];

/**
 * Sign-up, sign-in, sessions, QR login, password reset and key exchange: the routes, and the
 * hooks every route needs (the per-call session check, the decryption of password fields sent
 * under a key exchange).
 */
export function createAuthModule(deps: AuthModuleDeps) {
  const { db, now, hasher, codes } = deps;
  const { users, history, tickets, devices, lockout } = deps.stores;
  const limiter = deps.limiter ?? createRateLimiter(db, now);
  const sessions = createSessionService({
    repo: createSessionRepo(db, deps.changes && createSessionGateCache({ changes: deps.changes })),
    users,
    tokens: deps.tokens,
    history,
    now,
    singleSession: deps.singleSession,
  });
  const auth = createAuthService({
    users,
    hasher,
    lockout,
    totp: deps.totp,
    history,
    sessions,
    devices,
    tickets,
    codes,
    newDeviceVerification: deps.newDeviceVerification,
  });
  const qr = createQrLoginService({ db, now, users, sessions, devices, history, limiter });
  const keys = createKeyExchangeService(db, now, limiter);
  const registration = createRegistrationService({
    db,
    now,
    users,
    hasher,
    codes,
    history,
    startSession: auth.startSignUpSession,
  });
  const reset = createPasswordResetService({ db, now, hasher, codes, tickets, history });
  const options: Omit<Required<RouteOptions>, 'apiKeys' | 'signedWrites'> = {
    sessions: sessions.check,
    decryptFields: keys.decryptFields,
  };
  return {
    routes: [
      ...keyExchangeRoutes(keys),
      ...accountRoutes({ registration, reset, users }),
      ...authRoutes(auth, qr),
      ...sessionRoutes({
        sessions,
        users,
        history,
        now,
        tokens: deps.tokens,
        googleBound: deps.totp.isBound,
      }),
    ],
    options,
    /** The user behind an open security-verification ticket (the code calls ask). */
    ticketUser: auth.ticketUser,
  };
}
