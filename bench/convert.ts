// Convert: a quote and its execution (FlashPair/ConvertQuote then CurrencyFlashExchange, 10 USDT
// for BTC) over HTTP with autocannon, against the same work in bare SQL under pgbench, on one
// scratch PostgreSQL database. Every conversion goes through the market maker's two accounts, so
// this is a hot-account workload by design. (No ':name' inside the script's string literals: pgbench
// reads it as a variable even there.)
//   npm run bench:convert -w @coffer/bench [-- --smoke]
import autocannon from 'autocannon';
import { type LedgerBenchOptions, type PairResult, printPairs, runPairBench } from './ledger-writes';
import { createFixture, type Fixture } from './lib/fixture';
import { out } from './lib/out';
import { type LoadResult, runPgbench } from './lib/pgbench';
import { processCpuSeconds } from './lib/process-cpu';
import { postgresAnswers } from './lib/scratch-db';

/** 10 USDT at the sandbox price with the spread (64,571.7525) buys 0.00015486 BTC. */
const pay = '10';
const receive = '0.00015486';

interface ConvertAccounts {
  pairId: number;
  marketMakerUsdt: number;
  marketMakerBtc: number;
  /** User u's BTC flash-exchange account is `userBtcBase + u`. */
  userBtcBase: number;
}

/** What the two calls ask the database, written out by hand (convert-quote.ts, convert-execute.ts). */
const convertScript = (users: number, a: ConvertAccounts) => {
  const session = `SELECT s.user_id, s.expires_at, s.revoked_at, s.revoked_reason, u.banned_at FROM sessions s LEFT JOIN users u ON u.id = s.user_id WHERE s.id = 'bench-' || :u::text;
SELECT kyc_status FROM users WHERE id = :u::int;`;
  const q = `'pgq:' || :client_id::text || ':' || :r::text`;
  return `
\\set u random(1, ${users})
\\set r random(1, 1000000000000)
${session}
SELECT credits_posted - debits_posted - debits_pending FROM ledger_accounts WHERE id = 2 * :u::int + 1;
SELECT credits_posted - debits_posted - debits_pending FROM ledger_accounts WHERE id = ${a.marketMakerBtc};
INSERT INTO rate_limits (key, window_start, count, last_at) VALUES ('pgb:' || :u::text, now(), 1, now()) ON CONFLICT (key) DO UPDATE SET count = rate_limits.count + 1, last_at = now();
INSERT INTO convert_quotes (id, user_id, pair_id, side, from_coin, to_coin, from_amount, to_amount, price, created_at, expires_at) VALUES (${q}, :u::int, ${a.pairId}, 'buy', 'USDT', 'BTC', ${pay}, ${receive}, 64571.7525, now(), now() + interval '10 seconds');
${session}
BEGIN;
SELECT id FROM convert_quotes WHERE id = ${q} AND user_id = :u::int FOR UPDATE;
SELECT 1 FROM convert_orders WHERE quote_id = ${q};
SELECT enabled FROM convert_pairs WHERE id = ${a.pairId};
SELECT id FROM ledger_accounts WHERE id IN (2 * :u::int + 1, ${a.userBtcBase} + :u::int, ${a.marketMakerUsdt}, ${a.marketMakerBtc}) ORDER BY id FOR NO KEY UPDATE;
SELECT 1 FROM ledger_transfers WHERE id IN (${q} || '-pay', ${q} || '-receive');
INSERT INTO ledger_transfers (id, kind, debit_account_id, credit_account_id, asset, amount, reason) VALUES (${q} || '-pay', 0, 2 * :u::int + 1, ${a.marketMakerUsdt}, 'USDT', ${pay}, 'convert'), (${q} || '-receive', 0, ${a.marketMakerBtc}, ${a.userBtcBase} + :u::int, 'BTC', ${receive}, 'convert');
UPDATE ledger_accounts SET debits_posted = debits_posted + ${pay} WHERE id = 2 * :u::int + 1 AND credits_posted - debits_posted - debits_pending >= ${pay};
UPDATE ledger_accounts SET credits_posted = credits_posted + ${pay} WHERE id = ${a.marketMakerUsdt};
UPDATE ledger_accounts SET debits_posted = debits_posted + ${receive} WHERE id = ${a.marketMakerBtc} AND credits_posted - debits_posted - debits_pending >= ${receive};
UPDATE ledger_accounts SET credits_posted = credits_posted + ${receive} WHERE id = ${a.userBtcBase} + :u::int;
INSERT INTO convert_orders (id, quote_id, user_id, symbol, side, from_coin, to_coin, from_amount, to_amount, price, status, created_at, completed_at) VALUES (${q} || '-o', ${q}, :u::int, 'BTC/USDT', 'buy', 'USDT', 'BTC', ${pay}, ${receive}, 64571.7525, 1, now(), now());
END;
`;
};

/**
 * Funds every user's flash-exchange wallet from spot, stocks the market maker with BTC from
 * custody, and opens each user's BTC flash-exchange account with consecutive ids.
 */
