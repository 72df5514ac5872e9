import { endpoints } from '@coffer/contract';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../../../test/api-client';
import { aUser } from '../../../test/builders';
import { useTestApp } from '../../../test/harness';
import { changeFeedApplication } from '../../db/change-feed';
import { sessions, users } from '../../db/schema';

/**
 * The per-call session check is answered from memory (session-gate-cache.ts) and forgotten on the
 * database's change feed. What must hold: a revocation, a ban or a disabled account is refused on
 * the next call when this process wrote it, as soon as it is announced when another process did,
 * and nothing is answered from memory while the feed cannot hear.
 */
const t = useTestApp();
const onPostgres = process.env.TEST_DB === 'postgres';
const info = (token: string) => api(t).as({ token }).send(endpoints.auth.getAccountInfo);
const codeOf = async (token: string) => (await info(token)).error?.code ?? 'ok';

async function signedIn(tag: string) {
  const user = await aUser().email(`${tag}@example.com`).create(t);
  const sessionId = `gate-${tag}`;
  const token = await t.tokenFor({ userId: user.id, uid: user.uid, sessionId });
  // The first call reads the database and keeps the answer; the next ones are answered from memory.
  expect(await codeOf(token)).toBe('ok');
  expect(await codeOf(token)).toBe('ok');
  return { user, sessionId, token };
}

/** A connection of its own to this file's database: another process, as far as the server knows. */
async function otherProcess() {
  const answer = await t.db.execute(sql`select current_database() as name`);
  const { rows } = answer as unknown as { rows: { name: string }[] };
  const url = new URL(process.env.TEST_DATABASE_URL as string);
  url.pathname = `/${String(rows[0]?.name)}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  return client;
}

describe('the session check kept in memory', () => {
  it('refuses a session revoked through this process on the very next call', async () => {
    const { sessionId, token } = await signedIn('revoked');
    await t.db
      .update(sessions)
      .set({ revokedAt: t.clock.now, revokedReason: 'logout' })
      .where(eq(sessions.id, sessionId));
    expect(await codeOf(token)).toBe(50001);
  });

  it('refuses a deleted session on the very next call', async () => {
    const { sessionId, token } = await signedIn('deleted');
    await t.db.delete(sessions).where(eq(sessions.id, sessionId));
    expect(await codeOf(token)).toBe(50001);
  });

  it('refuses every session of a banned or disabled user on the very next call, and lets them in again when lifted', async () => {
    const { user, token } = await signedIn('banned');
    await t.db.update(users).set({ bannedAt: t.clock.now }).where(eq(users.id, user.id));
    expect(await codeOf(token)).toBe(80001);
    await t.db.update(users).set({ bannedAt: null }).where(eq(users.id, user.id));
    expect(await codeOf(token)).toBe('ok');
    await t.db.update(users).set({ disabledAt: t.clock.now }).where(eq(users.id, user.id));
    expect(await codeOf(token)).toBe(80001);
  });

  it('still refuses an expired session: its end is compared with the clock on every call', async () => {
    const { user, sessionId } = await signedIn('expiring');
    t.clock.advance(366 * 86_400_000);
    // A token signed at the new time, for the same session (whose row ends after 365 days).
    const fresh = await t.tokenFor({ userId: user.id, uid: user.uid, sessionId });
    expect(await codeOf(fresh)).toBe(50001);
  });

  it.runIf(onPostgres)(
    'refuses a session revoked by another process as soon as the database announces it',
    async () => {
      const { sessionId, token } = await signedIn('elsewhere');
      const other = await otherProcess();
      try {
        await other.query(`update sessions set revoked_at = now(), revoked_reason = 'logout' where id = $1`, [
          sessionId,
        ]);
        await vi.waitFor(async () => expect(await codeOf(token)).toBe(50001), { timeout: 5000, interval: 5 });
      } finally {
        await other.end();
      }
    },
  );

  it.runIf(onPostgres)(
    'answers nothing from memory while it cannot hear the database, and keeps again once it can',
    async () => {
      const { sessionId, token } = await signedIn('deaf');
      const other = await otherProcess();
      try {
        // The server's listening connection ends (as when the network drops it); its pool stays.
        await other.query(
          'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and application_name = $1',
          [changeFeedApplication],
        );
        await vi.waitFor(() => expect(t.database.changes.live()).toBe(false), { timeout: 5000, interval: 5 });
        await other.query(`update sessions set revoked_at = now(), revoked_reason = 'logout' where id = $1`, [
          sessionId,
        ]);
        expect(await codeOf(token)).toBe(50001);
        await vi.waitFor(() => expect(t.database.changes.live()).toBe(true), {
          timeout: 10_000,
          interval: 20,
        });
        expect(await codeOf(token)).toBe(50001);
        const again = await signedIn('heard-again');
        await other.query(`update sessions set revoked_at = now(), revoked_reason = 'logout' where id = $1`, [
          again.sessionId,
        ]);
        await vi.waitFor(async () => expect(await codeOf(again.token)).toBe(50001), {
          timeout: 5000,
          interval: 5,
        });
      } finally {
        await other.end();
      }
    },
  );
});
