import { type SecurityChangeStatus, securityChangeStatus } from '@coffer/contract';
import type { OpsCommand } from './cli';

const review = (ctx: Parameters<OpsCommand['run']>[0]) => ctx.modules.securityReview;

const idOf = (values: Record<string, unknown>) => {
  const id = Number(values.id);
  if (!Number.isSafeInteger(id) || id <= 0) throw new Error('--id <application id> is required');
  return id;
};

const s = securityChangeStatus.members;
/** The operator's words for the contract's statuses (`pending` is `underReview`). */
const statusFromOption: Record<string, SecurityChangeStatus | 'all'> = {
  pending: s.underReview,
  approved: s.approved,
  rejected: s.rejected,
  all: 'all',
};
const statusLabels: Record<SecurityChangeStatus, string> = {
  [s.underReview]: 'under review',
  [s.approved]: 'approved',
  [s.rejected]: 'rejected',
};

/** Lists security-item change applications (the review queue by default). */
export const securityListCommand: OpsCommand = {
  summary: 'List security-item change applications (under review by default).',
  usage: 'security:list [--status pending|approved|rejected|all]',
  options: { status: { type: 'string' } },
  run: async (ctx) => {
    const option = String(ctx.values.status ?? 'pending');
    const status = Object.hasOwn(statusFromOption, option) ? statusFromOption[option] : undefined;
    if (status === undefined)
      throw new Error(`--status must be one of ${Object.keys(statusFromOption).join(', ')}`);
    const rows = await review(ctx).list(status);
    if (rows.length === 0) {
      ctx.out('No applications.');
      return;
    }
    for (const { application: a, uid, idPhoto, selfie } of rows) {
      const next =
        a.newEmail ?? (a.newPhoneNumber ? `${a.newAreaCode} ${a.newPhoneNumber}` : 'new authenticator');
      const state = statusLabels[a.status] ?? String(a.status);
      ctx.out(
        `#${a.id}  uid ${uid}  lost ${a.lostItem} → ${next}  verified with ${a.verifiedWith.join('+')}  ` +
          `ID photo ${idPhoto}  selfie ${selfie}  ${state}  ${a.createdAt.toISOString()}`,
      );
    }
  },
};

export const securityApproveCommand: OpsCommand = {
  summary: 'Approve a change application: apply the new item, hold withdrawals 24 h, end sessions.',
  usage: 'security:approve --id <application id>',
  options: { id: { type: 'string' } },
  run: async (ctx) => {
    const done = await review(ctx).approve(idOf(ctx.values));
    ctx.out(`Application approved: the ${done.lostItem} of uid ${done.uid} is replaced; sessions ended.`);
  },
};

export const securityRejectCommand: OpsCommand = {
  summary: 'Reject a change application, telling the applicant why.',
  usage: 'security:reject --id <application id> --reason "…"',
  options: { id: { type: 'string' }, reason: { type: 'string' } },
  run: async (ctx) => {
    const reason = typeof ctx.values.reason === 'string' ? ctx.values.reason.trim() : '';
    if (!reason) throw new Error('--reason is required');
    const done = await review(ctx).reject(idOf(ctx.values), reason.slice(0, 500));
    ctx.out(`Application rejected for uid ${done.uid}.`);
  },
};
