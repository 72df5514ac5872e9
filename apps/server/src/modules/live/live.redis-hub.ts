import type { LiveEvent } from '@coffer/contract';
import type { Db } from '../../db/client';
import type { Leases } from '../../lib/lease';
import type { SharedRedis } from '../../lib/redis';
import { advance, changesSince } from './live.changes';
import type { LiveHub, Send, Subscriber } from './live.hub';

/** Rows written a moment before the first stream opened are sent too: a client refetch is harmless. */
const startSlackMs = 2000;
/** A cursor older than this (nobody followed for a while) restarts at now: no flood of old rows. */
const staleCursorMs = 10 * 60_000;
/** How many events the stream keeps for replay (about; Redis trims in whole blocks). */
const streamLength = 10_000;
/** At most this many missed events are replayed to one reconnecting stream. */
const replayMax = 1000;
const blockMs = 2000;

type Entry = [id: string, fields: string[]];

/** Stream ids (`ms-seq`) in order, so an entry read twice (replay, then the live read) is sent once. */
export function streamIdAfter(a: string, b: string) {
  const [am = 0, as = 0] = a.split('-').map(Number);
  const [bm = 0, bs = 0] = b.split('-').map(Number);
  return am > bm || (am === bm && as > bs);
}

const fieldsOf = (fields: string[]) => {
  const map = new Map<string, string>();
  for (let i = 0; i + 1 < fields.length; i += 2) map.set(fields[i] as string, fields[i + 1] as string);
  return { userId: Number(map.get('u')), event: JSON.parse(map.get('e') ?? 'null') as LiveEvent };
};

/**
 * The live fan-out across processes. One process at a time (the `live-poller` lease, taken by a
 * process that has streams open) follows the database from a cursor kept in Redis and appends
 * each change to a Redis stream, with the cursor, in one MULTI. Every process with streams open
 * reads the stream (XREAD BLOCK on its own connection) and writes each entry to its owner's
 * streams with the entry's id, so a browser that reconnects to any process with Last-Event-ID
 * gets what it missed from the stream first (XRANGE). One database poll for the whole deployment,
 * however many processes; a leader that dies passes the lease on within its time to live, and the
 * next one carries on from the shared cursor.
 */
