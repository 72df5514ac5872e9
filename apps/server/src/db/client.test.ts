import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openPglite, type PgliteDatabase } from './client';

/**
 * PGlite is one connection: a query on the database made inside one of its transactions would wait
 * for the transaction, which waits for the query, and the server would stop answering (a CI run
 * saw this). Such a query fails at once instead, and the database goes on answering.
 */
let database: PgliteDatabase;
beforeAll(async () => {
  database = await openPglite();
  await database.db.execute(sql`create table t (n int)`);
}, 60_000); // PGlite starts in seconds, slower on a busy machine
afterAll(() => database.close());

/** Drizzle wraps the driver's error in its own "Failed query"; the refusal is its cause. */
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'no error',
    (error: Error) => String(error.cause ?? error.message),
  );

const rowsOf = (result: unknown) => (result as { rows: { n: number }[] }).rows;
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