async function seedConvert(f: Fixture): Promise<ConvertAccounts> {
  await f.query(`
    select ledger_transfer('bench-flash:' || id, 0::smallint, 2 * id, 2 * id + 1, 'USDT', 100000, 'transfer', null)
    from users order by id`);
  const [mm] = await f.query<{ usdt: number; btc: number; custody: number }>(`
    select ledger_account(null, 'marketMaker', 'USDT', null, '', true)::int as usdt,
           ledger_account(null, 'marketMaker', 'BTC', null, '', true)::int as btc,
           ledger_account(null, 'custody', 'BTC', null, 'BTC', false)::int as custody`);
  if (!mm) throw new Error('no market maker accounts');
  await f.query(
    `select ledger_transfer('bench-mm:BTC', 0::smallint, $1::bigint, $2::bigint, 'BTC', 1000000, 'adjustment', null)`,
    [mm.custody, mm.btc],
  );
  await f.query(`
    do $$ begin
      for u in 1..(select max(id) from users) loop
        perform ledger_account(u, null, 'BTC', 1::smallint, '', true);
      end loop;
    end $$`);
  const [btc] = await f.query<{ base: number; wrong: number }>(`
    select min(id - owner_user_id)::int as base, count(distinct id - owner_user_id)::int - 1 as wrong
    from ledger_accounts where asset = 'BTC' and owner_user_id is not null`);
  const [pair] = await f.query<{ id: number }>(`select id from convert_pairs where symbol = 'BTC/USDT'`);
  if (btc?.wrong !== 0 || !btc || !pair) throw new Error('convert bench: BTC accounts are not consecutive');
  await f.query('vacuum analyze');
  return { pairId: pair.id, marketMakerUsdt: mm.usdt, marketMakerBtc: mm.btc, userBtcBase: btc.base };
}

/**
 * Quote then execute on each connection, user after user: the execution takes the quote id of
 * the answer before it. A conversion is the pair of calls; latencies are per call.
 */
async function httpConverts(f: Fixture, o: LedgerBenchOptions): Promise<LoadResult> {
  let n = 0;
  const path = (call: string) => `/api/services/app/FlashPair/FlashPair/${call}`;
  const headers = (u: number) => ({ authorization: f.auth(u), 'content-type': 'application/json' });
  const pid = f.server.child.pid as number;
  const cpuBefore = processCpuSeconds(pid);
  const result = await autocannon({
    url: f.server.url,
    connections: o.connections,
    pipelining: 1,
    duration: o.seconds,
    timeout: 10,
    requests: [
      {
        method: 'POST',
        setupRequest: (req, context) => {
          const u = (n++ % o.users) + 1;
          context.user = u;
          const body = JSON.stringify({ symbol: 'BTC/USDT', side: 'buy', fromAmount: pay });
          return { ...req, path: path('ConvertQuote'), headers: headers(u), body };
        },
        onResponse: (_status, body, context) => {
          context.quoteId = (JSON.parse(body) as { result?: { quoteId?: string } }).result?.quoteId ?? 'none';
        },
      },
      {
        method: 'POST',
        setupRequest: (req, context) => {
          const body = JSON.stringify({ quoteId: context.quoteId, fromAmount: pay });
          return {
            ...req,
            path: path('CurrencyFlashExchange'),
            headers: headers(context.user as number),
            body,
          };
        },
      },
    ],
  });
  const cpuSeconds = processCpuSeconds(pid) - cpuBefore;
  const conversions = (result['2xx'] + result.non2xx) / 2;
  return {
    label: 'HTTP convert',
    requests: result['2xx'] / 2,
    perSecond: result['2xx'] / 2 / result.duration,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    serverCpuMsPerRequest: (cpuSeconds * 1000) / conversions,
  };
}

export async function benchConvert(o: LedgerBenchOptions): Promise<PairResult[] | undefined> {
  if (!(await postgresAnswers())) {
    out('convert: skipped (no pgbench or no PostgreSQL)');
    return undefined;
  }
  const f = await createFixture({ users: o.users, port: o.port + 4 });
  try {
    const accounts = await seedConvert(f);
    if (!o.smoke) await httpConverts(f, { ...o, seconds: 2 });
    const sql = runPgbench({
      label: 'pgbench convert',
      url: f.db.url,
      script: convertScript(o.users, accounts),
      clients: o.connections,
      seconds: o.seconds,
    });
    const pairs = [{ name: `quote + execute, ${o.users} users`, sql, http: await httpConverts(f, o) }];
    printPairs(
      `Convert: ${o.connections} connections, ${o.seconds} s each (a conversion is two calls; HTTP latencies are per call, server CPU per conversion)`,
      pairs,
    );
    const [check] = await f.query<{ n: number }>(
      `select count(*)::int as n from ledger_accounts where credits_posted - debits_posted - debits_pending < 0
       and id in (select id from ledger_accounts where owner_user_id is not null or id = $1)`,
      [accounts.marketMakerBtc],
    );
    if (check?.n !== 0) throw new Error('an account went below zero');
    return pairs;
  } finally {
    await f.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await runPairBench(benchConvert);
