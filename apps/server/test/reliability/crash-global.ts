import { randomBytes } from 'node:crypto';
import { fiatRecordType, globalPayInStatus, walletType } from '@coffer/contract';
import { eq, like, or } from 'drizzle-orm';
import { expect } from 'vitest';
import { detailsKey, sandboxGlobalDetails } from '../../src/adapters/bank/global-details';
import {
  cashAccounts,
  globalAccountDetails,
  globalAccounts,
  globalMoves,
  globalPayIns,
  globalPayWhitelist,
  ledgerTransfers,
} from '../../src/db/schema';
import { userAccount, userSubAccount } from '../../src/ledger/accounts';
import { createLedger } from '../../src/ledger/ledger';
import { Dec, toWire } from '../../src/lib/money';
import { forwardToServer, opsSocketPath } from '../../src/ops/ops-socket';
import { aUser } from '../builders';
import { type CrashDb, type CrashSend, type CrashTokens, crashToken } from './crash-session';

const api = '/api/services/app/Cash/GlobalAccount';
const startingCash = new Dec('1000');
/**
 * The moves alternate: 20 EUR into the global account (fee 1, 19 arrive), then 10 back (fee 1, 9
 * arrive); each pay-in is 50 EUR from the whitelisted payer (fee 0.5: the minimum, 49.5 credited).
 */
const toGlobal = { amount: new Dec('20'), fee: new Dec('1') };
const toCash = { amount: new Dec('10'), fee: new Dec('1') };
const payIn = { amount: new Dec('50'), fee: new Dec('0.5') };
const payer = 'DE89370400440532013000';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface GlobalCrashDesk {
  userId: number;
  token: string;
}
export interface GlobalAcked {
  moves: { id: string; toGlobal: boolean }[];
  payIns: string[];
  /** Pay-ins the console had to deliver again: a kill hit them. */
  resent: number;
}

/**
 * A verified user with an open cash account holding 1,000 EUR, an open global account with its EUR
 * details, and a payer whitelisted past its cool-off — written as the opening and the whitelist
 * leave them (their own calls are the API tests' subject).
 */
export async function globalCrashDesk(db: CrashDb, tokens: CrashTokens): Promise<GlobalCrashDesk> {
  const user = await aUser()
    .verified()
    .with({ name: 'Crash Global' })
    .funded('EUR', toWire(startingCash), walletType.members.fiat)
    .create({ db });
  const at = new Date();
  await db.insert(cashAccounts).values({
    userId: user.id,
    status: null,
    purpose: 'The crash test',
    reference: `CU${randomBytes(5).toString('hex').toUpperCase()}`,
    bankCustomerId: `SBC${user.id}`,
    openedAt: at,
    createdAt: at,
    updatedAt: at,
  });
  await db.insert(globalAccounts).values({
    userId: user.id,
    status: null,
    channel: 'personal',
    bankCustomerId: `SBC${user.id}`,
    submittedAt: at,
    openedAt: at,
    createdAt: at,
    updatedAt: at,
  });
  const details = sandboxGlobalDetails('EUR', user.id);
  if (!details) throw new Error('no EUR details');
  await db.insert(globalAccountDetails).values({
    userId: user.id,
    currency: 'EUR',
    paymentType: details.paymentType,
    account: details.account,
    accountKey: detailsKey(details),
    createdAt: at,
  });
  await db.insert(globalPayWhitelist).values({
    userId: user.id,
    currency: 'EUR',
    paymentType: 'sepa',
    country: 'DE',
    holderName: 'Acme GmbH',
    friendlyName: 'Acme',
    fields: { iban: payer, bic: 'COBADEFFXXX' },
    payerKey: `iban:${payer}`,
    usableFrom: new Date(0),
    createdAt: at,
    updatedAt: at,
  });
  return { userId: user.id, token: await crashToken(db, tokens, user) };
}

/** The user's load: moves either way, each with its request id, sent until answered. */
export async function globalCrashClient(
  desk: GlobalCrashDesk,
  acked: GlobalAcked,
  send: CrashSend,
  stop: () => boolean,
) {
  for (let n = 0; !stop(); n++) {
    const into = n % 2 === 0;
    const move = into ? toGlobal : toCash;
    const res = await send(
      `${api}/${into ? 'CreateFiatToGlobal' : 'CreateGlobalToFiat'}`,
      desk.token,
      {
        currency: 'EUR',
        amount: toWire(move.amount),
        fee: toWire(move.fee),
        requestId: `gm${n}r${randomBytes(4).toString('hex')}`,
      },
      stop,
    );
    expect(res.body.success, JSON.stringify(res.body)).toBe(true);
    acked.moves.push({ id: String(res.body.result?.id), toGlobal: into });
  }
}

