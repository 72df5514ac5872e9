import { endpoints, walletType, withdrawalStatus } from '@coffer/contract';
import { eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ChainAdapter } from '../../src/adapters/chain/chain';
import { createSandboxChain } from '../../src/adapters/chain/sandbox-chain';
import { readOutbox } from '../../src/adapters/notifier/sandbox-notifier';
import { ledgerTransfers, withdrawals } from '../../src/db/schema';
import type { Job } from '../../src/jobs';
import { userAccount } from '../../src/ledger/accounts';
import { createLedger } from '../../src/ledger/ledger';
import { buildModules } from '../../src/modules';
import { api } from '../api-client';
import { aUser, btcAddress, testHasher, testPin } from '../builders';
import { useMoneyTestApp } from '../harness';

/**
 * The job audit's test (docs/scale-out.md): two server processes run every background job at the
 * same moment on one database, round after round, and each unit of work is done once: every
 * deposit credited once, every withdrawal sent to the chain once and resolved once. Both share one
 * chain that counts the sends it is asked for (the sandbox itself would hide a second one).
 */
const sends = new Map<string, number>();
function countingChain(chain: ChainAdapter): ChainAdapter {
  return {
    ...chain,
    async send(input) {
      sends.set(input.reference, (sends.get(input.reference) ?? 0) + 1);
      return chain.send(input);
    },
  };
}

const { t, money } = useMoneyTestApp((db) => ({
  chain: countingChain(createSandboxChain(db)),
  hasher: testHasher,
}));

const runAll = async (jobs: readonly Job[]) => {
  for (const job of jobs) await job();
};

describe('jobs on two processes at once', () => {
  it('each deposit is credited once and each withdrawal sent once, whichever process takes it', async () => {
    // Process B: its own modules (its own jobs) on the same database and chain.
    const other = buildModules({
      db: t.db,
      now: () => t.clock.now,
      chain: countingChain(createSandboxChain(t.db)),
      passwordHashCost: { memoryCost: 1024, timeCost: 1 },
    });
    const chain = createSandboxChain(t.db);
    const depositors = [];
    for (let i = 0; i < 6; i++) {
      const user = await aUser().verified().create(t);
      const { address } = await money.deposits.address(
        { userId: user.id, uid: user.uid, accountType: 0, sessionId: 's' },
        { coin: 'BTC', network: 'BTC', wallet: walletType.members.spot },
      );
      await chain.deposit({ network: 'BTC', coin: 'BTC', toAddress: address, amount: '1', now: t.clock.now });
      depositors.push(user);
    }
    const sender = await aUser()
      .verified()
      .fundPin(testPin)
      .funded('BTC', '100')
      .whitelisted('BTC', 'BTC')
      .create(t);
    const rids: string[] = [];
    for (let i = 0; i < 6; i++) {
      const applied = await api(t).as(sender).call(endpoints.withdrawals.apply, {
        coin: 'BTC',
        network: 'BTC',
        address: btcAddress,
        amount: '0.5',
        fundPassword: testPin,
      });
      const [message] = await readOutbox(t.db, { to: sender.email ?? '', limit: 1 });
      const code = /is (\d{6})\./.exec(message?.body ?? '')?.[1] ?? '';
      const confirmed = await api(t)
        .as(sender)
        .with({ query: { rid: applied.rid } })
        .send(endpoints.withdrawals.confirm, { code });
      expect(confirmed.status).toBe(200);
      rids.push(applied.rid);
    }

    for (let round = 0; round < 6; round++) {
      t.clock.advance(5 * 60_000);
      await Promise.all([runAll(money.jobs), runAll(other.jobs)]);
    }

    const ledger = createLedger(t.db);
    for (const user of depositors)
      expect((await ledger.balance(userAccount(user.id, 'BTC'))).available).toBe('1');
    expect(
      await t.db.select().from(ledgerTransfers).where(like(ledgerTransfers.id, 'deposit:%')),
    ).toHaveLength(depositors.length);
    for (const rid of rids) {
      const [row] = await t.db.select().from(withdrawals).where(eq(withdrawals.rid, rid));
      expect(row?.status, rid).toBe(withdrawalStatus.members.accepted);
      const resolved = await t.db
        .select()
        .from(ledgerTransfers)
        .where(like(ledgerTransfers.pendingId, `withdrawal:${rid}%`));
      // The amount and its fee: each reservation posted once.
      expect(resolved, rid).toHaveLength(2);
    }
    const sentPerWithdrawal = [...sends.values()];
    expect(sentPerWithdrawal).toHaveLength(rids.length);
    expect(sentPerWithdrawal.every((n) => n === 1)).toBe(true);
  });
});
