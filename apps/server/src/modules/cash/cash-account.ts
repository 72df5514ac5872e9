import { fiatAccountStatus, kycStatus } from '@coffer/contract';
import { AppError } from '../../lib/app-error';
import type { Caller } from '../../plugins/auth';
import { newReference } from './cash.fns';
import { createCashRepo } from './cash.repo';
import type { CashDeps } from './cash.shared';
import { cashAccountView } from './cash-view';

const s = fiatAccountStatus.members;
type AccountDeps = Pick<CashDeps, 'db' | 'repo' | 'kyc' | 'users' | 'bank' | 'messenger' | 'now'>;

/** VerificationKyc: whether the caller may apply (verified identity) and their account so far. */
export async function accountInfo(deps: Pick<AccountDeps, 'repo' | 'users'>, caller: Caller) {
  const user = await deps.users.byId(caller.userId);
  const account = await deps.repo.account(caller.userId);
  return {
    kycVerified: user?.kycStatus === kycStatus.members.verified,
    account: account ? cashAccountView(account) : null,
  };
}

/**
 * CreateCustomer: applies for the fiat account (KYC verified, spec §5). A second application while
 * one exists answers the existing one (an apply button pressed twice opens one account).
 */
export async function applyForAccount(deps: AccountDeps, caller: Caller, purpose: string) {
  await deps.kyc.requireVerified(caller.userId);
  const at = deps.now();
  const row = await deps.db.transaction(async (tx) => {
    const repo = createCashRepo(tx);
    const existing = await repo.account(caller.userId, true);
    if (existing) return existing;
    return repo.insertAccount({
      userId: caller.userId,
      status: s.submittedAwaitingReview,
      purpose,
      reference: newReference('CU'),
      createdAt: at,
      updatedAt: at,
    });
  });
  return cashAccountView(row);
}

/** UpdateCustomer: answers a request for reconfirmation; the application goes back to review. */
export async function reconfirmAccount(deps: AccountDeps, caller: Caller, purpose: string) {
  await deps.kyc.requireVerified(caller.userId);
  const row = await deps.db.transaction(async (tx) => {
    const repo = createCashRepo(tx);
    const existing = await repo.account(caller.userId, true);
    if (!existing) throw new AppError('userAssetNotFound', 'Apply for the fiat account first.');
    if (existing.status !== s.needsReconfirmation || existing.openedAt)
      throw new AppError('orderStatusInvalid', 'The application is not waiting for your reconfirmation.');
    return repo.updateAccount(caller.userId, {
      status: s.submittedAwaitingReview,
      purpose,
      reason: null,
      updatedAt: deps.now(),
    });
  });
  if (!row) throw new AppError('userAssetNotFound');
  return cashAccountView(row);
}

const tell = (deps: Pick<AccountDeps, 'messenger'>, userId: number, subject: string, text: string) =>
  deps.messenger.send({ userId, subject, text, kind: 'cashAccount' });

/**
 * The operator's decision on an application awaiting review (`ops cash:account`): approve (the
 * bank then creates the customer: being created) or ask for reconfirmation with a reason. The user
 * is told by message; the live stream carries the new status.
 */
export async function reviewAccount(
  deps: AccountDeps,
  userId: number,
  decision: { approve: true } | { approve: false; reason: string },
) {
  const row = await deps.db.transaction(async (tx) => {
    const repo = createCashRepo(tx);
    const existing = await repo.account(userId, true);
    if (!existing) throw new AppError('userAssetNotFound', `User ${userId} has not applied.`);
    if (existing.status !== s.submittedAwaitingReview || existing.openedAt)
      throw new AppError('orderStatusInvalid', 'The application is not awaiting review.');
    return decision.approve
      ? repo.updateAccount(userId, { status: s.beingCreated, reason: null, updatedAt: deps.now() })
      : repo.updateAccount(userId, {
          status: s.needsReconfirmation,
          reason: decision.reason,
          updatedAt: deps.now(),
        });
  });
  if (!row) throw new AppError('userAssetNotFound');
  if (decision.approve)
    await tell(
      deps,
      userId,
      'Your fiat account is being created',
      'Your fiat account was approved and is being created at our bank partner.',
    );
  else
    await tell(
      deps,
      userId,
      'Please reconfirm your fiat account application',
      `Your fiat account application needs your reconfirmation: ${decision.reason}`,
    );
  return cashAccountView(row);
}

/**
 * The job's step: accounts being created are opened at the bank (createCustomer answers the same
 * id for the same user, so a retry after a crash opens nothing twice), then marked open.
 */
export async function openApprovedAccounts(deps: AccountDeps): Promise<number> {
  let opened = 0;
  for (const a of await deps.repo.accountsWithStatus(s.beingCreated)) {
    if (a.openedAt) continue;
    const user = await deps.users.byId(a.userId);
    const customerId = await deps.bank.createCustomer({
      userId: a.userId,
      name: user?.name ?? '',
      reference: a.reference,
      now: deps.now(),
    });
    const row = await deps.repo.markOpened(a.userId, customerId, deps.now());
    if (row) {
      opened++;
      await tell(
        deps,
        a.userId,
        'Your fiat account is open',
        'Your fiat account is open: you can top it up by bank transfer.',
      );
    }
  }
  return opened;
}
