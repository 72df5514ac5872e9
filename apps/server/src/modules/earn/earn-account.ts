import { type EndpointParsedInput, type earnEndpoints, savingsAgreement } from '@coffer/contract';
import { AppError } from '../../lib/app-error';
import type { Caller } from '../../plugins/auth';
import { createEarnRepo, type EarnRepo } from './earn.repo';
import type { EarnDeps } from './earn.shared';

type Input = EndpointParsedInput<typeof earnEndpoints.createUser>;

const accountView = (a: { agreementVersion: string; agreedAt: Date }) => ({
  agreementVersion: a.agreementVersion,
  agreedAt: a.agreedAt.toISOString(),
});

/**
 * Opens the caller's earn account once, storing the agreement version agreed to and when. A second
 * call answers the account as first opened (the first agreement stands).
 */
export async function openEarnAccount(deps: EarnDeps, caller: Caller, input: Input) {
  await deps.kyc.requireVerified(caller.userId);
  const repo = createEarnRepo(deps.db);
  const existing = await repo.account(caller.userId);
  if (existing) return accountView(existing);
  if (input.agreementVersion !== savingsAgreement.version) throw new AppError('earnAgreementOutdated');
  const made = await repo.insertAccount({
    userId: caller.userId,
    agreementVersion: input.agreementVersion,
    agreedAt: deps.now(),
  });
  // A parallel call made it first: answer that one.
  const account = made ?? (await repo.account(caller.userId));
  if (!account) throw new Error('earn account neither made nor found');
  return accountView(account);
}

/** KYC, then the earn account: every earn call of a user but CreateUser needs both. */
export async function requireEarnAccount(deps: Pick<EarnDeps, 'kyc'>, repo: EarnRepo, userId: number) {
  await deps.kyc.requireVerified(userId);
  if (!(await repo.account(userId))) throw new AppError('earnAccountRequired');
}

export { accountView };
