import { endpoints, withdrawalStatus } from '@coffer/contract';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../test/api-client';
import { useTestApp } from '../../test/harness';
import { readOutbox } from '../adapters/notifier/sandbox-notifier';
import { users, withdrawals } from '../db/schema';
import { systemAccount, userAccount } from '../ledger/accounts';
import { createLedger } from '../ledger/ledger';
import { createPasswordHasher } from '../modules/auth/auth.module';
import { demoMoneyFundPin } from '../seed/demo-money';
import { seedDemo } from '../seed/seed-demo';
import type { OpsCommand } from './cli';
import { ledgerVerifyCommand } from './ledger-verify';
import { withdrawApproveCommand, withdrawListCommand, withdrawRejectCommand } from './withdraw';

const t = useTestApp();
const lines: string[] = [];
const run = (command: OpsCommand, positionals: string[] = [], values: Record<string, unknown> = {}) =>
  command.run({ database: t.database, modules: t.modules, values, positionals, out: (l) => lines.push(l) });

beforeAll(async () => {
  await seedDemo(t.db, createPasswordHasher({ memoryCost: 1024, timeCost: 1 }), t.clock.now);
});

const demoUser = async (uid: string) =>
  (await t.db.select().from(users).where(eq(users.uid, uid)))[0] as typeof users.$inferSelect;

describe('demo balances', () => {
  it('arrive through the ledger as deposits from custody', async () => {
    const alice = await demoUser('10000001');
    const ledger = createLedger(t.db);
    expect((await ledger.balance(userAccount(alice.id, 'BTC'))).balance).toBe('0.85');
    expect((await ledger.balance(userAccount(alice.id, 'USDT', 1))).balance).toBe('500');
    expect((await ledger.balance(userAccount(alice.id, 'USD', 2))).balance).toBe('2500');
    expect((await ledger.balance(systemAccount('custody', 'BTC', 'BTC'))).balance).toBe('-15.85');
    const res = await api(t).as(alice).call(endpoints.deposits.getList, { coin: 'BTC' });
    expect(res.items).toMatchObject([{ amount: '0.85', status: 2 }]);
  });
});

describe('ops withdraw:list, approve, reject and ledger:verify', () => {
  it('lets the operator decide on withdrawals under review', async () => {
    const ent = await demoUser('10000002');
    const rids: string[] = [];
    for (let i = 0; i < 2; i++) {
      const { rid } = await api(t).as(ent).call(endpoints.withdrawals.apply, {
        coin: 'BTC',
        network: 'BTC',
        address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
        amount: '3',
        fundPassword: demoMoneyFundPin,
      });
      const [message] = await readOutbox(t.db, { to: ent.email ?? '', limit: 1 });
      const code = /is (\d{6})\./.exec(message?.body ?? '')?.[1];
      await api(t).as(ent).with({ query: { rid } }).send(endpoints.withdrawals.confirm, { code });
      rids.push(rid);
    }
    lines.length = 0;
    await run(withdrawListCommand);
    expect(lines.filter((l) => l.includes('pendingReview'))).toHaveLength(2);
    await run(withdrawApproveCommand, [rids[0] as string], { note: 'known customer' });
    await run(withdrawRejectCommand, [rids[1] as string]);
    await expect(run(withdrawRejectCommand, [rids[1] as string])).rejects.toThrow('No withdrawal');
    const statuses = await t.db
      .select({ rid: withdrawals.rid, status: withdrawals.status })
      .from(withdrawals);
    expect(statuses.find((w) => w.rid === rids[0])?.status).toBe(withdrawalStatus.members.pendingSend);
    expect(statuses.find((w) => w.rid === rids[1])?.status).toBe(withdrawalStatus.members.reviewRejected);
    expect((await createLedger(t.db).balance(userAccount(ent.id, 'BTC'))).frozen).toBe('3.0002');
  });

  it('verifies the ledger, and fails loudly on a broken one', async () => {
    lines.length = 0;
    await run(ledgerVerifyCommand);
    expect(lines.at(-1)).toBe('Ledger OK: every invariant holds.');
    await t.db.execute(
      sql`update ledger_accounts set credits_posted = credits_posted + 0.5 where id = (select min(id) from ledger_accounts where owner_user_id is not null)`,
    );
    try {
      await expect(run(ledgerVerifyCommand)).rejects.toThrow('Ledger verification failed');
      expect(lines.some((l) => l.startsWith('PROBLEM asset'))).toBe(true);
    } finally {
      await t.db.execute(
        sql`update ledger_accounts set credits_posted = credits_posted - 0.5 where id = (select min(id) from ledger_accounts where owner_user_id is not null)`,
      );
    }
  });
});
