// Ledger writes: pgbench running a bare-SQL transfer (the ledger's work written out by hand) against
// the same transfers through the HTTP API (Transfer/Transfer, a fresh request id and a valid token
// each), with autocannon, on one scratch PostgreSQL database — uniform over many users, then hot.
//   npm run bench:ledger -w @coffer/bench [-- --smoke]
import { randomUUID } from 'node:crypto';
import { createFixture, type Fixture } from './lib/fixture';
import { runHttpLoad } from './lib/http-load';
import { fixed, out, table } from './lib/out';
import { type LoadResult, runPgbench } from './lib/pgbench';
import { postgresAnswers } from './lib/scratch-db';
import { buildIfStale } from './lib/server';

export interface LedgerBenchOptions {
  smoke: boolean;
  seconds: number;
  connections: number;
  users: number;
  hotUsers: number;
  port: number;
}

export const ledgerBenchDefaults = (smoke: boolean): LedgerBenchOptions => ({
  smoke,
  seconds: smoke ? 1 : Number(process.env.BENCH_SECONDS ?? 15),
  connections: smoke ? 8 : 64,
  users: smoke ? 200 : 10_000,
  hotUsers: 10,
  port: Number(process.env.BENCH_PORT ?? 9510),
});

/**
 * The same work as ledger_transfer (migration 0004) in plain statements: lock both accounts in id
 * order, look for the id (idempotency), insert the transfer row, update both balances — with the
 * balance check folded into the debit's UPDATE. Each statement is its own round trip.
 */
export const transferScript = (users: number) => `
\\set u random(1, ${users})
\\set r random(1, 1000000000000)
BEGIN;
SELECT id, credits_posted - debits_posted - debits_pending AS available FROM ledger_accounts WHERE id IN (2 * :u, 2 * :u + 1) ORDER BY id FOR NO KEY UPDATE;
SELECT 1 FROM ledger_transfers WHERE id = 'pgb:' || :client_id::text || ':' || :r::text;
INSERT INTO ledger_transfers (id, kind, debit_account_id, credit_account_id, asset, amount, reason) VALUES ('pgb:' || :client_id::text || ':' || :r::text, 0, 2 * :u, 2 * :u + 1, 'USDT', 0.01, 'transfer');
UPDATE ledger_accounts SET debits_posted = debits_posted + 0.01 WHERE id = 2 * :u AND credits_posted - debits_posted - debits_pending >= 0.01;
UPDATE ledger_accounts SET credits_posted = credits_posted + 0.01 WHERE id = 2 * :u + 1;
END;
`;

/** Each call a transfer of 0.01 USDT by the next of `users`, with a fresh request id. */
export function transferRequests(f: Fixture, users: number) {
  let n = 0;
  return () => {
    const u = (n++ % users) + 1;
    return {
      path: '/api/services/app/Transfer/Transfer',
      headers: { authorization: f.auth(u), 'content-type': 'application/json' },
      body: JSON.stringify({
        coin: 'USDT',
        amount: '0.01',
        fromWalletType: 0,
        toWalletType: 1,
        requestId: randomUUID().replaceAll('-', ''),
      }),
    };
  };
}

async function httpTransfers(f: Fixture, label: string, users: number, o: LedgerBenchOptions) {
  return runHttpLoad({
    label,
    url: f.server.url,
    serverPid: f.server.child.pid,
    method: 'POST',
    connections: o.connections,
    seconds: o.seconds,
    next: transferRequests(f, users),
  });
}

export interface PairResult {
  name: string;
  sql: LoadResult;
  http: LoadResult;
}

export function printPairs(title: string, pairs: PairResult[]) {
  out(`\n${title}`);
  out(
    table([
      [
        'workload',
        'pgbench/s',
        'HTTP/s',
        'ratio',
        'SQL p50',
        'SQL p99',
        'HTTP p50',
        'HTTP p99',
        'server CPU/req',
        'errors',
      ],
      ...pairs.map((p) => [
        p.name,
        fixed(p.sql.perSecond),
        fixed(p.http.perSecond),
        fixed(p.http.perSecond / p.sql.perSecond, 2),
        `${fixed(p.sql.p50Ms, 1)} ms`,
        `${fixed(p.sql.p99Ms, 1)} ms`,
        `${fixed(p.http.p50Ms, 1)} ms`,
        `${fixed(p.http.p99Ms, 1)} ms`,
        `${fixed(p.http.serverCpuMsPerRequest ?? Number.NaN, 3)} ms`,
        `${p.sql.errors} / ${p.http.errors}`,
      ]),
    ]),
  );
}

export async function benchLedger(o: LedgerBenchOptions): Promise<PairResult[] | undefined> {
  if (!(await postgresAnswers())) {
    out(
      'ledger writes: skipped (no pgbench, or no PostgreSQL at BENCH_DATABASE_URL / TEST_DATABASE_URL / 127.0.0.1:5432)',
    );
    return undefined;
  }
  const f = await createFixture({ users: o.users, port: o.port });
  try {
    if (!o.smoke) await httpTransfers(f, 'warm-up', o.users, { ...o, seconds: 2 });
    const pairs: PairResult[] = [];
    for (const [name, users] of [
      [`${o.users} users`, o.users],
      [`hot: ${o.hotUsers} users`, o.hotUsers],
    ] as const) {
      const sql = runPgbench({
        label: `pgbench ${name}`,
        url: f.db.url,
        script: transferScript(users),
        clients: o.connections,
        seconds: o.seconds,
      });
      const http = await httpTransfers(f, `HTTP ${name}`, users, o);
      pairs.push({ name, sql, http });
    }
    printPairs(
      `Ledger writes: ${o.connections} connections, ${o.seconds} s each (ratio = HTTP / pgbench; server CPU/req = the server process's CPU time ÷ requests it answered; errors SQL / HTTP)`,
      pairs,
    );
    const [check] = await f.query<{ n: number }>(
      `select count(*)::int as n from ledger_accounts where owner_user_id is not null
       and credits_posted - debits_posted - debits_pending < 0`,
    );
    if (check?.n !== 0) throw new Error('a user account went below zero');
    return pairs;
  } finally {
    await f.close();
  }
}

/**
 * Runs a bench of pairs (SQL and HTTP) from the command line, built first if stale (`--smoke` for
 * the short run); any error in either fails the process.
 */
export async function runPairBench(bench: (o: LedgerBenchOptions) => Promise<PairResult[] | undefined>) {
  buildIfStale();
  const pairs = await bench(ledgerBenchDefaults(process.argv.includes('--smoke')));
  if (pairs?.some((p) => p.http.errors > 0 || p.sql.errors > 0)) process.exitCode = 1;
}

if (import.meta.url === `file://${process.argv[1]}`) await runPairBench(benchLedger);
