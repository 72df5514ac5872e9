// Authenticated reads: Assets/GetAssets over HTTP for many users against the same SQL (the session
// check and the balance read each signed-in GetAssets runs) under pgbench, select-only.
//   npm run bench:reads -w @coffer/bench [-- --smoke]

import { type LedgerBenchOptions, type PairResult, printPairs, runPairBench } from './ledger-writes';
import { createFixture } from './lib/fixture';
import { runHttpLoad } from './lib/http-load';
import { out } from './lib/out';
import { runPgbench } from './lib/pgbench';
import { postgresAnswers } from './lib/scratch-db';

/** What GetAssets asks the database: the session gate (plugins/auth) and the wallet's balances. */
export const readScript = (users: number) => `
\\set u random(1, ${users})
SELECT s.user_id, s.expires_at, s.revoked_at, s.revoked_reason, u.banned_at FROM sessions s LEFT JOIN users u ON u.id = s.user_id WHERE s.id = 'bench-' || :u::text;
SELECT id, asset, wallet_type, debits_pending, debits_posted, credits_posted FROM ledger_accounts WHERE owner_user_id = :u AND wallet_type = 0 ORDER BY asset, wallet_type;
`;

export async function benchReads(o: LedgerBenchOptions): Promise<PairResult[] | undefined> {
  if (!(await postgresAnswers())) {
    out('authenticated reads: skipped (no pgbench or no PostgreSQL)');
    return undefined;
  }
  const f = await createFixture({ users: o.users, port: o.port + 1 });
  try {
    let n = 0;
    const http = () =>
      runHttpLoad({
        label: 'HTTP GetAssets',
        url: f.server.url,
        serverPid: f.server.child.pid,
        method: 'GET',
        connections: o.connections,
        seconds: o.seconds,
        next: () => ({
          path: '/api/services/app/Assets/GetAssets?walletType=0',
          headers: { authorization: f.auth((n++ % o.users) + 1) },
        }),
      });
    if (!o.smoke) await http();
    const sql = runPgbench({
      label: 'pgbench',
      url: f.db.url,
      script: readScript(o.users),
      clients: o.connections,
      seconds: o.seconds,
    });
    const pairs = [{ name: `GetAssets, ${o.users} users`, sql, http: await http() }];
    printPairs(`Authenticated reads: ${o.connections} connections, ${o.seconds} s each`, pairs);
    return pairs;
  } finally {
    await f.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await runPairBench(benchReads);
