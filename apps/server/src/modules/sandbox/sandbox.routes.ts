import { endpoints } from '@coffer/contract';
import { readOutbox } from '../../adapters/notifier/sandbox-notifier';
import type { Db } from '../../db/client';
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

/**
 * Sandbox tools (SANDBOX_TOOLS=1 only, never by default): the outbox of one address, so browser
 * tests and demos can read the one-time codes the sandbox notifier "sent".
 */
export const sandboxRoutes = (db: Db) => [
  route(endpoints.sandbox.getOutbox, async ({ input }) => {
    const rows = await readOutbox(db, { to: input.to, limit: input.limit });
    return rows.map((r) => ({
      id: r.id,
      channel: r.channel,
      recipient: r.recipient,
      subject: r.subject,
      body: r.body,
      kind: r.kind,
      createdAt: r.createdAt.toISOString(),
    }));
  }),
];
