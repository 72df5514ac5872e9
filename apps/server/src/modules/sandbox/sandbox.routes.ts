import { endpoints } from '@coffer/contract';
import { route } from '../../plugins/routes';
import { demoAccounts, demoPassword } from '../../seed/demo-accounts';

/**
 * Demo mode: the sign-in page lists the demo accounts while the server seeds them (SEED_DEMO on);
 * otherwise the answer is empty, so a production server tells nothing.
 */
export const demoRoutes = (demoMode: boolean) => [
  route(endpoints.demo.getDemoAccounts, async () =>
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
