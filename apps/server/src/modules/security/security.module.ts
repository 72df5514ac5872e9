import type { Notifier } from '../../adapters/notifier/notifier';
import type { Db } from '../../db/client';
import { createSecretBox } from '../../lib/secret-box';
import type { AuthStores, PasswordHasher } from '../auth/auth.module';
import type { VerificationService } from '../verification/verification.module';
import { changeApplicationRoutes } from './change-application.routes';
import { createChangeApplicationService } from './change-application.service';
import { createFundPinGuard } from './fund-pin.guard';
import { createSecurityNotices } from './notices';
import { createPasswordsService } from './passwords.service';
import { createSecondFactor } from './second-factor';
import { securityRoutes } from './security.routes';
import { createSecurityHoldGuard } from './security-hold.guard';
import { createSecurityItemsService } from './security-items.service';
import { createSecurityLog } from './security-log.repo';
import { createSessionsListRepo } from './sessions-list.repo';
import { createTotpService } from './totp.service';

// The public surface other modules use (types and pure helpers; never a repo factory).
export type { FundPinGuard } from './fund-pin.guard';
export type { SecurityNotices } from './notices';
export type { SecondFactorCheck } from './second-factor';
export type { SecurityHoldGuard } from './security-hold.guard';
export type { Actor } from './security-items.service';
export type { SecurityLog } from './security-log.repo';
export type { TotpService } from './totp.service';

/**
 * The checks every money movement a user starts shares (one place each, not one per service);
 * built with the money services, which the jobs process builds without the HTTP side.
 */
export function createMoneyGuards(deps: { db: Db; now: () => Date; hasher: Pick<PasswordHasher, 'verify'> }) {
  return {
    hold: createSecurityHoldGuard({ db: deps.db, now: deps.now }),
    fundPin: createFundPinGuard({ db: deps.db, hasher: deps.hasher }),
  };
}

/**
 * The security centre (bound items, passwords, the security log, sessions) and the change
 * application; returns the authenticator and second-factor checks other modules ask for.
 */
export function createSecurityModule(deps: {
  db: Db;
  now: () => Date;
  notifier: Notifier;
  hasher: PasswordHasher;
  /** Seals authenticator seeds. */
  secretsKey: Uint8Array;
  codes: VerificationService;
  stores: Pick<AuthStores, 'users' | 'lockout' | 'tickets'>;
}) {
  const { db, now, codes, hasher } = deps;
  const { users, lockout, tickets } = deps.stores;
  const log = createSecurityLog(db, now);
  const totp = createTotpService({ db, now, box: createSecretBox(deps.secretsKey, 'totp'), log });
  const second = createSecondFactor({ totp, codes });
  const notices = createSecurityNotices(deps.notifier);
  const shared = { db, now, users, codes, totp, second, log, notices };
  const items = createSecurityItemsService(shared);
  const passwords = createPasswordsService({ ...shared, hasher, lockout });
  const change = createChangeApplicationService({ ...shared, hasher, lockout, tickets });
  return {
    routes: [
      ...securityRoutes({ items, passwords, log, sessions: createSessionsListRepo(db, now) }),
      ...changeApplicationRoutes(change),
    ],
    service: { totp, second, log, notices, changeTicketUser: change.ticketUser },
  };
}
