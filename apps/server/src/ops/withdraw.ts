import { withdrawalStatus } from '@coffer/contract';
import { Dec, toWire } from '../lib/money';
import type { OpsCommand } from './cli';

const s = withdrawalStatus.members;

const processorFor = (ctx: Parameters<OpsCommand['run']>[0]) => ctx.modules.withdrawalsProcessor;

export const withdrawListCommand: OpsCommand = {
  summary: 'List withdrawals waiting for review (--all: every one still in flight).',
  usage: 'withdraw:list [--all]',
  options: { all: { type: 'boolean' } },
  run: async (ctx) => {
    const statuses = ctx.values.all ? [s.pendingSend, s.pendingReview, s.processing] : [s.pendingReview];
    const rows = await processorFor(ctx).list(statuses);
    if (rows.length === 0) ctx.out('Nothing waiting.');
    for (const w of rows)
      ctx.out(
        `${w.rid}  user ${w.userId}  ${toWire(w.amount)} ${w.coin} (+${toWire(new Dec(w.fee))} fee) on ${w.network} to ${w.address}  ${String(withdrawalStatus.keyOf(w.status))}  ${w.createdAt.toISOString()}`,
      );
  },
};

const decide = (kind: 'approve' | 'reject'): OpsCommand => ({
  summary:
    kind === 'approve'
      ? 'Approve a withdrawal under review: it is sent to the chain.'
      : 'Reject a withdrawal under review: the funds return to the user.',
  usage: `withdraw:${kind} <rid> [--note "…"]`,
  options: { note: { type: 'string' } },
  positionals: true,
  run: async (ctx) => {
    const rid = ctx.positionals?.[0];
    if (!rid || !/^[A-Za-z0-9]{8,40}$/.test(rid)) throw new Error(`Usage: withdraw:${kind} <rid>`);
    const note = typeof ctx.values.note === 'string' ? ctx.values.note.slice(0, 500) : '';
    const processor = processorFor(ctx);
    const done = kind === 'approve' ? await processor.approve(rid, note) : await processor.reject(rid, note);
    if (!done) throw new Error(`No withdrawal ${rid} is waiting for review.`);
    ctx.out(`Withdrawal ${rid}: ${String(withdrawalStatus.keyOf(done.status))}.`);
  },
});

export const withdrawApproveCommand = decide('approve');
export const withdrawRejectCommand = decide('reject');
