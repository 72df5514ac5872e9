import type { OpsCommand } from './cli';

/**
 * The credited deposits whose transaction a reorg deeper than the network's confirmations took
 * back. Nothing was taken back from the user: the operator decides (the user's balance may already
 * have been spent) and corrects through the ledger.
 */
export const depositsReorgedCommand: OpsCommand = {
  summary: 'List credited deposits a reorg deeper than the confirmations took back (an alert to decide on).',
  usage: 'deposits:reorged',
  run: async ({ modules, out }) => {
    const rows = await modules.deposits.reorged();
    if (rows.length === 0) {
      out('No credited deposit was taken back by a reorg.');
      return;
    }
    for (const d of rows)
      out(
        `deposit ${d.id} user ${d.userId} ${d.amount} ${d.coin} on ${d.network} tx ${d.txId}: credited ${d.creditedAt?.toISOString() ?? '?'}, gone from the chain ${d.reorgedAt?.toISOString() ?? '?'}`,
      );
    out('Nothing was taken back from these users: decide each one and correct it through the ledger.');
  },
};
