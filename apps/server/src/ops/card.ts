import { p2pOrderStatus } from '@coffer/contract';
import { eq } from 'drizzle-orm';
import { cardOrders, outboundDispatches, users } from '../db/schema';
import { toWire } from '../lib/money';
import type { OpsCommand } from './cli';

const statusName = (n: number) => String(p2pOrderStatus.keyOf(n as never) ?? n);
const dispatchStateName = ['ready', 'claimed', 'sent', 'unknown', 'refused', 'dropped'];

const orderUsage = 'card:order <orderId>';
export const cardOrderCommand: OpsCommand = {
  summary: 'Look up a card or quick-buy order: its buyer, amounts, status, processor payment and refund.',
  usage: orderUsage,
  positionals: true,
  run: async (ctx) => {
    const id = ctx.positionals?.[0];
    if (!id) throw new Error(`Usage: ${orderUsage}`);
    const db = ctx.database.db;
    const [row] = await db
      .select({ o: cardOrders, uid: users.uid })
      .from(cardOrders)
      .innerJoin(users, eq(users.id, cardOrders.userId))
      .where(eq(cardOrders.id, id));
    if (!row) throw new Error(`No card order ${id}.`);
    const { o, uid } = row;
    const [refund] = await db
      .select()
      .from(outboundDispatches)
      .where(eq(outboundDispatches.id, `card-refund:${o.id}`));
    ctx.out(`${o.id} (${o.kind})  user ${o.userId} (${uid})  ${statusName(o.status)}`);
    ctx.out(
      `  ${toWire(o.fiatAmount)} ${o.fiatCurrency} → ${toWire(o.cryptoAmount)} ${o.coin}  fee ${toWire(o.fee)}  rate ${toWire(o.rate)}`,
    );
    ctx.out(
      `  payment ${o.paymentId ?? '—'}  card ${o.cardBrand ?? '—'} ${o.cardLast4 ? `…${o.cardLast4}` : ''}`,
    );
    ctx.out(
      `  created ${o.createdAt.toISOString()}  paid ${o.paidAt?.toISOString() ?? '—'}  credited ${o.creditedAt?.toISOString() ?? '—'}`,
    );
    if (o.failureReason) ctx.out(`  reason ${o.failureReason}`);
    ctx.out(
      `  refund ${o.refunded ? 'done' : refund ? (dispatchStateName[refund.state] ?? refund.state) : 'none'}${refund ? ` (${refund.attempts} attempt(s))` : ''}`,
    );
  },
};

const refundUsage = 'card:refund <orderId>';
export const cardRefundCommand: OpsCommand = {
  summary: 'Refund to the card a captured order that will not be credited (it closes as failed).',
  usage: refundUsage,
  positionals: true,
  run: async (ctx) => {
    const id = ctx.positionals?.[0];
    if (!id) throw new Error(`Usage: ${refundUsage}`);
    const outcome = await ctx.modules.card.operatorRefund(id);
    if (outcome === 'notRefundable')
      throw new Error(`${id} is not a captured order waiting for its credit: nothing to refund.`);
    const [o] = await ctx.database.db.select().from(cardOrders).where(eq(cardOrders.id, id));
    ctx.out(
      o?.refunded
        ? `${id}: refunded to the card.`
        : `${id}: refund sent; the processor has not confirmed it yet (the job asks again).`,
    );
  },
};
