import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** A PostgreSQL database of a test file or a benchmark, dropped when it is done. */
export interface ScratchDatabase {
  name: string;
  url: string;
  /** Drops the database, after waiting (bounded) for its connections to go. */
  drop(): Promise<void>;
}

/**
 * Creates `<admin database>_<tag>_<hex>` (`coffer_…` beside an admin URL naming none) on the
 * server of `adminUrl`: empty, or a copy of `template` (a database nobody is connected to). Used
 * by the API test harness, the crash suite and the benchmarks.
 */
export async function createScratchDatabase(
  adminUrl: string,
  tag: string,
  { template }: { template?: string } = {},
): Promise<ScratchDatabase> {
  const name = `${new URL(adminUrl).pathname.slice(1) || 'coffer'}_${tag}_${randomBytes(5).toString('hex')}`;
  const copy = template ? ` template "${template}"` : '';
  await withAdmin(adminUrl, (admin) => admin.query(`create database "${name}"${copy}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => dropDatabase(adminUrl, name) };
}

async function withAdmin<T>(adminUrl: string, use: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return await use(admin);
  } finally {
    await admin.end();
  }
}

/**
 * pool.end() resolves before its sockets close, and a forced drop would then kill live backends,
 * whose clients report it as an unhandled error: wait (bounded, 5 s) for them to go first.
 */
function dropDatabase(adminUrl: string, name: string): Promise<void> {
  return withAdmin(adminUrl, async (admin) => {
    for (let i = 0; i < 100; i++) {
      const { rows } = await admin.query(
        'select count(*)::int as n from pg_stat_activity where datname = $1',
        [name],
      );
      if (rows[0]?.n === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await admin.query(`drop database if exists "${name}" with (force)`);
  });
}
