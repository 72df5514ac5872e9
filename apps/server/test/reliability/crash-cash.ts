import { randomBytes } from 'node:crypto';
import { cashOrderStatus, fiatRecordType, walletType } from '@coffer/contract';
import { and, desc, eq, inArray, like } from 'drizzle-orm';
import { expect } from 'vitest';
import { createSandboxChain } from '../../src/adapters/chain/sandbox-chain';
import {
  cashAccounts,
  cashOrders,
  cashPayees,
  cashPayIns,
  ledgerTransfers,
  outbox,
  sandboxBankPayouts,
} from '../../src/db/schema';
import { userAccount } from '../../src/ledger/accounts';
import { createLedger, transferKind } from '../../src/ledger/ledger';
import { Dec, toWire } from '../../src/lib/money';
import { buildModules } from '../../src/modules';
import { forwardToServer, opsSocketPath } from '../../src/ops/ops-socket';
import { aUser } from '../builders';
import { type CrashDb, type CrashSend, type CrashTokens, crashToken } from './crash-session';

const api = '/api/services/app';
const startingBalance = new Dec('1000');
/** Each withdrawal: 10 EUR and the fee of 1, reserved at once. Each pay-in: 5 EUR. */
const withdrawal = { amount: new Dec('10'), fee: new Dec('1') };
const payIn = new Dec('5');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface CashCrashDesk {
  userId: number;
  token: string;
  email: string;
  pin: string;
  payeeId: number;
  reference: string;
}
export interface CashAcked {
  withdrawals: string[];
  payIns: string[];
  /** Pay-ins the console had to deliver again, withdrawals sent again with a new code: a kill hit them. */
  resent: number;
}

