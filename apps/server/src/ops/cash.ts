import { type CashFailureReason, cashFailureReasons, fiatAccountStatus } from '@coffer/contract';
import { desc, eq, isNull } from 'drizzle-orm';
import { cashAccounts, cashOrders, users } from '../db/schema';
import { toWire } from '../lib/money';
import type { OpsCommand } from './cli';

const s = fiatAccountStatus.members;
const positiveInt = (text: string | undefined, usage: string) => {
  const n = Number(text);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`Usage: ${usage}`);
  return n;
};
const sandboxBankOf = (ctx: Parameters<OpsCommand['run']>[0]) => {
  if (!ctx.modules.sandboxBank)
    throw new Error('This server talks to a real bank: the sandbox bank tools are off.');
  return ctx.modules.sandboxBank;
};

const accountUsage = 'cash:account [<userId> --approve | <userId> --reconfirm --reason "…"]';
export const cashAccountCommand: OpsCommand = {
  summary: 'List the fiat account applications awaiting review, or approve one / ask for reconfirmation.',
  usage: accountUsage,
  options: { approve: { type: 'boolean' }, reconfirm: { type: 'boolean' }, reason: { type: 'string' } },
  positionals: true,
  run: async (ctx) => {
    const id = ctx.positionals?.[0];
    if (!id) {
      const rows = await ctx.database.db
        .select({ a: cashAccounts, uid: users.uid, name: users.name })
        .from(cashAccounts)
        .innerJoin(users, eq(users.id, cashAccounts.userId))
        .where(isNull(cashAccounts.openedAt))
        .orderBy(desc(cashAccounts.createdAt))
        .limit(50);
      if (rows.length === 0) ctx.out('No applications.');
      for (const { a, uid, name } of rows)
        ctx.out(
          `user ${a.userId} (${uid} ${name})  ${String(fiatAccountStatus.keyOf(a.status ?? s.submittedAwaitingReview))}  "${a.purpose}"  ${a.createdAt.toISOString()}`,
        );
      return;
    }
    const userId = positiveInt(id, accountUsage);
    const reason = typeof ctx.values.reason === 'string' ? ctx.values.reason.trim().slice(0, 500) : '';
    if (ctx.values.approve === ctx.values.reconfirm || (ctx.values.reconfirm && !reason))
      throw new Error(`Usage: ${accountUsage}`);
    const account = ctx.values.approve
      ? await ctx.modules.cash.review(userId, { approve: true })
      : await ctx.modules.cash.review(userId, { approve: false, reason });
    ctx.out(`User ${userId}: ${String(fiatAccountStatus.keyOf(account.status ?? s.beingCreated))}.`);
    if (ctx.values.approve)
      ctx.out(`Opened at the bank now: ${await ctx.modules.cash.openApproved()} account(s).`);
  },
};

const payInUsage =
  'cash:payin <reference> <amount> <currency> [--payer "Name"] [--account <payer account>] [--id <bank transfer id>]';
export const cashPayInCommand: OpsCommand = {
  summary: 'Sandbox bank: an incoming transfer with this reference reaches the collection account.',
  usage: payInUsage,
  // --id: the bank's id of the transfer; the same id again is the bank repeating its notification.
  options: { payer: { type: 'string' }, account: { type: 'string' }, id: { type: 'string' } },
  positionals: true,
  run: async (ctx) => {
    const [reference, amount, currency] = ctx.positionals ?? [];
    if (!reference || !amount || !/^\d+(\.\d+)?$/.test(amount) || !currency)
      throw new Error(`Usage: ${payInUsage}`);
    let payerName = typeof ctx.values.payer === 'string' ? ctx.values.payer : '';
    if (!payerName) {
      // By default the holder of the account the reference names pays (their own bank transfer).
      const ref = reference.toUpperCase();
      const [account] = await ctx.database.db
        .select({ name: users.name })
        .from(cashAccounts)
        .innerJoin(users, eq(users.id, cashAccounts.userId))
        .where(eq(cashAccounts.reference, ref));
      const [order] = await ctx.database.db
        .select({ name: users.name })
        .from(cashOrders)
        .innerJoin(users, eq(users.id, cashOrders.userId))
        .where(eq(cashOrders.reference, ref));
      payerName = account?.name ?? order?.name ?? 'Unknown payer';
    }
    await sandboxBankOf(ctx).payIn({
      reference,
      amount,
      currency: currency.toUpperCase(),
      payerName,
      payerAccount: typeof ctx.values.account === 'string' ? ctx.values.account : 'SANDBOX-PAYER',
      ...(typeof ctx.values.id === 'string' ? { bankTransferId: ctx.values.id } : {}),
    });
    ctx.out(`Transfer of ${amount} ${currency.toUpperCase()} with reference ${reference} delivered.`);
  },
};

