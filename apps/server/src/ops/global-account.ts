import { type BankChannel, globalAccountStatus, payerAccountKey } from '@coffer/contract';
import { desc, eq, isNull } from 'drizzle-orm';
import { globalAccountDetails, globalAccounts, users } from '../db/schema';
import { toWire } from '../lib/money';
import type { OpsCommand } from './cli';

const positiveInt = (text: string | undefined, usage: string) => {
  const n = Number(text);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`Usage: ${usage}`);
  return n;
};
const reasonOf = (values: Record<string, unknown>) =>
  typeof values.reason === 'string' ? values.reason.trim().slice(0, 500) : '';

const accountUsage =
  'cash:global [<userId> --approve | <userId> --reconfirm --reason "…" | <userId> --reject --reason "…"]';
export const cashGlobalCommand: OpsCommand = {
  summary: 'List the global account applications not yet open, or approve, send back or reject one.',
  usage: accountUsage,
  options: {
    approve: { type: 'boolean' },
    reconfirm: { type: 'boolean' },
    reject: { type: 'boolean' },
    reason: { type: 'string' },
  },
  positionals: true,
  run: async (ctx) => {
    const id = ctx.positionals?.[0];
    const service = ctx.modules.globalAccount;
    if (!id) {
      const rows = await ctx.database.db
        .select({ a: globalAccounts, uid: users.uid, name: users.name })
        .from(globalAccounts)
        .innerJoin(users, eq(users.id, globalAccounts.userId))
        .where(isNull(globalAccounts.openedAt))
        .orderBy(desc(globalAccounts.submittedAt))
        .limit(50);
      if (rows.length === 0) ctx.out('No applications.');
      for (const { a, uid, name } of rows) {
        const files = await service.attachmentsOf(a.userId);
        ctx.out(
          `user ${a.userId} (${uid} ${name})  ${String(globalAccountStatus.keyOf(a.status ?? 0))}  ${a.channel}  ${a.submittedAt.toISOString()}`,
        );
        for (const f of files) ctx.out(`    ${f.fieldKey}: ${f.url}`);
      }
      return;
    }
    const userId = positiveInt(id, accountUsage);
    const reason = reasonOf(ctx.values);
    const chosen = [ctx.values.approve, ctx.values.reconfirm, ctx.values.reject].filter(Boolean).length;
    if (chosen !== 1 || (!ctx.values.approve && !reason)) throw new Error(`Usage: ${accountUsage}`);
    const account = await service.review(
      userId,
      ctx.values.approve
        ? { decision: 'approve' }
        : { decision: ctx.values.reconfirm ? 'reconfirm' : 'reject', reason },
    );
    ctx.out(`User ${userId}: ${String(globalAccountStatus.keyOf(account.status ?? 1))}.`);
    if (ctx.values.approve) ctx.out(`Opened at the bank now: ${await service.openApproved()} account(s).`);
  },
};

const payInUsage = 'cash:global-payin [<payInId> --release | <payInId> --return --reason "…"]';
export const cashGlobalPayInCommand: OpsCommand = {
  summary: 'List the pay-ins to global accounts waiting for review, or release (credit) one or return it.',
  usage: payInUsage,
  options: { release: { type: 'boolean' }, return: { type: 'boolean' }, reason: { type: 'string' } },
  positionals: true,
  run: async (ctx) => {
    const id = ctx.positionals?.[0];
    const service = ctx.modules.globalAccount;
    if (!id) {
      const rows = await service.payInsForReview();
      if (rows.length === 0) ctx.out('Nothing to review.');
      for (const p of rows)
        ctx.out(
          `${p.id}  user ${p.userId}  ${toWire(p.amount)} ${p.currency} by ${p.paymentType}  from ${p.payerName} (${p.payerAccount})  ${p.reviewReason ?? ''}`,
        );
      return;
    }
    const reason = reasonOf(ctx.values);
    if (ctx.values.release === ctx.values.return || (ctx.values.return && !reason))
      throw new Error(`Usage: ${payInUsage}`);
    const payIn = await service.decidePayIn(
      id,
      ctx.values.release ? { release: true } : { release: false, reason },
    );
    ctx.out(
      ctx.values.release
        ? `Pay-in ${id}: credited ${payIn.credited} ${payIn.currency} (fee ${payIn.fee}).`
        : `Pay-in ${id}: returned to the payer.`,
    );
  },
};

const sendUsage =
  'cash:global-send <userId> <currency> <amount> --from <payer account> [--type sepa|fps|ach|fedwire] [--payer "Name"] [--id <bank transfer id>]';
/** The payer account as typed: an IBAN, or `<sort code>:<account>` (fps), or `<aba>:<account>` (ach, fedwire). */
function payerFields(type: BankChannel, from: string): Record<string, string> {
  if (type === 'sepa') return { iban: from.replace(/\s+/g, '').toUpperCase() };
  const [code = '', account = ''] = from.split(':');
  return type === 'fps'
    ? { sort_code: code, account_number: account }
    : { aba: code, account_number: account };
}
export const cashGlobalSendCommand: OpsCommand = {
  summary: "Sandbox bank: a payer's transfer reaches a user's global account details in a currency.",
  usage: sendUsage,
  options: {
    from: { type: 'string' },
    type: { type: 'string' },
    payer: { type: 'string' },
    id: { type: 'string' },
  },
  positionals: true,
  run: async (ctx) => {
    const [uid, cur, amount] = ctx.positionals ?? [];
    const userId = positiveInt(uid, sendUsage);
    const currency = (cur ?? '').toUpperCase();
    const from = typeof ctx.values.from === 'string' ? ctx.values.from : '';
    if (!amount || !/^\d+(\.\d+)?$/.test(amount) || !from) throw new Error(`Usage: ${sendUsage}`);
    const bank = ctx.modules.sandboxBank;
    if (!bank) throw new Error('This server talks to a real bank: the sandbox bank tools are off.');
    const [details] = (
      await ctx.database.db.select().from(globalAccountDetails).where(eq(globalAccountDetails.userId, userId))
    ).filter((d) => d.currency === currency);
    if (!details) throw new Error(`User ${userId} has no ${currency} global account details.`);
    const type = (typeof ctx.values.type === 'string' ? ctx.values.type : details.paymentType) as BankChannel;
    const payer = payerFields(type, from);
    if (!payerAccountKey(type, payer)) throw new Error(`Usage: ${sendUsage}`);
    await bank.globalPayIn({
      currency,
      paymentType: type,
      amount,
      payerName: typeof ctx.values.payer === 'string' ? ctx.values.payer : 'Sandbox Payer',
      payer,
      to: details.account,
      reference: 'SANDBOX',
      ...(typeof ctx.values.id === 'string' ? { bankTransferId: ctx.values.id } : {}),
    });
    ctx.out(`Transfer of ${amount} ${currency} from ${from} delivered to user ${userId}'s details.`);
  },
};
