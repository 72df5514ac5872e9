import type { LiveEvent } from '@coffer/contract';
import type { Db } from '../../db/client';
import { advance, changesSince } from './live.changes';

/** Writes one event to a stream; `id` (the Redis hub's) lets a reconnecting browser ask for what it missed. */
export type Send = (event: LiveEvent, id?: string) => void;
export interface Subscriber {
  send: Send;
  /** Ends the stream (server shutdown). */
  end: () => void;
}

/** The fan-out of database changes to the streams of their owners: this one, or Redis's (live.redis-hub.ts). */
export interface LiveHub {
  /** One round of following the database (a timer calls it; tests with pollMs 0 call it by hand). */
  poll(): Promise<void>;
  /**
   * Follows one user's changes until the returned function is called. With `lastEventId` (the
   * browser's Last-Event-ID), a hub that keeps a log first sends what came after it.
   */
  subscribe(userId: number, send: Send, end?: () => void, lastEventId?: string): () => void;
  /** Ends every open stream: a server that is closing waits for none of them. */
  close(): void;
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
}): LiveHub {
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
    close() {
      if (timer) clearInterval(timer);
      timer = undefined;
      const all = [...subscribers.values()].flatMap((set) => [...set]);
      subscribers.clear();
      for (const sub of all) sub.end();
    },
  };
}
