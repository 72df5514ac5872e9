import { cashOrderStatus, fiatRecordType } from '@coffer/contract';
import { and, eq, like } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { aUser, testPin as pin, type TestUser } from '../../../test/builders';
import { useTestApp } from '../../../test/harness';
import { createSandboxBank } from '../../adapters/bank/sandbox-bank';
import { cashOrders, cashPayees, cashPayIns, ledgerTransfers } from '../../db/schema';
import { createAuthStores } from '../auth/auth.module';
import { createCashModule } from './cash.module';

const t = useTestApp();
const s = cashOrderStatus.members;
let alice: TestUser;
let bob: TestUser;
let carol: TestUser;

/**
 * The cash module over this file's database with the second factor accepted (one authenticator
 * code cannot be spent 50 times: the race is the reservation's, not the code's). Everything else is
 * the real thing: the KYC gate, the fund PIN, the lock, the rolling limit and the ledger.
 */
function cashModule() {
  const now = () => t.clock.now;
  return createCashModule({
    db: t.db,
    bank: createSandboxBank(t.db),
    ledger: t.modules.ledger,
    kyc: t.modules.kycGuard,
    hold: { requireNoHold: async () => {} },
    fundPin: t.modules.fundPin,
    second: { check: async () => {} },
    users: createAuthStores({ db: t.db, now }).users,
    securityLog: { record: async () => {} },
    messenger: { send: async () => {} },
    now,
    coolOffMs: 0,
    log: () => {},
  }).service;
}

beforeAll(async () => {
  alice = await aUser().verified().fundPin(pin).with({ name: 'Alice Race' }).create(t);
  bob = await aUser().verified().fundPin(pin).with({ name: 'Bob Race' }).create(t);
  carol = await aUser().verified().fundPin(pin).with({ name: 'Carol Race' }).create(t);
});

const client = { ip: '127.0.0.1', userAgent: 'test', clientType: 0, deviceId: null };

