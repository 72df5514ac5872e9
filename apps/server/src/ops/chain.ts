import { z } from 'zod';
import { type SandboxDeposit, SandboxInputError, sendSandboxDeposit } from '../sandbox/sandbox-deposit';
import type { OpsCommand } from './cli';

const inputSchema = z.object({
  positionals: z.tuple([z.string().min(1).max(128), z.string().min(1).max(60)]),
  network: z.string().toUpperCase().optional(),
  coin: z.string().toUpperCase().optional(),
});

/** Who the server credits the deposit to, and when. */
function creditLine(sent: SandboxDeposit): string {
  const after = `after ${sent.confirmations} confirmations`;
  if (sent.paymentOrder)
    return `It pays payment order ${sent.paymentOrder.orderId}; the server credits merchant ${sent.paymentOrder.merchantId} (minus the channel fee) ${after}.`;
  if (sent.userId !== undefined) return `It belongs to user ${sent.userId}; the server credits it ${after}.`;
  return 'No user or payment order owns this address: nobody will be credited.';
}

export const chainDepositCommand: OpsCommand = {
  summary: 'Send a sandbox deposit to an address; it confirms on a timer and the server credits it.',
  usage: 'chain:deposit <address> <amount> [--network BTC|ERC20|TRC20] [--coin USDT]',
  options: { network: { type: 'string' }, coin: { type: 'string' } },
  positionals: true,
  run: async ({ database, modules, values, positionals, out }) => {
    const parsed = inputSchema.safeParse({ ...values, positionals: positionals ?? [] });
    if (!parsed.success) throw new Error(`Usage: ${chainDepositCommand.usage}`);
    const [address, amount] = parsed.data.positionals;
    let sent: SandboxDeposit;
    try {
      sent = await sendSandboxDeposit(
        { db: database.db, coins: modules.coins, deposits: modules.deposits, payments: modules.payments },
        { address, amount, network: parsed.data.network, coin: parsed.data.coin },
        new Date(),
      );
    } catch (error) {
      // The operator's mistake reads as before; anything else is a bug and keeps its stack.
      if (error instanceof SandboxInputError) throw new Error(error.message);
      throw error;
    }
    out(`Sent ${sent.amount} ${sent.coin} on ${sent.network} to ${sent.address}: transaction ${sent.txId}.`);
    out(creditLine(sent));
  },
};
