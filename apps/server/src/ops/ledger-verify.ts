import { verifyLedger } from '../ledger/verify';
import type { OpsCommand } from './cli';

export const ledgerVerifyCommand: OpsCommand = {
  summary: 'Check the ledger invariants (balances sum to zero per asset, match their transfers, …).',
  usage: 'ledger:verify',
  run: async ({ database, out }) => {
    const report = await verifyLedger(database.db);
    out(
      `${report.accounts} accounts, ${report.transfers} transfers, ${report.pendingOpen} reservations open.`,
    );
    if (report.problems.length === 0) {
      out('Ledger OK: every invariant holds.');
      return;
    }
    for (const problem of report.problems) out(`PROBLEM ${problem}`);
    throw new Error(`Ledger verification failed: ${report.problems.length} problem(s).`);
  },
};
