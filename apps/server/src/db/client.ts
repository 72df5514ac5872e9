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

export async function openPglite(
  options: { dataDir?: string; loadDataDir?: Blob } = {},
): Promise<PgliteDatabase> {
  const client = options.loadDataDir
    ? await PGlite.create({ loadDataDir: options.loadDataDir })
    : await PGlite.create(options.dataDir ? join(options.dataDir, 'pglite') : undefined);
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
