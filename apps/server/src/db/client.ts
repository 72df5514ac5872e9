import { AsyncLocalStorage } from 'node:async_hooks';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { type ChangeFeed, pgliteChangeFeed, postgresChangeFeed } from './change-feed';
import * as schema from './schema';

export type Schema = typeof schema;
/** Both drivers share drizzle's PostgreSQL surface; code is written once against it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Changed rows as the database announces them, for what the process caches (change-feed.ts). */
  changes: ChangeFeed;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/**
 * In this folder in development (`src/db/migrations`) and beside the bundle in production
 * (`dist/migrations`, copied there by the build): the file that holds this code is in both places.
 */
export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export interface PgliteDatabase extends Database {
  /** The whole data folder as a tar (a snapshot to load into another instance). */
  dumpDataDir(): Promise<Blob>;
}

/** The transaction the current call runs in, while it is open (see `guardReentry`). */
const openTransaction = new AsyncLocalStorage<{ open: boolean }>();
const inOpenTransaction = () => openTransaction.getStore()?.open === true;
const refuse = (what: string) =>
  new Error(`A ${what} on the database inside an open transaction: use the transaction's tx.`);

/**
 * A query on the database (not on the transaction's `tx`) made inside a transaction is a bug on
 * both drivers, so it fails at once with a stack that names it. On PGlite, one connection, it
 * would wait for the transaction, which waits for it: the server would stop answering for good.
 * On PostgreSQL it would run on another pooled connection, outside the transaction: it would not
 * see the transaction's writes, nor roll back with it, nor hold its locks.
 */
function guardReentry<C extends object>(db: Db, client: C, queries: readonly (keyof C & string)[]) {
  for (const name of queries) {
    const original = (client[name] as (...args: unknown[]) => unknown).bind(client);
    (client as Record<string, unknown>)[name] = (...args: unknown[]) =>
      inOpenTransaction() ? Promise.reject(refuse('query')) : original(...args);
  }
  const transaction = db.transaction.bind(db);
  db.transaction = ((callback, config) => {
    if (inOpenTransaction()) return Promise.reject(refuse('transaction'));
    // Open only while the callback runs: the driver's own BEGIN (a pool checkout) and COMMIT pass.
    const marker = { open: false };
    return openTransaction.run(marker, () =>
      transaction(async (tx) => {
        marker.open = true;
        try {
          return await callback(tx);
        } finally {
          marker.open = false;
        }
      }, config),
    );
  }) as Db['transaction'];
}

/**
 * What PGlite otherwise reads and compiles at every start (its WebAssembly and file bundle): a
 * process opening many databases gives them once (the API tests open one per test file).
 */
export type PgliteArtifacts = Pick<PGliteOptions, 'pgliteWasmModule' | 'initdbWasmModule' | 'fsBundle'>;

export async function openPglite(
  options: { dataDir?: string; loadDataDir?: Blob; artifacts?: PgliteArtifacts } = {},
): Promise<PgliteDatabase> {
  const client = options.loadDataDir
    ? await PGlite.create({ loadDataDir: options.loadDataDir, ...options.artifacts })
    : await PGlite.create(options.dataDir ? join(options.dataDir, 'pglite') : undefined);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  guardReentry(db, client, ['query', 'exec']);
  const migrate = () => migratePglite(db as never, { migrationsFolder });
  const changes = await pgliteChangeFeed(client);
  return {
    db,
    kind: 'pglite',
    changes,
    migrate,
    close: async () => {
      await changes.close();
      await client.close();
    },
    dumpDataDir: () => client.dumpDataDir('none'),
  };
}

export async function openPostgres(url: string, poolMax = 20): Promise<Database> {
  const { feed, listenOnConnect } = postgresChangeFeed(url);
  const pool = new pg.Pool({ connectionString: url, max: poolMax, onConnect: listenOnConnect });
  // An idle pooled connection that breaks (the database restarted, a connection ended by an
  // administrator) is dropped by the pool and the next checkout connects anew; unheard, the
  // pool's 'error' would end the process.
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  // The pool's own query and checkout: a transaction's queries go through its checked-out client.
  guardReentry(db, pool, ['query', 'connect']);
  return {
    db,
    kind: 'postgres',
    changes: feed,
    migrate: () => migratePg(db as never, { migrationsFolder }),
    close: async () => {
      await feed.close();
      await pool.end();
    },
  };
}

export const openDatabase = (opts: { databaseUrl: string | undefined; dataDir: string }) =>
  opts.databaseUrl ? openPostgres(opts.databaseUrl) : openPglite({ dataDir: opts.dataDir });
