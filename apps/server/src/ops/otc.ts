import { acceptorPairStatus, otcOrderKind, otcOrderStatus } from '@coffer/contract';
import { asc, desc, eq, like } from 'drizzle-orm';
import { acceptorConfigs, ledgerTransfers, otcOrders, otcPairs, users } from '../db/schema';
import { toWire } from '../lib/money';
import type { OpsCommand } from './cli';

const listMax = 50;
const statusName = (status: number) => String(otcOrderStatus.keyOf(status));

export const otcOrdersCommand: OpsCommand = {
  summary: `List the latest ${listMax} OTC orders (--awaiting: only those waiting for their acceptor).`,
  usage: 'otc:orders [--awaiting]',
  options: { awaiting: { type: 'boolean' } },
  run: async ({ database, values, out }) => {
    const rows = await database.db
      .select()
      .from(otcOrders)
      .where(values.awaiting ? eq(otcOrders.status, otcOrderStatus.members.awaitingAcceptor) : undefined)
      .orderBy(desc(otcOrders.createdAt))
      .limit(listMax);
    if (rows.length === 0) out('No orders.');
    for (const o of rows)
      out(
        `${o.id}  ${String(otcOrderKind.keyOf(o.kind)).padEnd(10)} user ${o.userId} → acceptor ${o.acceptorId}  ${o.side} ${toWire(o.quantity)} ${o.baseCoin} @ ${toWire(o.price)} = ${toWire(o.total)} ${o.quoteCoin}  ${statusName(o.status)}  ${o.createdAt.toISOString()}${o.answerBy && o.status === otcOrderStatus.members.awaitingAcceptor ? `  answer by ${o.answerBy.toISOString()}` : ''}`,
      );
  },
};

export const otcOrderCommand: OpsCommand = {
  summary: 'Show one OTC order with its ledger transfers.',
  usage: 'otc:order <orderId>',
  positionals: true,
  run: async ({ database, positionals, out }) => {
    const id = positionals?.[0] ?? '';
    const [o] = await database.db.select().from(otcOrders).where(eq(otcOrders.id, id));
    if (!o) throw new Error(`No OTC order ${id}. Usage: ${otcOrderCommand.usage}`);
    out(`${o.id} (quote ${o.quoteId}), ${String(otcOrderKind.keyOf(o.kind))}, ${statusName(o.status)}`);
    out(
      `  user ${o.userId} (${o.userName}) ${o.side}s ${toWire(o.quantity)} ${o.baseCoin} from acceptor ${o.acceptorId} (${o.acceptorName})`,
    );
    out(`  at ${toWire(o.price)} ${o.quoteCoin}, total ${toWire(o.total)} ${o.quoteCoin}`);
    out(
      `  placed ${o.createdAt.toISOString()}, answer by ${o.answerBy?.toISOString() ?? '—'}, resolved ${o.resolvedAt?.toISOString() ?? '—'}`,
    );
    const transfers = await database.db
      .select()
      .from(ledgerTransfers)
      .where(like(ledgerTransfers.id, `otc:${o.id}:%`))
      .orderBy(asc(ledgerTransfers.id));
    for (const t of transfers) out(`  transfer ${t.id}  kind ${t.kind}  ${toWire(t.amount)} ${t.asset}`);
  },
};

export const otcDesksCommand: OpsCommand = {
  summary: 'List the acceptors’ pair desks: ranges, deviations, status.',
  usage: 'otc:desks',
  run: async ({ database, out }) => {
    const rows = await database.db
      .select({ c: acceptorConfigs, symbol: otcPairs.symbol, uid: users.uid, name: users.name })
      .from(acceptorConfigs)
      .innerJoin(otcPairs, eq(otcPairs.id, acceptorConfigs.pairId))
      .innerJoin(users, eq(users.id, acceptorConfigs.acceptorId))
      .orderBy(asc(acceptorConfigs.acceptorId), asc(acceptorConfigs.id));
    if (rows.length === 0) out('No desks.');
    for (const { c, symbol, uid, name } of rows)
      out(
        `#${c.id} ${uid} ${name}  ${symbol.padEnd(10)} ${c.status === acceptorPairStatus.members.enabled ? 'on ' : 'off'}  buy ${toWire(c.buyMinQuantity)}–${toWire(c.buyMaxQuantity)} +${toWire(c.buyDeviation)} %  sell ${toWire(c.sellMinQuantity)}–${toWire(c.sellMaxQuantity)} −${toWire(c.sellDeviation)} %`,
      );
  },
};

export const otcExpireCommand: OpsCommand = {
  summary: 'Expire now the OTC orders whose answer window has ended (the job does it every tick).',
  usage: 'otc:expire',
  run: async ({ modules, out }) => {
    out(`Expired ${await modules.otc.expireDue(500)} order(s).`);
  },
};
