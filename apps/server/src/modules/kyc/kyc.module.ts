import type { KycProvider } from '../../adapters/kyc/kyc-provider';
import type { Notifier } from '../../adapters/notifier/notifier';
import type { Db } from '../../db/client';
import type { UsersRepo } from '../auth/auth.module';
import type { FileAccess } from '../uploads/uploads.module';
import { createKycGuard } from './kyc.guard';
import { kycRoutes } from './kyc.routes';
import { createKycService } from './kyc.service';

export { startKycAutoApproval } from './kyc.auto-approve';
// The public surface other modules use (types and pure helpers; never a repo factory).
export type { KycGuard } from './kyc.guard';
export { createKycGuard };

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
  return { routes: kycRoutes(service), service };
}
