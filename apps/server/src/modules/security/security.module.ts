import type { SecondFactor, SecurityChangeStatus } from '@coffer/contract';
import type { Notifier } from '../../adapters/notifier/notifier';
import type { Db } from '../../db/client';
import type { ClientInfo } from '../../lib/client-info';
import type { Language } from '../../lib/language';
import { createSecretBox } from '../../lib/secret-box';
import type { AuthStores, Lockout, PasswordHasher } from '../auth/auth.module';
import type { VerificationService } from '../verification/verification.module';
import { emailKind, phoneKind } from './address-kinds';
import { approveChangeApplication } from './approve-change-application';
import { bindAddress } from './bind-address';
import { bindGoogle } from './bind-google';
import { changeApplicationRoutes } from './change-application.routes';
import type { ChangeApplicationDeps } from './change-application.shared';
import { changeApplicationStatus } from './change-application-status';
import { changeTicketUser } from './change-ticket-user';
import { createFundPinGuard } from './fund-pin.guard';
import { googleBindInfo } from './google-bind-info';
import { listChangeApplications } from './list-change-applications';
import { createSecurityNotices } from './notices';
import { rejectChangeApplication } from './reject-change-application';
import { createSecondFactor } from './second-factor';
import { securityRoutes } from './security.routes';
import { createSecurityHoldGuard } from './security-hold.guard';
import type { Actor, EmailInput, PhoneInput, SecurityItemsDeps } from './security-items.shared';
import { createSecurityLog } from './security-log.repo';
import { createSessionsListRepo } from './sessions-list.repo';
import { setFundPin } from './set-fund-pin';
import { type SubmitInput, submitChangeApplication } from './submit-change-application';
import { createTotpService } from './totp.service';
import { unbindAddress } from './unbind-address';
import { unbindGoogle } from './unbind-google';
import { updateAddress } from './update-address';
import { updateFundPin } from './update-fund-pin';
import { updatePassword } from './update-password';
import { verifyChangeApplicant } from './verify-change-applicant';

// The public surface other modules use (types and pure helpers; never a repo factory).
export type { FundPinGuard } from './fund-pin.guard';
export type { SecurityNotices } from './notices';
export type { SecondFactorCheck } from './second-factor';
export type { SecurityHoldGuard } from './security-hold.guard';
export type { Actor } from './security-items.shared';
export type { SecurityLog } from './security-log.repo';
export type { TotpService } from './totp.service';

type GoogleInput = SecondFactor & { googleCode: string };

/** The phone, the e-mail address and the authenticator: one use case per file, each given its dependencies. */
function createSecurityItemsService(deps: SecurityItemsDeps) {
  return {
    bindPhone: (actor: Actor, input: PhoneInput) => bindAddress(phoneKind, deps, actor, input),
    updatePhone: (actor: Actor, input: PhoneInput) => updateAddress(phoneKind, deps, actor, input),
    unbindPhone: (actor: Actor, input: SecondFactor) => unbindAddress(phoneKind, deps, actor, input),
    bindEmail: (actor: Actor, input: EmailInput) => bindAddress(emailKind, deps, actor, input),
    updateEmail: (actor: Actor, input: EmailInput) => updateAddress(emailKind, deps, actor, input),
    unbindEmail: (actor: Actor, input: SecondFactor) => unbindAddress(emailKind, deps, actor, input),
    googleBindInfo: (actor: Actor) => googleBindInfo(deps, actor),
    bindGoogle: (actor: Actor, input: GoogleInput) => bindGoogle(deps, actor, input),
    unbindGoogle: (actor: Actor, input: GoogleInput) => unbindGoogle(deps, actor, input),
  };
}
export type SecurityItemsService = ReturnType<typeof createSecurityItemsService>;

/** The login password and the fund PIN: one use case per file. */
function createPasswordsService(deps: SecurityItemsDeps & { hasher: PasswordHasher; lockout: Lockout }) {
  type PinInput = { fundPin: string } & SecondFactor;
  return {
    updatePassword: (actor: Actor & { sessionId: string }, input: Parameters<typeof updatePassword>[2]) =>
      updatePassword(deps, actor, input),
    setFundPassword: (actor: Actor, input: PinInput) => setFundPin(deps, actor, input),
    updateFundPassword: (actor: Actor, input: PinInput) => updateFundPin(deps, actor, input),
  };
}
export type PasswordsService = ReturnType<typeof createPasswordsService>;

/** The change application of a lost security item, signed out: one step per file. */
function createChangeApplicationService(deps: ChangeApplicationDeps) {
  return {
    verify: (input: Parameters<typeof verifyChangeApplicant>[1], client: ClientInfo) =>
      verifyChangeApplicant(deps, input, client),
    submit: (input: SubmitInput, client: ClientInfo, language: Language) =>
      submitChangeApplication(deps, input, client, language),
    status: (queryToken: string) => changeApplicationStatus(deps, queryToken),
    ticketUser: (ticket: string) => changeTicketUser(deps, ticket),
  };
}
export type ChangeApplicationService = ReturnType<typeof createChangeApplicationService>;

/** The operator's side of change applications (`ops security:list|approve|reject`). */
function createChangeReviewService(deps: {
  db: Db;
  now: () => Date;
  notifier: Notifier;
  users: Pick<AuthStores['users'], 'byId'>;
}) {
  const review = {
    ...deps,
    log: createSecurityLog(deps.db, deps.now),
    notices: createSecurityNotices(deps.notifier),
    language: 'en' as Language,
  };
  return {
    list: (status?: SecurityChangeStatus | 'all') => listChangeApplications(review, status),
    approve: (id: number) => approveChangeApplication(review, id),
    reject: (id: number, reason: string) => rejectChangeApplication(review, id, reason),
  };
}
export type ChangeReviewService = ReturnType<typeof createChangeReviewService>;

/**
 * The security centre (bound items, passwords, the security log, sessions) and the change
 * application; returns the authenticator and second-factor checks other modules ask for, the
 * guards every money movement a user starts shares (the 24-hour hold, the fund PIN), and the
 * operator's review of change applications.
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
    guards: {
      hold: createSecurityHoldGuard({ db, now }),
      fundPin: createFundPinGuard({ db, hasher }),
    },
    review: createChangeReviewService({ db, now, notifier: deps.notifier, users }),
  };
}
