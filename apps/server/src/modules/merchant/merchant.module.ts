import { contractReadSecondsDefault } from '@coffer/contract';
import type { Notifier } from '../../adapters/notifier/notifier';
import type { PriceAdapter } from '../../adapters/prices/prices';
import type { Db } from '../../db/client';
import type { CoinsRepo } from '../assets/assets.module';
import type { PasswordHasher } from '../auth/auth.module';
import { createMerchantRepo } from './merchant.repo';
import { merchantRoutes } from './merchant.routes';
import { createMerchantAccess } from './merchant-access';
import { createMerchantApplications } from './merchant-application';
import { createMerchantSettings } from './merchant-settings';
import { createSubMerchantService } from './sub-merchants';

export { effectiveChannelRates, holdsRole } from './merchant.fns';
export type { MerchantAccess } from './merchant-access';

/** The merchant back-office core without its routes: what the operator console and other areas use. */
export function createMerchantServices(deps: {
  db: Db;
  now: () => Date;
  notifier: Notifier;
  contractReadSeconds?: number;
}) {
  const repo = createMerchantRepo(deps.db);
  const access = createMerchantAccess(repo);
  const applications = createMerchantApplications({
    repo,
    access,
    notifier: deps.notifier,
    now: deps.now,
    contractReadSeconds: deps.contractReadSeconds ?? contractReadSecondsDefault,
  });
  return { repo, access, applications };
}

/**
 * The merchant back office (issue 16): sub-merchants, rate settings, channel fees, the official
 * application. `access` is the narrow view the payments and cloud-wallet areas use:
 * `access.merchantOf(userId)` and `access.can(userId, 'approveRefund' | 'approvePayment' | 'approveTransfer')`.
 */
export function createMerchantModule(deps: {
  db: Db;
  now: () => Date;
  notifier: Notifier;
  hasher: Pick<PasswordHasher, 'hash'>;
  coins: Pick<CoinsRepo, 'all'>;
  prices: PriceAdapter;
  contractReadSeconds?: number;
}) {
  const { repo, access, applications } = createMerchantServices(deps);
  const subs = createSubMerchantService({ ...deps, repo, access });
  const settings = createMerchantSettings({ ...deps, repo, access });
  return {
    routes: merchantRoutes({ subs, settings, applications }),
    access: { can: access.can, merchantOf: access.merchantOf },
    applications,
  };
}
