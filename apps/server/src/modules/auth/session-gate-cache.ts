import type { ChangeFeed } from '../../db/change-feed';

/** What the per-call check reads of a session and its user (session.repo.ts `gate`). */
export interface GateRow {
  userId: number;
  expiresAt: Date;
  revokedAt: Date | null;
  revokedReason: string | null;
  bannedAt: Date | null;
  disabledAt: Date | null;
}

export interface SessionGateCacheOptions {
  changes: ChangeFeed;
  /** Milliseconds of the machine's clock (not the service's, which tests move). */
  now?: () => number;
  /** A bound on any copy's age, whatever the feed says (a change made past the triggers). */
  ttlMs?: number;
  maxEntries?: number;
}

/**
 * The session check's read, kept in memory between calls: every signed-in call reads its session,
 * and the database's answer changes only when the session is revoked or its user banned or
 * disabled. Those changes are announced by the database itself (the change feed: a trigger on
 * `sessions` and on the users' ban columns), to this process's writing connection before its
 * write returns and to other processes a moment after commit; a copy is forgotten on the
 * announcement. So a revocation made here is refused on the very next call, and one made by
 * another process or the operator's console as soon as the announcement arrives (on one machine,
 * well under a millisecond). While the feed is not live (the listening connection is down) nothing
 * is answered from memory and everything kept is dropped. A read that began before an announcement
 * is not kept (`generation`), so a copy older than a change can never be stored after it.
 * Expiry is compared with the clock on every call, from the row, as before.
 */
export function createSessionGateCache(options: SessionGateCacheOptions) {
  const { changes, now = () => performance.now() } = options;
  const ttlMs = options.ttlMs ?? 60_000;
  const maxEntries = options.maxEntries ?? 100_000;
  const entries = new Map<string, { row: GateRow; at: number }>();
  let generation = 0;

  const forgetAll = () => {
    generation++;
    entries.clear();
  };
  changes.subscribe('sessions', (sessionId) => {
    generation++;
    entries.delete(sessionId);
  });
  changes.subscribe('users', (key) => {
    generation++;
    const userId = Number(key);
    for (const [sessionId, entry] of entries) if (entry.row.userId === userId) entries.delete(sessionId);
  });
  changes.onLiveChange(forgetAll);

  return {
    /** The session's row from memory, else `read` (kept when nothing changed meanwhile). */
    async gate(sessionId: string, read: () => Promise<GateRow | undefined>) {
      if (!changes.live()) return read();
      const kept = entries.get(sessionId);
      if (kept && now() - kept.at < ttlMs) return kept.row;
      const before = generation;
      const row = await read();
      if (row && before === generation && changes.live()) {
        if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
        entries.set(sessionId, { row, at: now() });
      }
      return row;
    },
    size: () => entries.size,
  };
}
export type SessionGateCache = ReturnType<typeof createSessionGateCache>;
