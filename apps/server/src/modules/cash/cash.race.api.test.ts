import { cashOrderStatus, fiatRecordType } from '@coffer/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { aUser, testPin as pin, type TestUser } from '../../../test/builders';
import { useTestApp } from '../../../test/harness';
import { createSandboxBank } from '../../adapters/bank/sandbox-bank';
import { cashOrders, cashPayees } from '../../db/schema';
import { createAuthStores } from '../auth/auth.module';
import { createCashModule } from './cash.module';

const t = useTestApp();
const s = cashOrderStatus.members;
let alice: TestUser;

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
});

it('50 parallel withdrawals of the whole balance: one is reserved, the others refused (60007), nothing overdrawn', async () => {
  const cash = cashModule();
  const caller = { userId: alice.id } as Parameters<typeof cash.apply>[0];
  await cash.apply(caller, 'race');
  await cash.review(alice.id, { approve: true });
  await cash.openApproved();
  const info = await cash.rechargeBank(caller, 'EUR');
  await cash.receiveBankEvent({
    kind: 'payIn',
    bankTransferId: 'RACE-1',
    reference: info.reference,
    currency: 'EUR',
    amount: '101',
    payerName: 'Alice Race',
    payerAccount: 'X',
  });
  const client = { ip: '127.0.0.1', userAgent: 'test', clientType: 0, deviceId: null };
  const payee = await cash.addPayee(
    caller,
    {
      channel: 'sepa',
      currency: 'EUR',
      country: 'DE',
      friendlyName: 'Me',
      firstName: 'Alice',
      lastName: 'Race',
      fields: { iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' },
      fundPassword: pin,
    },
    false,
    client,
  );
  const results = await Promise.allSettled(
    Array.from({ length: 50 }, () =>
      cash.withdraw(caller, { payeeId: payee.id, currency: 'EUR', amount: '100', fundPassword: pin }, client),
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
