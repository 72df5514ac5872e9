import { createKycRepo } from './kyc.repo';
import { byUidOrThrow, type KycServiceDeps } from './kyc.shared';

/** For the operator console: the user, their application and its history. */
export async function showKyc(deps: Pick<KycServiceDeps, 'db' | 'users'>, uid: string) {
  const user = await byUidOrThrow(deps, uid);
  const repo = createKycRepo(deps.db);
  const app = await repo.byUser(user.id);
  return { user, application: app ?? null, events: app ? await repo.events(app.id) : [] };
}
