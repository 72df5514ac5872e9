import { decideKyc } from './decide-kyc';
import { createKycRepo } from './kyc.repo';
import type { KycServiceDeps } from './kyc.shared';

/** The sandbox's demo reviewer: approves form submissions waiting longer than `afterMs`. */
export async function approveDueKyc(
  deps: Pick<KycServiceDeps, 'db' | 'now' | 'users' | 'notifier'>,
  afterMs: number,
): Promise<number> {
  const cutoff = new Date(deps.now().getTime() - afterMs);
  let approved = 0;
  for (const { userId } of await createKycRepo(deps.db).dueForAutoApproval(cutoff, 20)) {
    const result = await decideKyc(deps, {
      userId,
      decision: 'approved',
      reason: null,
      actor: 'sandbox:auto-approve',
      submittedBefore: cutoff,
    });
    if (result.applied) approved++;
  }
  return approved;
}