/** An open fiat account holding `balance` EUR (paid in by the holder) and a payee usable at once. */
async function fundedAccount(cash: ReturnType<typeof cashModule>, user: TestUser, balance: string) {
  const caller = { userId: user.id } as Parameters<typeof cash.apply>[0];
  await cash.apply(caller, 'race');
  await cash.review(user.id, { approve: true });
  await cash.openApproved();
  const info = await cash.rechargeBank(caller, 'EUR');
  await cash.receiveBankEvent({
    kind: 'payIn',
    bankTransferId: `RACE-${user.id}`,
    reference: info.reference,
    currency: 'EUR',
    amount: balance,
    payerName: user.name,
    payerAccount: 'X',
  });
  const [firstName = '', lastName = ''] = user.name.split(' ');
  const payee = await cash.addPayee(
    caller,
    {
      channel: 'sepa',
      currency: 'EUR',
      country: 'DE',
      friendlyName: 'Me',
      firstName,
      lastName,
      fields: { iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' },
      fundPassword: pin,
    },
    false,
    client,
  );
  return { caller, payeeId: payee.id };
}

it('50 parallel withdrawals of the whole balance: one is reserved, the others refused (60007), nothing overdrawn', async () => {
  const cash = cashModule();
  const { caller, payeeId } = await fundedAccount(cash, alice, '101');
  const results = await Promise.allSettled(
    Array.from({ length: 50 }, () =>
      cash.withdraw(caller, { payeeId, currency: 'EUR', amount: '100', fundPassword: pin }, client),
    ),
  );
  const ok = results.filter((r) => r.status === 'fulfilled');
  const refused = results
    .filter((r) => r.status === 'rejected')
    .map((r) => (r.reason as { code?: number }).code);
  expect(ok).toHaveLength(1);
  expect(new Set(refused)).toEqual(new Set([60007]));
  const orders = await t.db
    .select()
    .from(cashOrders)
    .where(and(eq(cashOrders.userId, alice.id), eq(cashOrders.recordType, fiatRecordType.members.withdraw)));
  expect(orders.map((o) => o.status)).toEqual([s.inProgress]);
  const [b] = (await cash.assets(caller)).filter((x) => x.currency === 'EUR');
  expect(b).toMatchObject({ balance: '101', frozen: '101', available: '0' });
  expect(await t.db.select().from(cashPayees).where(eq(cashPayees.userId, alice.id))).toHaveLength(1);
});

it("50 parallel withdrawals of the day's maximum: the rolling limit (under the user's lock) lets two through, not the three the balance would", async () => {
  const cash = cashModule();
  // 50,000 + the fee of 1, three times over: the balance allows three, the 100,000 a day two.
  const { caller, payeeId } = await fundedAccount(cash, bob, '150003');
  const results = await Promise.allSettled(
    Array.from({ length: 50 }, () =>
      cash.withdraw(caller, { payeeId, currency: 'EUR', amount: '50000', fundPassword: pin }, client),
    ),
  );
  const refused = results
    .filter((r) => r.status === 'rejected')
    .map((r) => (r.reason as { code?: number }).code);
  expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(2);
  expect(new Set(refused)).toEqual(new Set([40015]));
  const orders = await t.db
    .select()
    .from(cashOrders)
    .where(and(eq(cashOrders.userId, bob.id), eq(cashOrders.recordType, fiatRecordType.members.withdraw)));
  expect(orders.map((o) => o.status)).toEqual([s.inProgress, s.inProgress]);
  const [b] = (await cash.assets(caller)).filter((x) => x.currency === 'EUR');
  expect(b).toMatchObject({ balance: '150003', frozen: '100002', available: '50001' });
});

it("the bank's notifications 50 at once: a payout settled and failed resolves once, a transfer is credited once", async () => {
  const cash = cashModule();
  const { caller, payeeId } = await fundedAccount(cash, carol, '101');
  const w = await cash.withdraw(
    caller,
    { payeeId, currency: 'EUR', amount: '100', fundPassword: pin },
    client,
  );
  const [sent] = await t.db.select().from(cashOrders).where(eq(cashOrders.id, w.id));
  const bankId = sent?.bankId ?? '';
  const info = await cash.rechargeBank(caller, 'EUR');
  const transfer = {
    kind: 'payIn' as const,
    bankTransferId: `RACE-TWICE-${carol.id}`,
    reference: info.reference,
    currency: 'EUR',
    amount: '7',
    payerName: carol.name,
    payerAccount: 'X',
  };
  const results = await Promise.allSettled(
    Array.from({ length: 50 }, (_, i) =>
      i % 2 === 0
        ? cash.receiveBankEvent({
            kind: i % 4 === 0 ? 'payoutSettled' : 'payoutFailed',
            reference: w.id,
            bankId,
          })
        : cash.receiveBankEvent(transfer),
    ),
  );
  expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
  const [order] = await t.db.select().from(cashOrders).where(eq(cashOrders.id, w.id));
  const ends = await t.db
    .select({ id: ledgerTransfers.id })
    .from(ledgerTransfers)
    .where(like(ledgerTransfers.id, `cash:${w.id}:out:%`));
  // Whichever came first: posted once (success) or voided once (failed), never both.
  expect(ends.map((e) => e.id)).toEqual([
    `cash:${w.id}:out:${order?.status === s.success ? 'post' : 'void'}`,
  ]);
  expect([s.success, s.failed]).toContain(order?.status);
  const payIns = await t.db
    .select()
    .from(cashPayIns)
    .where(eq(cashPayIns.bankTransferId, transfer.bankTransferId));
  expect(payIns.map((p) => p.state)).toEqual([1]);
  const [b] = (await cash.assets(caller)).filter((x) => x.currency === 'EUR');
  expect(b).toMatchObject({ balance: order?.status === s.success ? '7' : '108', frozen: '0' });
});
