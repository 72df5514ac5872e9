import { AsyncLocalStorage } from 'node:async_hooks';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** Both drivers share drizzle's PostgreSQL surface; code is written once against it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
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

/** The transaction the current call runs in, while it is open (see `refuseReentry`). */
const openTransaction = new AsyncLocalStorage<{ open: boolean }>();

/**
 * PGlite is one connection: a transaction holds it until it ends, and a query on the database
 * (not on the transaction's `tx`) made inside it waits for that end, which waits for the query.
 * The server would stop answering every call that needs the database, for good. So such a query
 * fails at once with a stack that names it (PostgreSQL would run it on another connection, outside
 * the transaction, which is a bug there too).
 */
function refuseReentry(client: PGlite) {
  const inOpenTransaction = () => openTransaction.getStore()?.open === true;
  const refuse = (what: string) =>
    new Error(`A ${what} on the database inside an open transaction: use the transaction's tx.`);
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = ((...args: Parameters<PGlite['query']>) =>
    inOpenTransaction() ? Promise.reject(refuse('query')) : query(...args)) as PGlite['query'];
  client.exec = ((...args: Parameters<PGlite['exec']>) =>
    inOpenTransaction() ? Promise.reject(refuse('query')) : exec(...args)) as PGlite['exec'];
  client.transaction = ((callback: Parameters<PGlite['transaction']>[0]) => {
    if (inOpenTransaction()) return Promise.reject(refuse('transaction'));
    const marker = { open: true };
    return openTransaction.run(marker, () =>
      transaction(async (tx) => {
        try {
          return await callback(tx);
        } finally {
          marker.open = false;
        }
      }),
    );
  }) as PGlite['transaction'];
}

export async function openPglite(
  options: { dataDir?: string; loadDataDir?: Blob } = {},
): Promise<PgliteDatabase> {
  const client = options.loadDataDir
    ? await PGlite.create({ loadDataDir: options.loadDataDir })
    : await PGlite.create(options.dataDir ? join(options.dataDir, 'pglite') : undefined);
  refuseReentry(client);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir('none'),
  };
}

export async function openPostgres(url: string, poolMax = 20): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolMax });
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    migrate: () => migratePg(db as never, { migrationsFolder }),
    close: () => pool.end(),
  };
}

export const openDatabase = (opts: { databaseUrl: string | undefined; dataDir: string }) =>
  opts.databaseUrl ? openPostgres(opts.databaseUrl) : openPglite({ dataDir: opts.dataDir });