const reviewUsage = 'cash:review [<payInId> --credit <userId> | <payInId> --reject --reason "…"]';
export const cashReviewCommand: OpsCommand = {
  summary: 'List the incoming transfers that matched nothing, or credit one to a user / send it back.',
  usage: reviewUsage,
  options: { credit: { type: 'string' }, reject: { type: 'boolean' }, reason: { type: 'string' } },
  positionals: true,
  run: async (ctx) => {
    const id = ctx.positionals?.[0];
    if (!id) {
      const rows = await ctx.modules.cash.payInsForReview();
      if (rows.length === 0) ctx.out('Nothing to review.');
      for (const p of rows)
        ctx.out(
          `#${p.id}  ${toWire(p.amount)} ${p.currency}  ref ${p.reference}  from ${p.payerName} (${p.payerAccount})  ${p.note ?? ''}${p.orderId ? `  order ${p.orderId}` : ''}`,
        );
      return;
    }
    const payInId = positiveInt(id, reviewUsage);
    const reason = typeof ctx.values.reason === 'string' ? ctx.values.reason.trim().slice(0, 500) : '';
    if (ctx.values.reject) {
      if (!reason) throw new Error(`Usage: ${reviewUsage}`);
      await ctx.modules.cash.decidePayIn(payInId, { credit: false, reason });
      ctx.out(`Pay-in #${payInId} rejected: sent back to the payer.`);
      return;
    }
    const userId = positiveInt(
      typeof ctx.values.credit === 'string' ? ctx.values.credit : undefined,
      reviewUsage,
    );
    const order = await ctx.modules.cash.decidePayIn(payInId, { credit: true, userId });
    ctx.out(
      `Pay-in #${payInId} credited to user ${userId}${order ? ` (order ${order.id}, ${order.amount} ${order.currency})` : ''}.`,
    );
  },
};

const bankUsage = `cash:bank <settle|fail|return|redeliver> <orderId> [--reason <${cashFailureReasons.join('|')}>]`;
/** The bank's reason as a catalogued code (the user reads it translated), or a usage error. */
const reasonCode = (value: unknown): CashFailureReason | undefined => {
  if (value === undefined) return undefined;
  const code = cashFailureReasons.find((r) => r === value);
  if (!code) throw new Error(`Usage: ${bankUsage}`);
  return code;
};
export const cashBankCommand: OpsCommand = {
  summary: 'Sandbox bank: settle, fail or return a payout, or deliver its last notification again.',
  usage: bankUsage,
  options: { reason: { type: 'string' } },
  positionals: true,
  run: async (ctx) => {
    const [action, orderId] = ctx.positionals ?? [];
    if (!orderId || !/^[A-Za-z0-9]{8,40}$/.test(orderId)) throw new Error(`Usage: ${bankUsage}`);
    const bank = sandboxBankOf(ctx);
    const reason = reasonCode(ctx.values.reason);
    if (action === 'settle') await bank.settle(orderId);
    else if (action === 'fail') await bank.fail(orderId, reason);
    else if (action === 'return') await bank.returnPayout(orderId, reason);
    else if (action === 'redeliver') await bank.redeliver(orderId);
    else throw new Error(`Usage: ${bankUsage}`);
    ctx.out(`Payout ${orderId}: ${action} delivered.`);
  },
};
