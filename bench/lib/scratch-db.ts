import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The PostgreSQL the benchmarks create their scratch databases beside. */
export const adminUrl = () =>
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';

/** Whether pgbench is installed (Debian's postgresql-client). */
export const hasPgbench = () => spawnSync('pgbench', ['--version']).status === 0;

/**
 * Whether a PostgreSQL answers there and pgbench is installed (the smoke runs skip the database
 * benchmarks without them).
 */
export async function postgresAnswers(url = adminUrl()): Promise<boolean> {
  if (!hasPgbench()) return false;
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

export interface ScratchDb {
  name: string;
  url: string;
  /** Drops the database, after waiting (bounded) for its connections to go. */
  drop(): Promise<void>;
}

/** Named after the admin database (`<db>_bench_<hex>`), or `coffer_bench_<hex>` beside `postgres`. */
export async function createScratchDb(): Promise<ScratchDb> {
  const base = adminUrl();
  const admindb = new URL(base).pathname.slice(1);
  const prefix = admindb && admindb !== 'postgres' ? `${admindb}_bench` : 'coffer_bench';
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      for (let i = 0; i < 100; i++) {
        const { rows } = await c.query('select count(*)::int as n from pg_stat_activity where datname = $1', [
          name,
        ]);
        if (rows[0]?.n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await c.query(`drop database if exists "${name}" with (force)`);
      await c.end();
    },
  };
}
