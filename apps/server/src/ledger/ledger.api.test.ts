import { walletType } from '@coffer/contract';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { aUser } from '../../test/builders';
import { useTestApp } from '../../test/harness';
import { ledgerTransfers } from '../db/schema';
import { type AccountKey, systemAccount, userAccount } from './accounts';
import { LedgerError } from './errors';
import { createLedger, type Ledger } from './ledger';
import { verifyLedger } from './verify';

const t = useTestApp();
let ledger: Ledger;
let alice: number;
let bob: number;
const custody = systemAccount('custody', 'BTC', 'BTC');
const fees = systemAccount('fees', 'BTC');

const fails = async (promise: Promise<unknown>, code: string) => {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error, code).toBeInstanceOf(LedgerError);
  expect((error as LedgerError).code).toBe(code);
};

beforeAll(async () => {
  ledger = createLedger(t.db);
  alice = (await aUser().verified().create(t)).id;
  bob = (await aUser().verified().create(t)).id;
});

describe('posted transfers', () => {
  it('moves money exactly and keeps both sides equal', async () => {
    const r = await ledger.transfer({
      id: 'dep-1',
      debit: custody,
      credit: userAccount(alice, 'BTC'),
      asset: 'BTC',
      amount: '1.123456789012345678',
      reason: 'deposit',
    });
    expect(r).toBe('created');
    expect(await ledger.balance(userAccount(alice, 'BTC'))).toMatchObject({
      balance: '1.123456789012345678',
      available: '1.123456789012345678',
      frozen: '0',
    });
    expect((await ledger.balance(custody)).balance).toBe('-1.123456789012345678');
  });

  it('adds 0.1 ten times to exactly 1 (no floats anywhere)', async () => {
    for (let i = 0; i < 10; i++)
      await ledger.transfer({
        id: `tenth-${i}`,
        debit: custody,
        credit: userAccount(bob, 'BTC'),
        asset: 'BTC',
        amount: '0.1',
        reason: 'deposit',
      });
    expect((await ledger.balance(userAccount(bob, 'BTC'))).balance).toBe('1');
  });

  it('refuses to overdraw a user account and changes nothing', async () => {
    const before = await ledger.balance(userAccount(bob, 'BTC'));
    await fails(
      ledger.transfer({
        id: 'over-1',
        debit: userAccount(bob, 'BTC'),
        credit: userAccount(alice, 'BTC'),
        asset: 'BTC',
        amount: '1.000000000000000001',
        reason: 'transfer',
      }),
      'insufficient_funds',
    );
    expect(await ledger.balance(userAccount(bob, 'BTC'))).toEqual(before);
    const stored = await t.db.select().from(ledgerTransfers).where(eq(ledgerTransfers.id, 'over-1'));
    expect(stored).toEqual([]);
  });

  it('is idempotent by id: same body → first result, other body → error', async () => {
    const input = {
      id: 'idem-1',
      debit: userAccount(bob, 'BTC'),
      credit: userAccount(bob, 'BTC', walletType.members.flashExchange),
      asset: 'BTC',
      amount: '0.25',
      reason: 'transfer' as const,
    };
    expect(await ledger.transfer(input)).toBe('created');
    expect(await ledger.transfer(input)).toBe('exists');
    expect(await ledger.transfer({ ...input, amount: '0.250' })).toBe('exists');
    await fails(ledger.transfer({ ...input, amount: '0.26' }), 'exists_with_different_fields');
    await fails(ledger.reserve(input), 'exists_with_different_fields');
    expect((await ledger.balance(input.credit)).balance).toBe('0.25');
  });

  it('rejects bad input before touching the database', async () => {
    const base = {
      id: 'bad-1',
      debit: custody,
      credit: userAccount(alice, 'BTC'),
      asset: 'BTC',
      reason: 'deposit' as const,
    };
    for (const amount of ['0', '-1', '1e5', 'NaN', '0.0000000000000000001', '100000000000000000000', ''])
      await fails(ledger.transfer({ ...base, amount }), 'invalid_amount');
    await fails(ledger.transfer({ ...base, id: 'has space', amount: '1' }), 'invalid_id');
    await fails(ledger.transfer({ ...base, asset: 'ETH', amount: '1' }), 'asset_mismatch');
    await fails(ledger.transfer({ ...base, credit: custody, amount: '1' }), 'accounts_must_differ');
  });

  it('lets custody go negative but never fees', async () => {
    await fails(
      ledger.transfer({
        id: 'fees-neg',
        debit: fees,
        credit: userAccount(alice, 'BTC'),
        asset: 'BTC',
        amount: '1',
        reason: 'refund',
      }),
      'insufficient_funds',
    );
  });
});

