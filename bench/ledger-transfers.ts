// Quick ledger throughput on PostgreSQL: transfers per second through ledger_transfer (one round
// trip each) from Node's pg pool, uncontended and on hot accounts. Not the full benchmark (that
// compares HTTP against pgbench); a number to watch while changing the ledger.
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/ledger-transfers.ts
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPostgres } from '../apps/server/src/db/client';
import { users } from '../apps/server/src/db/schema';
import { systemAccount, userAccount } from '../apps/server/src/ledger/accounts';
import { createLedger } from '../apps/server/src/ledger/ledger';
import { verifyLedger } from '../apps/server/src/ledger/verify';

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const smoke = process.argv.includes('--smoke');
const per = smoke ? 50 : 4000;
const connections = Number(process.env.BENCH_CONNECTIONS ?? 16);
const out = (line: string) => process.stdout.write(`${line}\n`);

const url = new URL(adminUrl);
const name = `coffer_bench_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`create database "${name}"`);
url.pathname = `/${name}`;
const database = await openPostgres(url.toString(), connections);
try {
  await database.migrate();
  const ids = (
    await database.db
      .insert(users)
      .values(Array.from({ length: 64 }, (_, i) => ({ uid: `b${i}`, passwordHash: 'x' })))
      .returning({ id: users.id })
  ).map((u) => u.id);
  const ledger = createLedger(database.db);
  const custody = systemAccount('custody', 'USDT', 'TRC20');
  for (const id of ids)
    await ledger.transfer({
      id: `fund-${id}`,
      debit: custody,
      credit: userAccount(id, 'USDT'),
      asset: 'USDT',
      amount: '1000000',
      reason: 'deposit',
    });

  async function measure(
    label: string,
    count: number,
    parallel: number,
    pair: (i: number) => [number, number],
  ) {
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: parallel }, async () => {
        while (next < count) {
          const i = next++;
          const [from, to] = pair(i);
          await ledger.transfer({
            id: `${label.replace(/[^a-z0-9]+/gi, '-')}-${i}`,
            debit: userAccount(from, 'USDT'),
            credit: userAccount(to, 'USDT'),
            asset: 'USDT',
            amount: '0.01',
            reason: 'transfer',
          });
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    out(
      `${label.padEnd(34)} ${String(count).padStart(6)} transfers  ${(count / seconds).toFixed(0).padStart(6)}/s`,
    );
  }

  const n = ids.length;
  const at = (i: number) => ids[i % n] as number;
  await measure('sequential, 1 in flight', per / 2, 1, (i) => [at(i), at(i + 1)]);
  await measure(`spread over 64 accounts, ${connections} in flight`, per, connections, (i) => [
    at(i * 7),
    at(i * 7 + 1),
  ]);
  await measure(`4 hot accounts, ${connections} in flight`, per, connections, (i) => [
    at(i % 4),
    at((i + 1) % 4),
  ]);
  const report = await verifyLedger(database.db);
  out(
    `ledger:verify ${report.problems.length === 0 ? 'clean' : report.problems.join('; ')} (${report.transfers} transfers)`,
  );
} finally {
  await database.close();
  // pool.end() resolves before the backends exit: wait for them rather than kill them.
  for (let i = 0; i < 100; i++) {
    const { rows } = await admin.query('select count(*)::int as n from pg_stat_activity where datname = $1', [
      name,
    ]);
    if (rows[0]?.n === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.end();
}
