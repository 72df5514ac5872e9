import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { paymentOrderState, paymentOrderStatus, paymentRefundStatus, walletType } from '@coffer/contract';
import { eq, inArray, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandboxChain } from '../../src/adapters/chain/sandbox-chain';
import { type Database, openPostgres } from '../../src/db/client';
import { ledgerTransfers, paymentOrders, paymentRefunds, sessions, withdrawals } from '../../src/db/schema';
import { userAccount } from '../../src/ledger/accounts';
import { createLedger } from '../../src/ledger/ledger';
import { Dec, toWire } from '../../src/lib/money';
import { createTokenService } from '../../src/lib/tokens';
import { buildModules } from '../../src/modules';
import { createPasswordHasher } from '../../src/modules/auth/password';
import { aUser } from '../builders';
import { buyerAddress } from '../payment-helpers';
import { createScratchDatabase, type ScratchDatabase } from '../scratch-database';
import {
  type CashAcked,
  cashCrashDesk,
  cashCrashRequests,
  cashSecurityCode,
  expectCashSettled,
  runCashPayoutsLater,
} from './crash-cash';
import { type EarnAcked, earnCrashClient, earnCrashInvestor, expectEarnSettled } from './crash-earn';
import {
  expectGlobalSettled,
  type GlobalAcked,
  globalCrashClient,
  globalCrashDesk,
  globalCrashPayIn,
} from './crash-global';
import { expectP2pSettled, p2pCrashClient, p2pCrashDesk } from './crash-p2p';
import { crashToken } from './crash-session';
import { ledgerVerifyCli, ServerProcess } from './server-process';

/**
 * Crash: clients send transfers and withdrawals, a merchant withdrawals from its cloud wallet
 * and refunds of a paid order, a P2P buyer and dealer orders placed, paid and released, an
 * investor earn subscriptions and redemptions, a cash user a withdrawal and an incoming bank
 * transfer just before each kill (`crash-cash.ts`), and a global-account user moves between its
 * cash and global accounts and a payer's transfer to its details just before each kill
 * (`crash-global.ts`), under steady load, retrying each request with
 * its own id until they
 * get an answer; meanwhile the server process is killed with SIGKILL several times and restarted.
 * Afterwards every request a client saw succeed is in the ledger exactly once, nothing else is, a
 * refund a crash left unsent is sent by the refunds' job of a process started afterwards, the
 * balances are what the acknowledged requests make them, and `ops ledger:verify` is clean. PostgreSQL only (a separate server process needs a shared
 * database). RELIABILITY_LONG=1 kills more often and also restarts PostgreSQL once (pg_ctlcluster).
 */
const adminUrl = process.env.TEST_DATABASE_URL;
const onPostgres = process.env.TEST_DB === 'postgres' && Boolean(adminUrl);
const long = process.env.RELIABILITY_LONG === '1';
const kills = long ? 8 : 3;
const clients = 8;
const loadBetweenKillsMs = long ? 3000 : 1500;
const port = Number(process.env.RELIABILITY_PORT ?? 9590);
const pin = '246810';
const btcAddress = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';
const api = '/api/services/app';

let scratch: ScratchDatabase;
let url = '';
let database: Database;

beforeAll(async () => {
  if (!onPostgres || !adminUrl) return;
  scratch = await createScratchDatabase(adminUrl, 'crash');
  url = scratch.url;
  database = await openPostgres(url, 4);
  await database.migrate();
});

afterAll(async () => {
  if (!onPostgres || !adminUrl) return;
  await database.close();
  await scratch.drop();
});

interface Acked {
  kind: 'transfer' | 'withdrawal' | 'refund';
  userId: number;
  requestId: string;
  id: string;
}

/** Requests that had to be sent again because the server died under them or was down. */
let retried = 0;

type Outcome = { status: number; body: { success?: boolean; result?: Record<string, unknown> } };

