import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aUser } from '../../test/builders';
import { startTestApp, type TestApp } from '../../test/harness';
import { Dec, toWire } from '../lib/money';
import { systemAccount, userAccount } from './accounts';
import { LedgerError } from './errors';
import { createLedger, type Ledger } from './ledger';
import { verifyLedger } from './verify';

// PGlite has one connection, so it cannot race; the real test of the locks is PostgreSQL's pool.
describe.skipIf(process.env.TEST_DB !== 'postgres')('ledger under concurrency (PostgreSQL)', () => {
  let t: TestApp;
  let ledger: Ledger;
  const users: number[] = [];
  const custody = systemAccount('custody', 'USDT', 'TRC20');
  const fees = systemAccount('fees', 'USDT');
  const outcome = (p: Promise<unknown>) =>
    p.then(
      (r) => r as string,
      (e: unknown) => {
        if (e instanceof LedgerError) return e.code;
        throw e;
      },
    );

  beforeAll(async () => {
    t = await startTestApp();
    ledger = createLedger(t.db);
    for (let i = 0; i < 4; i++) {
      const id = (await aUser().verified().create(t)).id;
      users.push(id);
      await ledger.transfer({
        id: `fund-${id}`,
        debit: custody,
        credit: userAccount(id, 'USDT'),
        asset: 'USDT',
        amount: '100',
        reason: 'deposit',
      });
    }
  });
  afterAll(() => t.close());

  it('keeps balances exact through 600 parallel transfers among 4 hot accounts', async () => {
    const balances = new Map(users.map((u) => [u, new Dec(100)]));
    let seed = 42;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    const moves = Array.from({ length: 600 }, (_, i) => {
      const from = users[Math.floor(random() * 4)] as number;
      let to = users[Math.floor(random() * 4)] as number;
      if (to === from) to = users[(users.indexOf(from) + 1) % 4] as number;
      const amount = new Dec(Math.floor(random() * 4000) + 1).div(100); // 0.01 … 40.00
      return { id: `race-${i}`, from, to, amount };
    });
    const started = performance.now();
    const results = await Promise.all(
      moves.map((m) =>
        outcome(
          ledger.transfer({
            id: m.id,
            debit: userAccount(m.from, 'USDT'),
            credit: userAccount(m.to, 'USDT'),
            asset: 'USDT',
            amount: m.amount,
            reason: 'transfer',
          }),
        ),
      ),
    );
    const seconds = (performance.now() - started) / 1000;
    process.stdout.write(
      `ledger: 600 contended transfers in ${seconds.toFixed(2)} s (${Math.round(600 / seconds)}/s)\n`,
    );
    expect(results.every((r) => r === 'created' || r === 'insufficient_funds')).toBe(true);
    expect(results.filter((r) => r === 'created').length).toBeGreaterThan(300);
    // Replay the successes in any order: sums commute, so the final balances are exact.
    moves.forEach((m, i) => {
      if (results[i] !== 'created') return;
      balances.set(m.from, (balances.get(m.from) as Dec).minus(m.amount));
      balances.set(m.to, (balances.get(m.to) as Dec).plus(m.amount));
    });
    for (const u of users) {
      const got = await ledger.balance(userAccount(u, 'USDT'));
      expect(got.balance).toBe(toWire(balances.get(u) as Dec));
      expect(new Dec(got.balance).gte(0)).toBe(true);
    }
    expect((await verifyLedger(t.db)).problems).toEqual([]);
  });

  it('lets exactly one of 50 parallel reservations of the whole balance through', async () => {
    const user = users[0] as number;
    const { available } = await ledger.balance(userAccount(user, 'USDT'));
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        outcome(
          ledger.reserve({
            id: `all-in-${i}`,
            debit: userAccount(user, 'USDT'),
            credit: custody,
            asset: 'USDT',
            amount: available,
            reason: 'withdrawal',
          }),
        ),
      ),
    );
    expect(results.filter((r) => r === 'created')).toHaveLength(1);
    expect(results.filter((r) => r === 'insufficient_funds')).toHaveLength(49);
    expect(await ledger.balance(userAccount(user, 'USDT'))).toMatchObject({
      available: '0',
      frozen: available,
    });
  });

  it('gives 20 identical requests with one id one effect', async () => {
    const b = users[1] as number;
    const before = new Dec((await ledger.balance(userAccount(b, 'USDT'))).balance);
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        outcome(
          ledger.transfer({
            id: 'same-id',
            debit: custody,
            credit: userAccount(b, 'USDT'),
            asset: 'USDT',
            amount: '7.5',
            reason: 'deposit',
          }),
        ),
      ),
    );
    expect(results.filter((r) => r === 'created')).toHaveLength(1);
    expect(results.filter((r) => r === 'exists')).toHaveLength(19);
    expect((await ledger.balance(userAccount(b, 'USDT'))).balance).toBe(toWire(before.plus('7.5')));
  });

  it('resolves a reservation once when posts and voids race', async () => {
    const user = users[1] as number;
    await ledger.reserve({
      id: 'race-pending',
      debit: userAccount(user, 'USDT'),
      credit: fees,
      asset: 'USDT',
      amount: '1',
      reason: 'fee',
    });
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        outcome(
          i % 2
            ? ledger.post({ id: `race-post-${i}`, pendingId: 'race-pending', reason: 'fee' })
            : ledger.void({ id: `race-void-${i}`, pendingId: 'race-pending', reason: 'fee' }),
        ),
      ),
    );
    expect(results.filter((r) => r === 'created')).toHaveLength(1);
    expect(results.filter((r) => r === 'pending_already_resolved')).toHaveLength(39);
    expect((await ledger.balance(userAccount(user, 'USDT'))).frozen).toBe('0');
  });

  it('never overdraws when transfers race a reservation and batches lock many accounts', async () => {
    const [a, b, c, d] = users as [number, number, number, number];
    const { available } = await ledger.balance(userAccount(c, 'USDT'));
    const jobs = [
      ...Array.from({ length: 60 }, (_, i) =>
        outcome(
          ledger.transfer({
            id: `drain-${i}`,
            debit: userAccount(c, 'USDT'),
            credit: userAccount(i % 2 ? a : d, 'USDT'),
            asset: 'USDT',
            amount: '3',
            reason: 'transfer',
          }),
        ),
      ),
      outcome(
        ledger.reserve({
          id: 'drain-reserve',
          debit: userAccount(c, 'USDT'),
          credit: custody,
          asset: 'USDT',
          amount: '10',
          reason: 'withdrawal',
        }),
      ),
      ...Array.from({ length: 30 }, (_, i) =>
        outcome(
          ledger
            .batch([
              {
                op: 'transfer',
                id: `batch-${i}-a`,
                debit: userAccount(d, 'USDT'),
                credit: userAccount(b, 'USDT'),
                asset: 'USDT',
                amount: '0.5',
                reason: 'transfer',
              },
              {
                op: 'transfer',
                id: `batch-${i}-b`,
                debit: userAccount(b, 'USDT'),
                credit: userAccount(c, 'USDT'),
                asset: 'USDT',
                amount: '0.25',
                reason: 'transfer',
              },
            ])
            .then((r) => r.join(',')),
        ),
      ),
    ];
    const results = await Promise.all(jobs);
    expect(results.every((r) => /^(created|created,created|insufficient_funds)$/.test(r))).toBe(true);
    const after = await ledger.balance(userAccount(c, 'USDT'));
    expect(new Dec(after.available).gte(0)).toBe(true);
    expect(new Dec(available).gte(0)).toBe(true);
    expect((await verifyLedger(t.db)).problems).toEqual([]);
  });
});
