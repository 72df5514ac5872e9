import { accountType, merchantBusinessType } from '@coffer/contract';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { merchantChannelFees, users } from '../db/schema';
import { AppError } from '../lib/app-error';
import { toWire } from '../lib/money';
import type { OpsCommand } from './commands';
import { parseOrThrow } from './markdown-file';

const businessNames = Object.keys(
  merchantBusinessType.members,
) as (keyof typeof merchantBusinessType.members)[];

const feeOptions = z.object({
  merchant: z.string().trim().min(1),
  currency: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{2,10}$/)
    .transform((c) => c.toUpperCase()),
  business: z.enum(businessNames as [string, ...string[]]),
  rate: z.string().regex(/^(0|[1-9]\d*)(\.\d{1,18})?$/, 'a decimal fraction such as 0.005'),
  remove: z.boolean().optional(),
});

export const merchantFeeCommand: OpsCommand = {
  summary:
    'Set (or --remove) a merchant channel fee: one merchant by uid, or "all" for the default of every merchant.',
  usage: `merchant:fee --merchant <uid|all> --currency USDT --business ${businessNames.join('|')} --rate 0.005 [--remove]`,
  options: {
    merchant: { type: 'string' },
    currency: { type: 'string' },
    business: { type: 'string' },
    rate: { type: 'string' },
    remove: { type: 'boolean' },
  },
  run: async ({ database, values, out }) => {
    const input = parseOrThrow(feeOptions, { rate: '0', ...values });
    const db = database.db;
    let merchantId = 0;
    if (input.merchant !== 'all') {
      const [user] = await db.select().from(users).where(eq(users.uid, input.merchant));
      if (user?.accountType !== accountType.members.merchant)
        throw new Error(`No merchant ${input.merchant}.`);
      merchantId = user.id;
    }
    const businessType =
      merchantBusinessType.members[input.business as keyof typeof merchantBusinessType.members];
    const who = merchantId === 0 ? 'every merchant (default)' : `merchant ${input.merchant}`;
    if (input.remove) {
      await db
        .delete(merchantChannelFees)
        .where(
          and(
            eq(merchantChannelFees.merchantId, merchantId),
            eq(merchantChannelFees.currency, input.currency),
            eq(merchantChannelFees.businessType, businessType),
          ),
        );
      out(`Removed the ${input.business} fee in ${input.currency} of ${who}.`);
      return;
    }
    const set = { feeRate: input.rate, updatedAt: new Date() };
    await db
      .insert(merchantChannelFees)
      .values({ merchantId, currency: input.currency, businessType, ...set })
      .onConflictDoUpdate({
        target: [
          merchantChannelFees.merchantId,
          merchantChannelFees.currency,
          merchantChannelFees.businessType,
        ],
        set,
      });
    out(`The ${input.business} fee in ${input.currency} of ${who} is now ${toWire(input.rate)}.`);
  },
};

const reviewOptions = z.object({
  approve: z.boolean().optional(),
  reject: z.boolean().optional(),
  reason: z.string().trim().max(500).optional(),
  by: z.string().trim().max(64).optional(),
});

export const merchantReviewCommand: OpsCommand = {
  summary:
    'List the official-merchant applications under review, or decide one: --approve, or --reject --reason "…" (the merchant is told).',
  usage: 'merchant:review [<uid> --approve | <uid> --reject --reason "…"] [--by <operator>]',
  positionals: true,
  options: {
    approve: { type: 'boolean' },
    reject: { type: 'boolean' },
    reason: { type: 'string' },
    by: { type: 'string' },
  },
  run: async ({ modules, positionals, values, out }) => {
    const applications = modules.merchantApplications;
    const uid = positionals?.[0];
    if (!uid) {
      const rows = await applications.underReview();
      if (rows.length === 0) out('No merchant applications under review.');
      for (const r of rows)
        out(
          `${r.uid}  ${r.name || '(no name)'}  ${r.app.fullName} (${r.app.shortName})  receipt ${r.app.receiptCurrency}  certificate ${r.app.certificateFileId ?? '—'}  submitted ${r.app.submittedAt?.toISOString() ?? '—'}`,
        );
      return;
    }
    const input = parseOrThrow(reviewOptions, values);
    if (input.approve === input.reject)
      throw new Error(`Say --approve or --reject. Usage: ${merchantReviewCommand.usage}`);
    if (input.reject && !input.reason) throw new Error('--reason is required: the merchant sees it.');
    try {
      await applications.review(uid, {
        approve: input.approve === true,
        ...(input.reason ? { reason: input.reason } : {}),
        by: input.by || 'operator',
      });
    } catch (error) {
      if (error instanceof AppError) throw new Error(error.details ?? error.message);
      throw error;
    }
    out(
      input.approve
        ? `Approved: merchant ${uid} is now official, and has been notified.`
        : `Rejected: merchant ${uid} sees the reason given, and has been notified.`,
    );
  },
};