/** Sends until the server answers (any HTTP answer but a 5xx); dropped connections are retried. */
async function sendUntilAnswered(path: string, token: string, payload: object, stop: () => boolean) {
  for (let attempt = 0; attempt < 2000; attempt++) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}${path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(payload),
        signal: AbortSignal.timeout(10_000),
      });
      const out: Outcome = { status: res.status, body: (await res.json()) as Outcome['body'] };
      if (res.status < 500) return out;
    } catch {
      // the server is down or the connection died with it: retry the same request
      if (attempt === 0) retried++;
    }
    if (stop() && attempt > 1000) break;
    await new Promise((resolve) => setTimeout(resolve, 20 + Math.random() * 30));
  }
  throw new Error(`no answer for ${path} after many retries`);
}

function restartPostgresOnce() {
  // Long mode only: an immediate stop is PostgreSQL's crash (WAL replay at start).
  const cluster = spawnSync('pg_lsclusters', ['--no-header'], { encoding: 'utf8' })
    .stdout.split('\n')
    .map((l) => l.trim().split(/\s+/))
    .find((f) => f[2] === new URL(adminUrl ?? '').port || (f[2] === '5432' && !new URL(adminUrl ?? '').port));
  if (!cluster) throw new Error('no PostgreSQL cluster found for TEST_DATABASE_URL');
  const [version, clusterName] = cluster;
  for (const action of [['stop', '-m', 'immediate'], ['start']])
    if (spawnSync('pg_ctlcluster', [version ?? '', clusterName ?? '', ...action]).status !== 0)
      throw new Error(`pg_ctlcluster ${action.join(' ')} failed`);
}

type Tokens = ReturnType<typeof createTokenService>;
interface CrashMerchant {
  id: number;
  token: string;
  orderId: string;
}

/** A merchant with USDT and BTC in its cloud wallet and an order paid with 100,000 USDT to refund. */
async function crashMerchant(
  db: Database['db'],
  fundPasswordHash: string,
  tokens: Tokens,
): Promise<CrashMerchant> {
  const cloud = walletType.members.cloud;
  const user = await aUser()
    .verified()
    .merchant()
    .with({ fundPasswordHash })
    .funded('USDT', '100000', cloud)
    .funded('BTC', '100', cloud)
    .whitelisted('BTC', 'BTC', btcAddress)
    .create({ db });
  const at = new Date();
  const orderId = `pay_crash${randomBytes(8).toString('hex')}`;
  await db.insert(paymentOrders).values({
    id: orderId,
    merchantId: user.id,
    merchantOrderNo: 'CRASH-1',
    amount: '100000',
    currency: 'USDT',
    state: paymentOrderState.members.settled,
    status: paymentOrderStatus.members.created,
    paidCoin: 'USDT',
    paidNetwork: 'TRC20',
    paid: '100000',
    createdAt: at,
    expiresAt: at,
    updatedAt: at,
  });
  const token = await crashToken(db, tokens, user);
  return { id: user.id, token, orderId };
}

/** The merchant's load on the merchant host: cloud-wallet withdrawals and refunds, each with its key. */
async function merchantClient(merchant: CrashMerchant, acked: Acked[], stopping: () => boolean) {
  for (let n = 0; !stopping(); n++) {
    const requestId = `m${n}r${randomBytes(4).toString('hex')}`;
    const withdraw = n % 3 === 0;
    const res = await sendUntilAnswered(
      `/m${api}/${withdraw ? 'CoinTransactionOut/ApplyTransactionOut' : 'PaymentOrder/Refund'}`,
      merchant.token,
      withdraw
        ? { coin: 'BTC', network: 'BTC', address: btcAddress, amount: '0.01', fundPassword: pin, requestId }
        : { id: merchant.orderId, amount: '1', address: buyerAddress, requestId },
      stopping,
    );
    expect(res.body.success, JSON.stringify(res.body)).toBe(true);
    const id = String(withdraw ? res.body.result?.rid : res.body.result?.refundId);
    acked.push({ kind: withdraw ? 'withdrawal' : 'refund', userId: merchant.id, requestId, id });
  }
}

