import type { Notifier } from '../../adapters/notifier/notifier';
import type { Db } from '../../db/client';
import { createRateLimiter } from '../../lib/rate-limiter';
import { createSecretBox } from '../../lib/secret-box';
import type { TokenService } from '../../lib/tokens';
import type { RouteDef, RouteOptions } from '../../plugins/routes';
import { accountRoutes } from '../account/account.routes';
import type { PasswordHasher } from '../account/password';
import { createPasswordResetService } from '../account/password-reset.service';
import { createRegistrationService } from '../account/registration.service';
import { createUsersRepo, type UsersRepo } from '../account/users.repo';
import { createApiKeyAuthenticator } from '../apikeys/api-key-auth';
import { createApiKeysRepo } from '../apikeys/apikeys.repo';
import { apiKeysRoutes } from '../apikeys/apikeys.routes';
import { createApiKeysService } from '../apikeys/apikeys.service';
import { keyExchangeRoutes } from '../keyexchange/key-exchange.routes';
import { createKeyExchangeService } from '../keyexchange/key-exchange.service';
import { changeApplicationRoutes } from '../security/change-application.routes';
import { createChangeApplicationService } from '../security/change-application.service';
import { createSecurityNotices } from '../security/notices';
import { createPasswordsService } from '../security/passwords.service';
import { createSecondFactor, type SecondFactorCheck } from '../security/second-factor';
import { securityRoutes } from '../security/security.routes';
import { createSecurityItemsService } from '../security/security-items.service';
import { createSecurityLog } from '../security/security-log.repo';
import { createSessionsListRepo } from '../security/sessions-list.repo';
import { createTotpService } from '../security/totp.service';
import { createSessionRepo } from '../session/session.repo';
import { sessionRoutes } from '../session/session.routes';
import { createSessionService } from '../session/session.service';
import { uploadsRoutes } from '../uploads/uploads.routes';
import { createUploadsService } from '../uploads/uploads.service';
import { createVerificationRepo } from '../verification/verification.repo';
import { verificationRoutes } from '../verification/verification.routes';
import { createVerificationService } from '../verification/verification.service';
import { authRoutes } from './auth.routes';
import { createAuthService } from './auth.service';
import { createDevicesRepo } from './devices.repo';
import { createLockout } from './lockout.repo';
import { createLoginHistory } from './login-history.repo';
import { createQrLoginService } from './qr-login.service';
import { createTicketsRepo } from './tickets.repo';

export interface AuthModuleDeps {
  db: Db;
  now: () => Date;
  tokens: TokenService;
  hasher: PasswordHasher;
  notifier: Notifier;
  codeKey: Uint8Array;
  /** Seals the secrets the server must read back: authenticator seeds and API-key secrets. */
  secretsKey: Uint8Array;
  uploadsDir: string;
  singleSession: boolean;
  newDeviceVerification: boolean;
}

/**
 * Accounts, sessions and the security centre wired together: the routes, and the hooks every
 * route needs (the per-call session check, the decryption of password fields sent under a key
 * exchange, and the authentication of signed API requests).
 */
export function createAuthModule(deps: AuthModuleDeps): {
  routes: RouteDef[];
  options: Required<RouteOptions>;
  /** For other modules' operations that need the account's second factor (the address book). */
  secondFactor: SecondFactorCheck;
  users: UsersRepo;
} {
  const { db, now } = deps;
  const users = createUsersRepo(db);
  const history = createLoginHistory(db, now);
  const limiter = createRateLimiter(db, now);
  const tickets = createTicketsRepo(db, now);
  const devices = createDevicesRepo(db, now);
  const codes = createVerificationService({
    repo: createVerificationRepo(db),
    limiter,
    notifier: deps.notifier,
    codeKey: deps.codeKey,
    now,
  });
  const sessions = createSessionService({
    repo: createSessionRepo(db),
    users,
    tokens: deps.tokens,
    history,
    now,
    singleSession: deps.singleSession,
  });
  const lockout = createLockout(db, now);
  const securityLog = createSecurityLog(db, now);
  const totp = createTotpService({
    db,
    now,
    box: createSecretBox(deps.secretsKey, 'totp'),
    log: securityLog,
  });
  const second = createSecondFactor({ totp, codes });
  const notices = createSecurityNotices(deps.notifier);
  const auth = createAuthService({
    users,
    hasher: deps.hasher,
    lockout,
    totp,
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
    hasher: deps.hasher,
    codes,
    history,
    startSession: auth.startSignUpSession,
  });
  const reset = createPasswordResetService({ db, now, hasher: deps.hasher, codes, tickets, history });
  const uploads = createUploadsService({ db, now, limiter, dir: deps.uploadsDir });
  const securityDeps = { db, now, users, codes, totp, second, log: securityLog, notices };
  const items = createSecurityItemsService(securityDeps);
  const passwords = createPasswordsService({ ...securityDeps, hasher: deps.hasher, lockout });
  const change = createChangeApplicationService({ ...securityDeps, hasher: deps.hasher, lockout, tickets });
  const apiKeyBox = createSecretBox(deps.secretsKey, 'apiKey');
  const apiKeyRepo = createApiKeysRepo(db);
  const apiKeys = createApiKeysService({
    repo: apiKeyRepo,
    users,
    now,
    box: apiKeyBox,
    second,
    log: securityLog,
    notices,
  });

  return {
    routes: [
      ...verificationRoutes({
        codes,
        users,
        ticketUser: auth.ticketUser,
        changeTicketUser: change.ticketUser,
      }),
      ...keyExchangeRoutes(keys),
      ...uploadsRoutes(uploads),
      ...accountRoutes({ registration, reset, users }),
      ...authRoutes(auth, qr),
      ...sessionRoutes({ sessions, users, history, now, googleBound: totp.isBound }),
      ...securityRoutes({ items, passwords, log: securityLog, sessions: createSessionsListRepo(db, now) }),
      ...changeApplicationRoutes(change),
      ...apiKeysRoutes(apiKeys),
    ],
    options: {
      sessions: sessions.check,
      decryptFields: keys.decryptFields,
      apiKeys: createApiKeyAuthenticator({ repo: apiKeyRepo, users, box: apiKeyBox, now }),
    },
    secondFactor: second,
    users,
  };
}