/**
 * A transfer from the whitelisted payer sent through the operator console's socket to the running
 * server (`ops cash:global-send --id`) just before a kill: a dropped connection or no server is
 * retried with the same bank transfer id (the bank repeats a notification nobody acknowledged).
 */
export async function globalCrashPayIn(desk: GlobalCrashDesk, dataDir: () => string, acked: GlobalAcked) {
  const bankTransferId = `SBTGLOBAL${randomBytes(6).toString('hex').toUpperCase()}`;
  const argv = [
    'cash:global-send',
    String(desk.userId),
    'EUR',
    toWire(payIn.amount),
    '--from',
    payer,
    '--id',
    bankTransferId,
  ];
  for (let attempt = 0; attempt < 2000; attempt++) {
    try {
      if (await forwardToServer(opsSocketPath(dataDir()), argv, () => {})) {
        if (attempt > 0) acked.resent++;
        acked.payIns.push(bankTransferId);
        return;
      }
    } catch {
      // the server died with the command in flight: the bank delivers it again
    }
    await sleep(50);
  }
  throw new Error('the global pay-in was never delivered');
}

/**
 * Every acknowledged move is recorded and in the ledger exactly once (net and fee), every delivered
 * pay-in recorded and credited once, nothing else; the two balances are what those make them.
 */
export async function expectGlobalSettled(db: CrashDb, desk: GlobalCrashDesk, acked: GlobalAcked) {
  const moves = await db.select().from(globalMoves).where(eq(globalMoves.userId, desk.userId));
  expect(moves.map((m) => m.id).sort()).toEqual(acked.moves.map((m) => m.id).sort());
  for (const m of moves) {
    const into = acked.moves.find((a) => a.id === m.id)?.toGlobal;
    expect(m.recordType, m.id).toBe(
      into ? fiatRecordType.members.fiatToGlobal : fiatRecordType.members.globalToFiat,
    );
  }
  const payIns = await db.select().from(globalPayIns).where(eq(globalPayIns.userId, desk.userId));
  expect(payIns.map((p) => p.bankTransferId).sort()).toEqual([...acked.payIns].sort());
  expect(payIns.every((p) => p.status === globalPayInStatus.members.credited)).toBe(true);

  // The ledger ids derive from the move's and the pay-in's: each at most once by construction, so
  // the set of them says each happened exactly once.
  const mine = new Set([...moves.map((m) => m.id), ...payIns.map((p) => p.id)]);
  const rows = (
    await db
      .select({ id: ledgerTransfers.id })
      .from(ledgerTransfers)
      .where(or(like(ledgerTransfers.id, 'global:%'), like(ledgerTransfers.id, 'gpi:%')))
  ).filter((r) => mine.has(r.id.split(':')[1] ?? ''));
  const expected = [
    ...moves.flatMap((m) => [`global:${m.id}:move`, `global:${m.id}:fee`]),
    ...payIns.flatMap((p) => [`gpi:${p.id}:in`, `gpi:${p.id}:fee`]),
  ];
  expect(rows.map((r) => r.id).sort()).toEqual(expected.sort());

  const into = acked.moves.filter((m) => m.toGlobal).length;
  const back = acked.moves.length - into;
  const ledger = createLedger(db);
  const fiat = walletType.members.fiat;
  const cash = await ledger.balance(userAccount(desk.userId, 'EUR', fiat));
  const global = await ledger.balance(userSubAccount(desk.userId, 'EUR', fiat, 'global'));
  expect(cash).toMatchObject({
    balance: toWire(
      startingCash.minus(toGlobal.amount.times(into)).plus(toCash.amount.minus(toCash.fee).times(back)),
    ),
    frozen: '0',
  });
  expect(global).toMatchObject({
    balance: toWire(
      toGlobal.amount
        .minus(toGlobal.fee)
        .times(into)
        .minus(toCash.amount.times(back))
        .plus(payIn.amount.minus(payIn.fee).times(acked.payIns.length)),
    ),
    frozen: '0',
  });
  return { moves: moves.length, payIns: payIns.length };
}