describe('two-phase transfers', () => {
  /** Reserves `amount` BTC of the account for a withdrawal to custody, under the transfer id `id`. */
  const reserveForWithdrawal = (debit: AccountKey, id: string, amount: string) =>
    ledger.reserve({ id, debit, credit: custody, asset: 'BTC', amount, reason: 'withdrawal' });

  it('reserves (frozen), then posts exactly once', async () => {
    const user = userAccount(alice, 'BTC');
    await reserveForWithdrawal(user, 'wd-1', '0.5');
    expect(await ledger.balance(user)).toMatchObject({
      balance: '1.123456789012345678',
      frozen: '0.5',
      available: '0.623456789012345678',
    });
    expect(await ledger.post({ id: 'wd-1:post', pendingId: 'wd-1', reason: 'withdrawal' })).toBe('created');
    expect(await ledger.post({ id: 'wd-1:post', pendingId: 'wd-1', reason: 'withdrawal' })).toBe('exists');
    await fails(
      ledger.void({ id: 'wd-1:void', pendingId: 'wd-1', reason: 'withdrawal' }),
      'pending_already_resolved',
    );
    await fails(
      ledger.post({ id: 'wd-1:post2', pendingId: 'wd-1', reason: 'withdrawal' }),
      'pending_already_resolved',
    );
    expect(await ledger.balance(user)).toMatchObject({ balance: '0.623456789012345678', frozen: '0' });
  });

  it('voids a reservation back to available', async () => {
    const user = userAccount(alice, 'BTC');
    await reserveForWithdrawal(user, 'wd-2', '0.6');
    await fails(
      ledger.transfer({
        id: 'wd-2-spend',
        debit: user,
        credit: userAccount(bob, 'BTC'),
        asset: 'BTC',
        amount: '0.1',
        reason: 'transfer',
      }),
      'insufficient_funds',
    );
    expect(await ledger.void({ id: 'wd-2:void', pendingId: 'wd-2', reason: 'withdrawal' })).toBe('created');
    expect(await ledger.balance(user)).toMatchObject({ available: '0.623456789012345678', frozen: '0' });
  });

  it('cannot resolve what is not pending', async () => {
    await fails(
      ledger.post({ id: 'x:post', pendingId: 'no-such', reason: 'withdrawal' }),
      'pending_not_found',
    );
    await fails(ledger.post({ id: 'x:post', pendingId: 'dep-1', reason: 'withdrawal' }), 'pending_not_found');
  });
});

describe('batches and corrections', () => {
  it('applies all or nothing', async () => {
    const user = userAccount(bob, 'BTC');
    const before = await ledger.balance(user);
    await fails(
      ledger.batch([
        { op: 'transfer', id: 'b-1', debit: user, credit: fees, asset: 'BTC', amount: '0.1', reason: 'fee' },
        {
          op: 'transfer',
          id: 'b-2',
          debit: user,
          credit: custody,
          asset: 'BTC',
          amount: '100',
          reason: 'withdrawal',
        },
      ]),
      'insufficient_funds',
    );
    expect(await ledger.balance(user)).toEqual(before);
    expect(
      await ledger.batch([
        {
          op: 'reserve',
          id: 'b-3',
          debit: user,
          credit: custody,
          asset: 'BTC',
          amount: '0.2',
          reason: 'withdrawal',
        },
        { op: 'post', id: 'b-3:post', pendingId: 'b-3', reason: 'withdrawal' },
        { op: 'transfer', id: 'b-4', debit: user, credit: fees, asset: 'BTC', amount: '0.05', reason: 'fee' },
      ]),
    ).toEqual(['created', 'created', 'created']);
    expect((await ledger.balance(user)).balance).toBe('0.5');
    expect((await ledger.balance(fees)).balance).toBe('0.05');
  });

  it('reverses a transfer once, by a new transfer', async () => {
    expect(await ledger.reverse('b-4')).toBe('created');
    expect(await ledger.reverse('b-4')).toBe('exists');
    expect((await ledger.balance(fees)).balance).toBe('0');
    await expect(
      t.db.execute(sql`update ledger_transfers set amount = 2 where id = 'b-4'`),
    ).rejects.toThrow();
  });

  it('rolls back with the caller transaction', async () => {
    const user = userAccount(bob, 'BTC');
    const before = await ledger.balance(user);
    await expect(
      t.db.transaction(async (tx) => {
        await ledger
          .withTx(tx)
          .transfer({ id: 'tx-1', debit: user, credit: fees, asset: 'BTC', amount: '0.1', reason: 'fee' });
        throw new Error('caller failed');
      }),
    ).rejects.toThrow('caller failed');
    expect(await ledger.balance(user)).toEqual(before);
  });
});

describe('verification', () => {
  it('is clean after all of the above', async () => {
    const report = await verifyLedger(t.db);
    expect(report.problems).toEqual([]);
    expect(report.transfers).toBeGreaterThan(10);
  });

  it('finds a balance written around the ledger, and a negative user balance', async () => {
    const id = await ledger.accountId(userAccount(alice, 'BTC'));
    await t.db.execute(sql`update ledger_accounts set credits_posted = credits_posted + 1 where id = ${id}`);
    try {
      const report = await verifyLedger(t.db);
      expect(report.problems.some((p) => p.startsWith('asset BTC'))).toBe(true);
      expect(report.problems.some((p) => p.startsWith(`account ${id}: credits_posted`))).toBe(true);
    } finally {
      await t.db.execute(
        sql`update ledger_accounts set credits_posted = credits_posted - 1 where id = ${id}`,
      );
    }
    // The CHECK constraint stops a negative user balance even from raw SQL.
    await expect(
      t.db.execute(sql`update ledger_accounts set debits_posted = credits_posted + 1 where id = ${id}`),
    ).rejects.toThrow();
    expect((await verifyLedger(t.db)).problems).toEqual([]);
  });
});