/** A verified user with an open fiat account holding 1,000 EUR and a beneficiary past its cool-off. */
export async function cashCrashDesk(
  db: CrashDb,
  tokens: CrashTokens,
  fundPassword: { hash: string; pin: string },
): Promise<CashCrashDesk> {
  const user = await aUser()
    .verified()
    .with({ fundPasswordHash: fundPassword.hash, name: 'Crash Cash' })
    .funded('EUR', toWire(startingBalance), walletType.members.fiat)
    .create({ db });
  const at = new Date();
  const reference = `CU${randomBytes(5).toString('hex').toUpperCase()}`;
  await db.insert(cashAccounts).values({
    userId: user.id,
    status: null,
    purpose: 'The crash test',
    reference,
    bankCustomerId: `SBC${user.id}`,
    openedAt: at,
    createdAt: at,
    updatedAt: at,
  });
  const [payee] = await db
    .insert(cashPayees)
    .values({
      userId: user.id,
      own: false,
      channel: 'sepa',
      currency: 'EUR',
      country: 'DE',
      friendlyName: 'Landlord',
      firstName: 'Hans',
      lastName: 'Meier',
      fields: { iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' },
      usableFrom: new Date(0),
      createdAt: at,
      updatedAt: at,
    })
    .returning();
  if (!payee) throw new Error('no payee');
  const token = await crashToken(db, tokens, user);
  return {
    userId: user.id,
    token,
    email: user.email ?? '',
    pin: fundPassword.pin,
    payeeId: payee.id,
    reference,
  };
}

/**
 * A fresh e-mail code for the withdrawal's second factor (the server under test sends one a
 * second: CODE_RESEND_SECONDS), read from the outbox as the user reads their mail.
 */
export async function cashSecurityCode(db: CrashDb, desk: CashCrashDesk, send: CrashSend): Promise<string> {
  for (let attempt = 0; attempt < 30; attempt++) {
    const res = await send(
      `${api}/Basic/SendVerificationCode`,
      desk.token,
      { purpose: 'security', channel: 'email' },
      () => false,
    );
    if (res.body.success) {
      const [message] = await db
        .select({ body: outbox.body })
        .from(outbox)
        .where(and(eq(outbox.recipient, desk.email), eq(outbox.kind, 'verificationCode')))
        .orderBy(desc(outbox.id))
        .limit(1);
      const code = /\b(\d{6})\b/.exec(message?.body ?? '')?.[1];
      if (code) return code;
    }
    await sleep(1100);
  }
  throw new Error('no security code for the cash withdrawal');
}

/**
 * One withdrawal (its request id kept across resends) and one incoming transfer (its bank id
 * kept: the bank repeats a notification nobody acknowledged) sent at once, with the kill landing
 * while they are in flight. A resend whose code the dead process already spent gets a new code and
 * the same request id. The pay-in goes through the operator console's socket to the running server
 * (`ops cash:payin --id`): a dropped connection or no server is retried.
 */
export async function cashCrashRequests(
  db: CrashDb,
  desk: CashCrashDesk,
  firstCode: string,
  dataDir: () => string,
  acked: CashAcked,
  send: CrashSend,
) {
  const requestId = `cash${randomBytes(6).toString('hex')}`;
  const withdraw = async () => {
    let emailCode = firstCode;
    for (let attempt = 0; attempt < 20; attempt++) {
      const res = await send(
        `${api}/Cash/Cash/CreateWithdrawOrder`,
        desk.token,
        {
          payeeId: desk.payeeId,
          currency: 'EUR',
          amount: toWire(withdrawal.amount),
          fundPassword: desk.pin,
          emailCode,
          requestId,
        },
        () => false,
      );
      if (res.body.success) {
        acked.withdrawals.push(String(res.body.result?.id));
        return;
      }
      const spent = res.body.error?.validationErrors?.some((e) => e.field === 'emailCode');
      expect(spent, JSON.stringify(res.body)).toBe(true);
      acked.resent++;
      emailCode = await cashSecurityCode(db, desk, send);
    }
    throw new Error('the cash withdrawal was never answered');
  };
  const bankTransferId = `SBTCRASH${randomBytes(6).toString('hex').toUpperCase()}`;
  const deliver = async () => {
    const argv = ['cash:payin', desk.reference, toWire(payIn), 'EUR', '--id', bankTransferId];
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
    throw new Error('the pay-in was never delivered');
  };
  await Promise.all([withdraw(), deliver()]);
}

/**
 * Jobs are off in the killed server: a withdrawal whose process died before it reached the bank is
 * sent by the payouts' job of a process started later (past every lease).
 */
export async function runCashPayoutsLater(db: CrashDb) {
  const later = () => new Date(Date.now() + 10 * 60_000);
  const money = buildModules({ db, now: later, chain: createSandboxChain(db), dispatchLog: () => {} });
  return (await money.cash.runPayouts()).sent;
}

/**
 * Every acknowledged withdrawal exists once with its two reservations, every acknowledged pay-in
 * is recorded and credited once, and nothing else is; after the payouts' job (`runCashPayoutsLater`)
 * every withdrawal is with the bank exactly once; the balance is what those make it.
 */
export async function expectCashSettled(db: CrashDb, desk: CashCrashDesk, acked: CashAcked) {
  const orders = await db.select().from(cashOrders).where(eq(cashOrders.userId, desk.userId));
  const withdrawals = orders.filter((o) => o.recordType === fiatRecordType.members.withdraw);
  const topUps = orders.filter((o) => o.recordType === fiatRecordType.members.recharge);
  expect(withdrawals.map((o) => o.id).sort()).toEqual([...acked.withdrawals].sort());
  const payIns = await db.select().from(cashPayIns).where(eq(cashPayIns.reference, desk.reference));
  expect(payIns.map((p) => p.bankTransferId).sort()).toEqual([...acked.payIns].sort());
  expect(payIns.every((p) => p.state === 1 && p.orderId !== null)).toBe(true);
  expect(topUps.map((o) => o.id).sort()).toEqual(payIns.map((p) => p.orderId).sort());
  expect(topUps.every((o) => o.status === cashOrderStatus.members.success)).toBe(true);

  // The cash moves of this user's orders (the ids are derived from the order's).
  const mine = new Set(orders.map((o) => o.id));
  const moves = (
    await db
      .select({ id: ledgerTransfers.id, kind: ledgerTransfers.kind })
      .from(ledgerTransfers)
      .where(like(ledgerTransfers.id, 'cash:%'))
  ).filter((m) => mine.has(m.id.split(':')[1] ?? ''));
  const expected = [
    ...withdrawals.flatMap((o) => [
      { id: `cash:${o.id}:out`, kind: transferKind.pending },
      { id: `cash:${o.id}:fee`, kind: transferKind.pending },
    ]),
    ...topUps.map((o) => ({ id: `cash:${o.id}:in`, kind: transferKind.posted })),
  ];
  const byId = (a: { id: string }, b: { id: string }) => a.id.localeCompare(b.id);
  expect(moves.sort(byId)).toEqual(expected.sort(byId));

  const ids = acked.withdrawals.length > 0 ? acked.withdrawals : ['none'];
  const payouts = await db
    .select()
    .from(sandboxBankPayouts)
    .where(inArray(sandboxBankPayouts.reference, ids));
  expect(payouts.map((p) => p.reference).sort()).toEqual([...acked.withdrawals].sort());
  const sent = await db.select().from(cashOrders).where(inArray(cashOrders.id, ids));
  for (const o of sent) {
    expect(o.status, o.id).toBe(cashOrderStatus.members.inProgress);
    expect(o.bankId, o.id).toBe(payouts.find((p) => p.reference === o.id)?.bankId);
  }

  const balance = await createLedger(db).balance(userAccount(desk.userId, 'EUR', walletType.members.fiat));
  expect(balance).toMatchObject({
    balance: toWire(startingBalance.plus(payIn.times(acked.payIns.length))),
    frozen: toWire(withdrawal.amount.plus(withdrawal.fee).times(acked.withdrawals.length)),
  });
  return { withdrawals: acked.withdrawals.length, payIns: acked.payIns.length };
}
