import type { LiveEvent } from '@coffer/contract';
import type { Db } from '../../db/client';
import { advance, changesSince } from './live.changes';

type Send = (event: LiveEvent) => void;
interface Subscriber {
  send: Send;
  /** Ends the stream (server shutdown). */
  end: () => void;
}
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
      const next = advance(await changesSince(db, since), since, seenAtCursor);
      for (const c of next.fresh) emit(c.userId, c.event);
      seenAtCursor = next.seen;
      cursor = next.cursor;
    } catch (error) {
      deps.onError?.(error);
    } finally {
      polling = false;
    }
  }

  function startPolling() {
    if (!cursor) cursor = new Date(now().getTime() - startSlackMs);
    if (!timer && deps.pollMs !== 0) {
      timer = setInterval(() => void poll(), deps.pollMs ?? 1000);
      timer.unref();
    }
  }

  function stopPollingWhenIdle() {
    if (subscribers.size === 0 && timer) {
      clearInterval(timer);
      timer = undefined;
      cursor = undefined;
    }
  }

  return {
    poll,
    subscribe(userId: number, send: Send, end: () => void = () => {}): () => void {
      const set = subscribers.get(userId) ?? new Set<Subscriber>();
      const sub = { send, end };
      set.add(sub);
      subscribers.set(userId, set);
      startPolling();
      return () => {
        set.delete(sub);
        if (set.size === 0) subscribers.delete(userId);
        stopPollingWhenIdle();
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
