import { describe, expect, it } from 'vitest';
import type { ChangeFeed } from '../../db/change-feed';
import { createSessionGateCache, type GateRow } from './session-gate-cache';

/** A feed whose announcements the test makes (the database's are tested in the API test). */
function testFeed() {
  const forgetters = new Map<string, (key: string) => void>();
  const liveListeners: ((live: boolean) => void)[] = [];
  let live = true;
  const feed: ChangeFeed = {
    subscribe: (table, forget) => void forgetters.set(table, forget),
    onLiveChange: (listener) => void liveListeners.push(listener),
    live: () => live,
    close: async () => {},
  };
  return {
    feed,
    announce: (table: string, key: string) => forgetters.get(table)?.(key),
    setLive(next: boolean) {
      live = next;
      for (const listener of liveListeners) listener(next);
    },
  };
}

const row = (userId: number): GateRow => ({
  userId,
  expiresAt: new Date('2030-01-01'),
  revokedAt: null,
  revokedReason: null,
  bannedAt: null,
  disabledAt: null,
});

function counted(answer: GateRow | undefined) {
  const read = async () => {
    read.calls++;
    return answer;
  };
  read.calls = 0;
  return read;
}

describe('the session check kept in memory', () => {
  it('reads once, then answers from memory until the session is announced changed', async () => {
    const { feed, announce } = testFeed();
    const cache = createSessionGateCache({ changes: feed });
    const read = counted(row(1));
    await cache.gate('s1', read);
    await cache.gate('s1', read);
    expect(read.calls).toBe(1);
    announce('sessions', 's1');
    await cache.gate('s1', read);
    expect(read.calls).toBe(2);
  });

  it('forgets every session of a user announced changed, and only theirs', async () => {
    const { feed, announce } = testFeed();
    const cache = createSessionGateCache({ changes: feed });
    const [a, b] = [counted(row(1)), counted(row(2))];
    await cache.gate('a', a);
    await cache.gate('b', b);
    announce('users', '1');
    await cache.gate('a', a);
    await cache.gate('b', b);
    expect([a.calls, b.calls]).toEqual([2, 1]);
  });

  it('never keeps a read that began before an announcement (it may be older than the change)', async () => {
    const { feed, announce } = testFeed();
    const cache = createSessionGateCache({ changes: feed });
    let release = () => {};
    const slow = async () => {
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return row(1);
    };
    const pending = cache.gate('s1', slow);
    announce('sessions', 's1');
    release();
    await pending;
    expect(cache.size()).toBe(0);
  });

  it('answers nothing from memory while the feed is not live, and drops what it kept', async () => {
    const { feed, setLive } = testFeed();
    const cache = createSessionGateCache({ changes: feed });
    const read = counted(row(1));
    await cache.gate('s1', read);
    setLive(false);
    expect(cache.size()).toBe(0);
    await cache.gate('s1', read);
    await cache.gate('s1', read);
    expect(read.calls).toBe(3);
    expect(cache.size()).toBe(0);
  });

  it('keeps no unknown session, and no copy older than its bound', async () => {
    const { feed } = testFeed();
    let now = 0;
    const cache = createSessionGateCache({ changes: feed, now: () => now, ttlMs: 1000 });
    const missing = counted(undefined);
    await cache.gate('gone', missing);
    await cache.gate('gone', missing);
    expect(missing.calls).toBe(2);
    const read = counted(row(1));
    await cache.gate('s1', read);
    now = 1000;
    await cache.gate('s1', read);
    expect(read.calls).toBe(2);
  });

  it('holds at most its bound of sessions, dropping the oldest', async () => {
    const { feed } = testFeed();
    const cache = createSessionGateCache({ changes: feed, maxEntries: 2 });
    for (const id of ['a', 'b', 'c']) await cache.gate(id, counted(row(1)));
    expect(cache.size()).toBe(2);
    const a = counted(row(1));
    await cache.gate('a', a);
    expect(a.calls).toBe(1);
  });
});
