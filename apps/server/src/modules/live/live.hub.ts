import type { LiveEvent } from '@coffer/contract';
import { asc, gte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { deposits, otcOrders, withdrawals } from '../../db/schema';
import { depositView } from '../deposits/deposits.module';
import { otcOrderView } from '../otc/otc.module';
import { withdrawalView } from '../withdrawals/withdrawals.module';

type Send = (event: LiveEvent) => void;
interface Subscriber {
  send: Send;
  /** Ends the stream (server shutdown). */
  end: () => void;
}
const batchMax = 500;
/** Rows written a moment before a stream opened are sent too: a client refetch is harmless. */
const startSlackMs = 2000;

/**
 * Follows deposits, withdrawals and OTC orders by their updated_at with one query per tick for the whole
 * process, however many streams are open, and hands each change to its owner's streams. Every
 * process polls the database, so a change made by any process (the jobs, the console) reaches
 * every stream.
 */
export function createLiveHub(deps: {
  db: Db;
  now: () => Date;
  pollMs?: number;
  onError?: (e: unknown) => void;
}) {
  const { db, now } = deps;
  const subscribers = new Map<number, Set<Subscriber>>();
  let cursor: Date | undefined;
  let seenAtCursor = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  let polling = false;

  function emit(userId: number, event: LiveEvent) {
    for (const sub of subscribers.get(userId) ?? []) sub.send(event);
  }

  async function poll() {
    if (polling || !cursor) return;
    polling = true;
    try {
      const since = cursor;
      const [d, w, o] = await Promise.all([
        db
          .select()
          .from(deposits)
          .where(gte(deposits.updatedAt, since))
          .orderBy(asc(deposits.updatedAt))
          .limit(batchMax),
        db
          .select()
          .from(withdrawals)
          .where(gte(withdrawals.updatedAt, since))
          .orderBy(asc(withdrawals.updatedAt))
          .limit(batchMax),
        db
          .select()
          .from(otcOrders)
          .where(gte(otcOrders.updatedAt, since))
          .orderBy(asc(otcOrders.updatedAt))
          .limit(batchMax),
      ]);
      const changes = [
        ...d.map((row) => ({
          key: `d${row.id}:${row.updatedAt.getTime()}`,
          at: row.updatedAt,
          userId: row.userId,
          event: { event: 'deposit', data: depositView(row) } as LiveEvent,
        })),
        ...w.map((row) => ({
          key: `w${row.id}:${row.updatedAt.getTime()}`,
          at: row.updatedAt,
          userId: row.userId,
          event: { event: 'withdrawal', data: withdrawalView(row) } as LiveEvent,
        })),
        // An OTC order reaches both of its parties' streams.
        ...o.flatMap((row) =>
          [row.userId, row.acceptorId].map((userId) => ({
            key: `o${row.id}:${userId}:${row.updatedAt.getTime()}`,
            at: row.updatedAt,
            userId,
            event: { event: 'otcOrder', data: otcOrderView(row) } as LiveEvent,
          })),
        ),
      ].sort((a, b) => a.at.getTime() - b.at.getTime());
      let next = since;
      for (const c of changes) {
        if (seenAtCursor.has(c.key)) continue;
        emit(c.userId, c.event);
        if (c.at > next) next = c.at;
      }
      // Rows at the new cursor instant are asked for again next time (>=): remember them.
      seenAtCursor = new Set(changes.filter((c) => c.at.getTime() === next.getTime()).map((c) => c.key));
      cursor = next;
    } catch (error) {
      deps.onError?.(error);
    } finally {
      polling = false;
    }
  }

  return {
    poll,
    subscribe(userId: number, send: Send, end: () => void = () => {}): () => void {
      if (!cursor) cursor = new Date(now().getTime() - startSlackMs);
      const set = subscribers.get(userId) ?? new Set<Subscriber>();
      const sub = { send, end };
      set.add(sub);
      subscribers.set(userId, set);
      if (!timer && deps.pollMs !== 0) {
        timer = setInterval(() => void poll(), deps.pollMs ?? 1000);
        timer.unref();
      }
      return () => {
        set.delete(sub);
        if (set.size === 0) subscribers.delete(userId);
        if (subscribers.size === 0 && timer) {
          clearInterval(timer);
          timer = undefined;
          cursor = undefined;
        }
      };
    },
    /** Ends every open stream: a server that is closing waits for none of them. */
    close() {
      if (timer) clearInterval(timer);
      timer = undefined;
      const all = [...subscribers.values()].flatMap((set) => [...set]);
      subscribers.clear();
      for (const sub of all) sub.end();
    },
  };
}
export type LiveHub = ReturnType<typeof createLiveHub>;
