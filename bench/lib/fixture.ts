import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPostgres } from '../../apps/server/src/db/client';
import { createTokenService } from '../../apps/server/src/lib/tokens';
import type { ScratchDatabase } from '../../apps/server/test/scratch-database';
import { createScratchDb } from './scratch-db';
import { type RunningServer, startServer } from './server';

/**
 * A scratch PostgreSQL database with the app's migrations and `users` verified users, each with a
 * session, a USDT spot account (id 2u, funded) and a USDT flash-exchange account (id 2u + 1), and
 * the production server on it. Account ids are fixed so the bare-SQL scripts can name them.
 */
export interface Fixture {
  db: ScratchDatabase;
  /** The server running now (`restart` replaces it). */
  readonly server: RunningServer;
  /** Stops the server and starts one with these node arguments (another bundle, --cpu-prof) on the same data. */
  restart(args?: string[]): Promise<void>;
  users: number;
  /** The server's environment (its secret and database): another process on the same data. */
  serverEnv: Record<string, string>;
  /** A valid bearer header for user u (1 … users). */
  auth(u: number): string;
  /** Runs SQL on the scratch database. */
  query<T = Record<string, unknown>>(text: string, values?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

export const spotAccount = (u: number) => 2 * u;
export const flashAccount = (u: number) => 2 * u + 1;

export async function createFixture(options: {
  users: number;
  port: number;
  /** Node's arguments for the server (default: the production bundle). */
  serverArgs?: string[];
}): Promise<Fixture> {
  const db = await createScratchDb();
  const client = new pg.Client({ connectionString: db.url });
  let server: RunningServer | undefined;
  try {
    const migrated = await openPostgres(db.url, 2);
    await migrated.migrate();
    await migrated.close();
    await client.connect();
    await seedBenchUsers((text) => client.query(text), options.users);
    const secret = randomBytes(32).toString('hex');
    const env = { ...benchServerEnv(secret), DATABASE_URL: db.url };
    const start = (args?: string[]) => startServer({ port: options.port, env, ...(args ? { args } : {}) });
    server = await start(options.serverArgs);
    const headers = await benchTokens(secret, options.users);
    let running = server;
    return {
      db,
      get server() {
        return running;
      },
      async restart(args) {
        await running.stop();
        running = await start(args);
      },
      users: options.users,
      serverEnv: env,
      auth: (u) => headers[u] as string,
      query: async (text, values) => (await client.query(text, values)).rows,
      async close() {
        await running.stop();
        await client.end();
        await db.drop();
      },
    };
  } catch (error) {
    await server?.kill();
    await client.end().catch(() => {});
    await db.drop();
    throw error;
  }
}

/** The server's environment on a bench database: no demo data, no jobs, no web app, day-long tokens. */
export const benchServerEnv = (secret: string): Record<string, string> => ({
  JWT_SECRET: secret,
  SEED_DEMO: '0',
  JOBS_INTERVAL_MS: '0',
  WEB_DIST_DIR: '/nonexistent',
  ACCESS_TOKEN_TTL_SECONDS: '86400',
});

/** Each bench user's bearer header (index u), for the session `bench-<u>` the seed made. */
export async function benchTokens(secret: string, users: number): Promise<string[]> {
  const tokens = createTokenService(new TextEncoder().encode(secret), 86_400);
  const headers: string[] = [];
  for (let u = 1; u <= users; u++)
    headers[u] =
      `Bearer ${await tokens.sign({ userId: u, uid: `b${u}`, accountType: 0, sessionId: `bench-${u}` })}`;
  return headers;
}

/** The users, sessions and funded accounts of the fixture, on a migrated database (PostgreSQL or PGlite). */
export async function seedBenchUsers(
  run: (text: string) => Promise<{ rows: Record<string, unknown>[] }>,
  users: number,
) {
  if (!Number.isInteger(users) || users < 1) throw new Error('users: a positive integer');
  await run(
    `insert into users (uid, password_hash, kyc_status) select 'b' || g, 'x', 3 from generate_series(1, ${users}) g`,
  );
  await run(
    `insert into sessions (id, user_id, created_at, expires_at)
     select 'bench-' || id, id, now(), now() + interval '2 days' from users`,
  );
  // Custody first (id 1), then per user in order its spot and flash accounts: ids 2u and 2u + 1.
  await run(`
    do $$
    declare v_custody bigint;
    begin
      v_custody := ledger_account(null, 'custody', 'USDT', null, 'TRC20', false);
      for u in 1..(select max(id) from users) loop
        perform ledger_account(u, null, 'USDT', 0::smallint, '', true);
        perform ledger_account(u, null, 'USDT', 1::smallint, '', true);
      end loop;
    end $$`);
  const [wrong] = (
    await run(
      'select count(*)::int as n from ledger_accounts where owner_user_id is not null and id <> 2 * owner_user_id + wallet_type',
    )
  ).rows;
  if (wrong?.n !== 0) throw new Error('ledger account ids are not the expected 2u / 2u + 1');
  await run(`
    select ledger_transfer('fund:' || id, 0::smallint, 1, 2 * id, 'USDT', 1000000, 'deposit', null)
    from users order by id`);
  await run('vacuum analyze');
}