/**
 * Every acknowledged refund exists once, and after the refunds' job of a process started afresh
 * (past every lease and wait) each is sent, on the chain, and posted: the cloud wallet lost exactly
 * the refunds and froze exactly the withdrawals.
 */
async function expectRefundsSettled(db: Database['db'], merchant: CrashMerchant, acked: Acked[]) {
  const refunds = acked.filter((a) => a.kind === 'refund');
  const stored = await db.select().from(paymentRefunds).where(eq(paymentRefunds.orderId, merchant.orderId));
  expect(stored.map((r) => r.id).sort()).toEqual(refunds.map((a) => a.id).sort());
  const later = () => new Date(Date.now() + 10 * 60_000);
  const chain = createSandboxChain(db);
  const money = buildModules({ db, now: later, chain, dispatchLog: () => {} });
  await money.payments.sendRefunds();
  const sent = await db.select().from(paymentRefunds).where(eq(paymentRefunds.orderId, merchant.orderId));
  for (const r of sent) {
    expect(r.status, r.id).toBe(paymentRefundStatus.members.sent);
    expect(r.txId, r.id).toBe(await chain.sentByReference(r.network, `refund:${r.id}`));
  }
  const ledger = createLedger(db);
  const usdt = await ledger.balance(userAccount(merchant.id, 'USDT', walletType.members.cloud));
  expect(usdt).toMatchObject({ balance: toWire(new Dec(100000).minus(refunds.length)), frozen: '0' });
  const withdrawn = acked.filter((a) => a.kind === 'withdrawal' && a.userId === merchant.id).length;
  const btc = await ledger.balance(userAccount(merchant.id, 'BTC', walletType.members.cloud));
  expect(btc.frozen).toBe(toWire(new Dec('0.0102').times(withdrawn)));
  return refunds.length;
}

