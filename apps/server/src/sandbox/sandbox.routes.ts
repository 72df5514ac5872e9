import { endpoints } from '@coffer/contract';
import { route } from '../plugins/routes';
import { demoAccounts, demoPassword } from '../seed/demo-accounts';

/**
 * Demo mode: the sign-in page lists the demo accounts while the server seeds them (SEED_DEMO on)
 * and is not in production mode (app.ts decides); otherwise the answer is empty, so a production
 * server tells nothing even when an operator seeded the demo data.
 */
export const demoRoutes = (demoMode: boolean) => [
  route(endpoints.sandbox.getDemoAccounts, async () =>
    demoMode
      ? {
          enabled: true,
          password: demoPassword,
          accounts: demoAccounts.map((a) => ({
            email: a.email,
            areaCode: a.areaCode,
            phoneNumber: a.phoneNumber,
            name: a.name,
            accountType: a.accountType,
            kycStatus: a.kycStatus,
          })),
        }
      : { enabled: false, password: null, accounts: [] },
  ),
];
