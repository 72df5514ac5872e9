import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase, type ScratchDatabase } from '../../test/scratch-database';
import { type Database, openPglite, openPostgres } from './client';

/**
 * A query on the database (not on `tx`) made inside one of its transactions fails at once on both
 * drivers. On PGlite, one connection, it would wait for the transaction, which waits for it, and
 * the server would stop answering (a CI run saw this); on PostgreSQL it would run on another
 * connection, outside the transaction.
 */
const adminUrl = process.env.TEST_DATABASE_URL;
const drivers = adminUrl ? (['pglite', 'postgres'] as const) : (['pglite'] as const);

/** Drizzle wraps the driver's error in its own "Failed query"; the refusal is its cause. */
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'no error',
    (error: Error) => String(error.cause ?? error.message),
  );

const rowsOf = (result: unknown) => (result as { rows: { n: number }[] }).rows;

describe.each(drivers)('on %s', (driver) => {
  let database: Database;
  let scratch: ScratchDatabase | undefined;
  beforeAll(async () => {
    if (driver === 'postgres' && adminUrl) {
      scratch = await createScratchDatabase(adminUrl, 'client');
      database = await openPostgres(scratch.url, 2);
    } else database = await openPglite();
    await database.db.execute(sql`create table t (n int)`);
  }, 60_000); // PGlite starts in seconds, slower on a busy machine
  afterAll(async () => {
    await database.close();
    await scratch?.drop();
  });

  const count = async () => rowsOf(await database.db.execute(sql`select count(*)::int as n from t`))[0]?.n;

  it('refuses a query on the database inside an open transaction, rolls it back and goes on answering', async () => {
    const { db } = database;
    const insideTransaction = db.transaction(async (tx) => {
      await tx.execute(sql`insert into t values (1)`);
      await db.execute(sql`select 1`);
    });
    expect(await refusal(insideTransaction)).toMatch(/query on the database inside an open transaction/);
    const nested = db.transaction(async () => db.transaction(async () => 1));
    expect(await refusal(nested)).toMatch(/transaction on the database inside an open transaction/);
    expect(await count()).toBe(0);
  });

  it('lets work the transaction started run after it ends, and queries on tx inside it', async () => {
    const { db } = database;
    let later: Promise<unknown> = Promise.resolve();
    await db.transaction(async (tx) => {
      await tx.execute(sql`insert into t values (2)`);
      later = new Promise((resolve) => setTimeout(resolve, 10)).then(() => count());
    });
    expect(await later).toBe(1);
    const [a, b] = await Promise.all([count(), db.transaction(async (tx) => tx.execute(sql`select 1 as n`))]);
    expect(a).toBe(1);
    expect(rowsOf(b)).toEqual([{ n: 1 }]);
  });
});