describe.skipIf(!onPostgres)('crash: kill -9 under load (PostgreSQL)', () => {
  it(`loses and doubles nothing over ${kills} kills`, { timeout: 300_000 }, async () => {
    const db = database.db;
    const hasher = createPasswordHasher();
    const fundPasswordHash = await hasher.hash(pin);
    const secret = randomBytes(32).toString('hex');
    const tokens = createTokenService(new TextEncoder().encode(secret), 3600);
    const users: { id: number; token: string }[] = [];
    for (let i = 0; i < clients; i++) {
      // The PIN hashed at production cost: the server process under test verifies it so.
      const user = await aUser()
        .verified()
        .with({ fundPasswordHash })
        .funded('USDT', '100000')
        .funded('BTC', '100')
        .whitelisted('BTC', 'BTC', btcAddress)
        .create({ db });
      const sessionId = `crash-${user.id}`;
      await db.insert(sessions).values({
        id: sessionId,
        userId: user.id,
        createdAt: new Date(),
        expiresAt: new Date(Date.now() + 86_400_000),
      });
      users.push({
        id: user.id,
        token: await tokens.sign({ userId: user.id, uid: user.uid, accountType: 0, sessionId }),
      });
    }

    const merchant = await crashMerchant(db, fundPasswordHash, tokens);
    const desk = await p2pCrashDesk(db, tokens);
    const p2pAcked: string[] = [];
    const investor = await earnCrashInvestor(db, tokens);
    const earnAcked: EarnAcked = { positions: [], redemptions: [] };
    // A cash user per kill: one address gets at most 10 codes a day, and a kill may spend some.
    const cashDesks = [];
    for (let k = 0; k < kills; k++)
      cashDesks.push({
        desk: await cashCrashDesk(db, tokens, { hash: fundPasswordHash, pin }),
        acked: { withdrawals: [], payIns: [], resent: 0 } as CashAcked,
      });
    const cashInFlight: Promise<void>[] = [];
    const globalDesk = await globalCrashDesk(db, tokens);
    const globalAcked: GlobalAcked = { moves: [], payIns: [], resent: 0 };
    /** What the cash part adds to the run: its codes fetched between kills, its checks afterwards. */
    let cashMs = 0;

    const server = new ServerProcess(port, {
      DATABASE_URL: url,
      JWT_SECRET: secret,
      SEED_DEMO: '0',
      JOBS_INTERVAL_MS: '0',
      WEB_DIST_DIR: '/nonexistent',
      // The cash withdrawals' e-mail codes: a new one a second after the last (the rule's 60 s).
      CODE_RESEND_SECONDS: '1',
    });
    await server.start();
    const acked: Acked[] = [];
    let stopping = false;
    const client = async (u: { id: number; token: string }, index: number) => {
      for (let n = 0; !stopping; n++) {
        const requestId = `c${index}n${n}r${randomBytes(4).toString('hex')}`;
        if (n % 4 === 3) {
          const res = await sendUntilAnswered(
            `${api}/CoinTransactionOut/ApplyTransactionOut`,
            u.token,
            {
              coin: 'BTC',
              network: 'BTC',
              address: btcAddress,
              amount: '0.01',
              fundPassword: pin,
              requestId,
            },
            () => stopping,
          );
          expect(res.body.success, JSON.stringify(res.body)).toBe(true);
          acked.push({ kind: 'withdrawal', userId: u.id, requestId, id: String(res.body.result?.rid) });
        } else {
          const res = await sendUntilAnswered(
            `${api}/Transfer/Transfer`,
            u.token,
            { coin: 'USDT', amount: '1', fromWalletType: n % 2, toWalletType: 1 - (n % 2), requestId },
            () => stopping,
          );
          expect(res.body.success, JSON.stringify(res.body)).toBe(true);
          acked.push({ kind: 'transfer', userId: u.id, requestId, id: String(res.body.result?.id) });
        }
      }
    };
    const load = Promise.all([
      ...users.map((u, i) => client(u, i)),
      merchantClient(merchant, acked, () => stopping),
      p2pCrashClient(desk, p2pAcked, sendUntilAnswered, () => stopping),
      earnCrashClient(investor, earnAcked, sendUntilAnswered, () => stopping),
      globalCrashClient(globalDesk, globalAcked, sendUntilAnswered, () => stopping),
    ]);
    try {
      for (let k = 0; k < kills; k++) {
        await new Promise((resolve) => setTimeout(resolve, loadBetweenKillsMs));
        // A cash withdrawal and an incoming transfer in flight when the process dies (0–150 ms in).
        const codeAsked = Date.now();
        const cash = cashDesks[k];
        if (!cash) throw new Error('no cash user for this kill');
        const code = await cashSecurityCode(db, cash.desk, sendUntilAnswered);
        cashMs += Date.now() - codeAsked;
        cashInFlight.push(
          cashCrashRequests(db, cash.desk, code, () => server.dataDir, cash.acked, sendUntilAnswered),
          globalCrashPayIn(globalDesk, () => server.dataDir, globalAcked),
        );
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 150));
        await server.kill();
        if (long && k === Math.floor(kills / 2)) restartPostgresOnce();
        await server.start();
      }
      await new Promise((resolve) => setTimeout(resolve, loadBetweenKillsMs));
      stopping = true;
      await load;
      await Promise.all(cashInFlight);
    } finally {
      stopping = true;
      await server.kill('SIGTERM');
      rmSync(server.dataDir, { recursive: true, force: true });
    }
    process.stdout.write(
      `crash: ${acked.length} acknowledged requests, ${retried} retried, over ${kills} kills\n`,
    );

    // Every acknowledged transfer is in the ledger once, and no other transfer of these users is.
    const transfers = acked.filter((a) => a.kind === 'transfer');
    expect(new Set(transfers.map((a) => a.id)).size).toBe(transfers.length);
    const rows = await db
      .select({ id: ledgerTransfers.id })
      .from(ledgerTransfers)
      .where(like(ledgerTransfers.id, 'transfer:%'));
    expect(rows.map((r) => r.id).sort()).toEqual(transfers.map((a) => a.id).sort());

    // Every acknowledged withdrawal exists once with both reservations, and nothing else does.
    const applied = acked.filter((a) => a.kind === 'withdrawal');
    const stored = await db
      .select({ rid: withdrawals.rid })
      .from(withdrawals)
      .where(inArray(withdrawals.userId, [...users.map((u) => u.id), merchant.id]));
    expect(stored.map((w) => w.rid).sort()).toEqual(applied.map((a) => a.id).sort());
    const [reservations] = (
      (await db.execute(
        sql`select count(*)::int as n from ledger_transfers where kind = 1 and id like 'withdrawal:%'`,
      )) as unknown as { rows: { n: number }[] }
    ).rows;
    expect(reservations?.n).toBe(applied.length * 2);

    // Balances are what the acknowledged requests make them.
    const ledger = createLedger(db);
    for (const u of users) {
      const mine = transfers.filter((a) => a.userId === u.id);
      const [spot, flash] = await Promise.all([
        ledger.balance(userAccount(u.id, 'USDT', 0)),
        ledger.balance(userAccount(u.id, 'USDT', 1)),
      ]);
      expect(new Dec(spot.balance).plus(flash.balance).toFixed()).toBe('100000');
      const frozen = new Dec('0.0102').times(applied.filter((a) => a.userId === u.id).length);
      expect((await ledger.balance(userAccount(u.id, 'BTC'))).frozen).toBe(toWire(frozen));
      expect(mine.length).toBeGreaterThan(0);
    }

    const refunded = await expectRefundsSettled(db, merchant, acked);
    expect(refunded).toBeGreaterThan(0);
    process.stdout.write(`crash: ${refunded} refunds acknowledged, each sent and posted once\n`);

    const completed = await expectP2pSettled(db, desk, p2pAcked);
    expect(completed).toBeGreaterThan(0);
    process.stdout.write(`crash: ${completed} P2P orders acknowledged, each escrowed and released once\n`);

    const earned = await expectEarnSettled(db, investor, earnAcked);
    expect(earned.subscribed).toBeGreaterThan(0);
    process.stdout.write(
      `crash: ${earned.subscribed} earn subscriptions and ${earned.redeemed} redemptions acknowledged, each once\n`,
    );

    const checked = Date.now();
    const cash = { withdrawals: 0, payIns: 0, resent: 0 };
    await runCashPayoutsLater(db);
    for (const { desk: d, acked: a } of cashDesks) {
      expect(await expectCashSettled(db, d, a)).toEqual({ withdrawals: 1, payIns: 1 });
      cash.withdrawals++;
      cash.payIns++;
      cash.resent += a.resent;
    }
    cashMs += Date.now() - checked;
    process.stdout.write(
      `crash: ${cash.withdrawals} cash withdrawals and ${cash.payIns} pay-ins sent as the process was killed (${cash.resent} sent again), each once; ${(cashMs / 1000).toFixed(1)} s of the run\n`,
    );

    const global = await expectGlobalSettled(db, globalDesk, globalAcked);
    expect(global.moves).toBeGreaterThan(0);
    expect(global.payIns).toBe(kills);
    process.stdout.write(
      `crash: ${global.moves} global-account moves and ${global.payIns} pay-ins sent as the process was killed (${globalAcked.resent} sent again), each once\n`,
    );

    const verify = ledgerVerifyCli(url);
    expect(verify.output).toContain('Ledger OK');
    expect(verify.status).toBe(0);
  });
});