export function createRedisLiveHub(deps: {
  db: Db;
  now: () => Date;
  redis: SharedRedis;
  leases: Leases;
  pollMs?: number;
  onError?: (e: unknown) => void;
}): LiveHub {
  const { db, now, redis, leases } = deps;
  const { client } = redis;
  const pollMs = deps.pollMs ?? 1000;
  const streamKey = `${redis.prefix}live:events`;
  const cursorKey = `${redis.prefix}live:cursor`;
  const leaseName = 'live-poller';
  const leaseMs = Math.max(5000, pollMs * 5);
  const onError = deps.onError ?? (() => {});
  const subscribers = new Map<number, Set<Subscriber>>();
  let timer: NodeJS.Timeout | undefined;
  let polling = false;
  let reading = false;
  let closed = false;
  /** The last entry this process has handed to its streams. */
  let lastId: string | undefined;
  let reader: ReturnType<SharedRedis['blocking']> | undefined;

  function deliver(entries: readonly Entry[]) {
    for (const [id, fields] of entries) {
      if (lastId && !streamIdAfter(id, lastId)) continue;
      lastId = id;
      const { userId, event } = fieldsOf(fields);
      for (const sub of subscribers.get(userId) ?? []) sub.send(event, id);
    }
  }

  async function readCursor() {
    const saved = JSON.parse((await client.get(cursorKey)) ?? 'null') as {
      at: number;
      seen: string[];
    } | null;
    const at = now().getTime();
    if (!saved || saved.at < at - staleCursorMs)
      return { since: new Date(at - startSlackMs), seen: new Set<string>() };
    return { since: new Date(saved.at), seen: new Set(saved.seen) };
  }

  /** The leader's step: the database's changes since the shared cursor, appended with the cursor moved on. */
  async function follow() {
    if (!(await leases.hold(leaseName, leaseMs))) return;
    const { since, seen } = await readCursor();
    const next = advance(await changesSince(db, since), since, seen);
    const step = client.multi();
    for (const c of next.fresh)
      step.xadd(
        streamKey,
        'MAXLEN',
        '~',
        streamLength,
        '*',
        'u',
        String(c.userId),
        'e',
        JSON.stringify(c.event),
      );
    step.set(cursorKey, JSON.stringify({ at: next.cursor.getTime(), seen: [...next.seen] }));
    await step.exec();
  }

  async function startFrom() {
    const [latest] = (await client.xrevrange(streamKey, '+', '-', 'COUNT', 1)) as Entry[];
    return latest?.[0] ?? '0-0';
  }

  /** Reads the stream while this process has streams open; the entries go to their owners. */
  async function read() {
    if (reading) return;
    reading = true;
    reader ??= redis.blocking();
    try {
      while (!closed && subscribers.size > 0) {
        try {
          lastId ??= await startFrom();
          const answer = (await reader.xread('COUNT', 500, 'BLOCK', blockMs, 'STREAMS', streamKey, lastId)) as
            | [string, Entry[]][]
            | null;
          if (answer?.[0]) deliver(answer[0][1]);
        } catch (error) {
          if (closed) return;
          onError(error);
          await new Promise((resolve) => setTimeout(resolve, 1000));
        }
      }
    } finally {
      reading = false;
    }
  }

  /** What a reconnecting stream missed since `after`, before the live entries (which skip those). */
  async function replay(userId: number, sub: { buffered: Entry[] | null }, send: Send, after: string) {
    let sentUpTo = after;
    try {
      const missed = (await client.xrange(streamKey, `(${after}`, '+', 'COUNT', replayMax)) as Entry[];
      for (const [id, fields] of missed) {
        const { userId: owner, event } = fieldsOf(fields);
        if (owner === userId) send(event, id);
        sentUpTo = id;
      }
    } catch (error) {
      onError(error);
    }
    const buffered = sub.buffered ?? [];
    sub.buffered = null;
    for (const [id, fields] of buffered) if (streamIdAfter(id, sentUpTo)) send(fieldsOf(fields).event, id);
  }

  async function poll() {
    if (polling) return;
    polling = true;
    try {
      await follow();
      const news = (await client.xrange(
        streamKey,
        lastId ? `(${lastId}` : '-',
        '+',
        'COUNT',
        500,
      )) as Entry[];
      if (lastId) deliver(news);
    } catch (error) {
      onError(error);
    } finally {
      polling = false;
    }
  }

  function start() {
    void read();
    if (!timer && pollMs !== 0) {
      timer = setInterval(() => void follow().catch(onError), pollMs);
      timer.unref();
    }
  }

  function stopWhenIdle() {
    if (subscribers.size > 0) return;
    if (timer) clearInterval(timer);
    timer = undefined;
    // Another process with streams open takes the poller's lease at once.
    void leases.release(leaseName);
  }

  return {
    poll,
    subscribe(userId: number, send: Send, end: () => void = () => {}, lastEventId?: string) {
      const set = subscribers.get(userId) ?? new Set<Subscriber>();
      const replayFrom = lastEventId && /^\d+-\d+$/.test(lastEventId) ? lastEventId : undefined;
      const sub: Subscriber & { buffered: Entry[] | null } = {
        buffered: replayFrom ? [] : null,
        // While the replay runs, live entries wait so the order stays the stream's.
        send: (event, id) => {
          if (sub.buffered && id) sub.buffered.push([id, ['u', String(userId), 'e', JSON.stringify(event)]]);
          else send(event, id);
        },
        end,
      };
      set.add(sub);
      subscribers.set(userId, set);
      if (replayFrom) void replay(userId, sub, send, replayFrom);
      start();
      return () => {
        set.delete(sub);
        if (set.size === 0) subscribers.delete(userId);
        stopWhenIdle();
      };
    },
    close() {
      closed = true;
      if (timer) clearInterval(timer);
      timer = undefined;
      void leases.release(leaseName);
      const all = [...subscribers.values()].flatMap((set) => [...set]);
      subscribers.clear();
      for (const sub of all) sub.end();
    },
  };
}
