import { spawnSync } from 'node:child_process';
import pg from 'pg';
import { createScratchDatabase, type ScratchDatabase } from '../../apps/server/test/scratch-database';

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

/** A scratch database beside the admin one (`<db>_bench_<hex>`). */
export const createScratchDb = (): Promise<ScratchDatabase> => createScratchDatabase(adminUrl(), 'bench');
