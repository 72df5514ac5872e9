import type { KycCallback, KycSubmission } from '@coffer/contract';
import type { KycProvider } from '../../adapters/kyc/kyc-provider';
import type { Notifier } from '../../adapters/notifier/notifier';
import type { Db } from '../../db/client';
import type { Language } from '../../lib/language';
import type { UsersRepo } from '../auth/auth.module';
import type { FileAccess } from '../uploads/uploads.module';
import { approveDueKyc } from './approve-due-kyc';
import { decideKycAsOperator } from './decide-kyc-as-operator';
import { getKyc } from './get-kyc';
import { createKycGuard } from './kyc.guard';
import { createKycRepo } from './kyc.repo';
import { kycRoutes } from './kyc.routes';
import type { KycServiceDeps } from './kyc.shared';
import { kycAccessToken } from './kyc-access-token';
import { kycProviderCallback } from './kyc-provider-callback';
import { resubmitKyc } from './resubmit-kyc';
import { showKyc } from './show-kyc';
import { submitKyc } from './submit-kyc';

export { startKycAutoApproval } from './kyc.auto-approve';
// The public surface other modules use (types and pure helpers; never a repo factory).
export type { KycGuard } from './kyc.guard';

type Signed = Parameters<typeof kycProviderCallback>[2];

/**
 * Identity verification (spec §2 form, §3 fields, §4 statuses): submissions from the form, the
 * status machine 0 → 1 → 2 or 3 with every step recorded, decisions by an operator, the provider
 * or the sandbox, and the user told of each decision in their language. One use case per file;
 * the operator console (ops/kyc.ts) reaches it through the module.
 */
function createKycService(deps: KycServiceDeps) {
  return {
    get: (userId: number) => getKyc(deps, userId),
    create: (userId: number, submission: KycSubmission, language: Language) =>
      submitKyc(deps, userId, submission, language),
    update: (userId: number, submission: KycSubmission, language: Language) =>
      resubmitKyc(deps, userId, submission, language),
    accessToken: (userId: number) => kycAccessToken(deps, userId),
    providerCallback: (callback: KycCallback, signed: Signed) => kycProviderCallback(deps, callback, signed),
    approve: (uid: string, operator: string) =>
      decideKycAsOperator(deps, { uid, decision: 'approved', reason: null, operator }),
    reject: (uid: string, reason: string, operator: string) =>
      decideKycAsOperator(deps, { uid, decision: 'rejected', reason, operator }),
    approveDue: (afterMs: number) => approveDueKyc(deps, afterMs),
    show: (uid: string) => showKyc(deps, uid),
    list: createKycRepo(deps.db).list,
  };
}
export type KycService = ReturnType<typeof createKycService>;

export function createKycModule(deps: {
  db: Db;
  now: () => Date;
  notifier: Notifier;
  files: Pick<FileAccess, 'link' | 'describe'>;
  provider: KycProvider;
  callbackSecret: string | undefined;
  users: Pick<UsersRepo, 'byId' | 'byUid'>;
}) {
  const service = createKycService(deps);
  /** What money areas ask before they move a user's money: is the identity verified. */
  const guard = createKycGuard(deps.db);
  return { routes: kycRoutes(service), service, guard };
}
