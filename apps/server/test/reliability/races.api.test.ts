import {
  endpoints,
  errors,
  fiatRecordType,
  globalPayInStatus,
  globalServiceType,
  multisigWithdrawalStatus,
  walletType,
  withdrawalStatus,
} from '@coffer/contract';
import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createSandboxChain } from '../../src/adapters/chain/sandbox-chain';
import { readOutbox } from '../../src/adapters/notifier/sandbox-notifier';
import {
  globalMoves,
  globalPayIns,
  ledgerTransfers,
  multisigSignatures,
  multisigWithdrawals,
  outboundDispatches,
  withdrawals,
} from '../../src/db/schema';
import { userAccount, userSubAccount } from '../../src/ledger/accounts';
import { createLedger } from '../../src/ledger/ledger';
import { Dec, toWire } from '../../src/lib/money';
import { dispatchId } from '../../src/modules/multisig/multisig.fns';
import { type Answer, api } from '../api-client';
import { aUser, btcAddress, type TestUser, testHasher, testPin } from '../builders';
import { cashAuthorised, cashTopUp, openCashAccount } from '../cash-helpers';
import { eurPayer, openGlobalAccount, payInFrom } from '../global-helpers';
import { useMoneyTestApp } from '../harness';
import { newOwner, signProposal } from '../multisig-helpers';

/**
 * Races on one record: two decisions about the same withdrawal at the same moment; exactly one
 * takes effect and the reservation is resolved once. Real races need PostgreSQL's pool (PGlite has
 * one connection and serialises them), but the outcomes must hold on both.
 */
const s = withdrawalStatus.members;
const wd = endpoints.withdrawals;
const pin = testPin;
const rounds = 8;

const { t, money } = useMoneyTestApp((db) => ({ chain: createSandboxChain(db), hasher: testHasher }));

type User = TestUser;

/** A verified user with a fund PIN, 100 BTC and a whitelisted BTC address. */
const newUser = () =>
  aUser().verified().fundPin(pin).funded('BTC', '100').whitelisted('BTC', 'BTC').create(t);

const codeOf = (res: Answer<unknown>) => (res.error ? res.error.code : 'ok');

/** Applies for a withdrawal; `confirm` also confirms it (2 BTC or more then waits for review). */
async function withdrawal(
  user: User,
  amount: string,
  confirm: boolean,
): Promise<{ rid: string; code: string }> {
  const res = await api(t)
    .as(user)
    .send(wd.apply, { coin: 'BTC', network: 'BTC', address: btcAddress, amount, fundPassword: pin });
  expect(codeOf(res)).toBe('ok');
  const rid = res.result?.rid ?? '';
  const [message] = await readOutbox(t.db, { to: user.email ?? '', limit: 1 });
  const code = /is (\d{6})\./.exec(message?.body ?? '')?.[1] ?? '';
  if (confirm) expect(codeOf(await confirmCall(user, rid, code))).toBe('ok');
  return { rid, code };
}

const confirmCall = (user: User, rid: string, code: string) =>
  api(t).as(user).with({ query: { rid } }).send(wd.confirm, { code });
const cancelCall = (user: User, rid: string) => api(t).as(user).send(wd.cancel, { rid });

const statusOf = async (rid: string) =>
  (await t.db.select().from(withdrawals).where(eq(withdrawals.rid, rid)))[0]?.status;
/** The ledger rows that resolved this withdrawal's reservations (post or void). */
const resolutions = async (rid: string) =>
  t.db
    .select()
    .from(ledgerTransfers)
    .where(like(ledgerTransfers.pendingId, `withdrawal:${rid}%`));
const btcOf = (user: User) => createLedger(t.db).balance(userAccount(user.id, 'BTC'));

describe('races on one balance', () => {
  const transferAll = async (user: User, amount: string) =>
    api(t)
      .as(user)
      .send(endpoints.transfers.transfer, { coin: 'BTC', amount, fromWalletType: 0, toWalletType: 1 });

  it('twenty transfers of the whole balance at once: exactly one goes through', async () => {
    const user = await newUser();
    const results = await Promise.all(Array.from({ length: 20 }, () => transferAll(user, '100')));
    const codes = results.map(codeOf);
    expect(codes.filter((c) => c === 'ok')).toHaveLength(1);
    expect(codes.filter((c) => c === errors.insufficientBalance.code)).toHaveLength(19);
    expect(await btcOf(user)).toMatchObject({ balance: '0', frozen: '0' });
  });

  it('transfers racing a withdrawal for the same money: never more out than in', async () => {
    const user = await newUser();
    const [apply, ...moves] = await Promise.all([
      api(t)
        .as(user)
        .send(wd.apply, { coin: 'BTC', network: 'BTC', address: btcAddress, amount: '9', fundPassword: pin }),
      ...Array.from({ length: 12 }, () => transferAll(user, '10')),
    ]);
    const moved = moves.filter((r) => codeOf(r) === 'ok').length;
    const reserved = codeOf(apply) === 'ok' ? new Dec('9.0002') : new Dec(0);
    const spot = await btcOf(user);
    expect(new Dec(spot.balance).toFixed()).toBe(new Dec(100).minus(new Dec(10).times(moved)).toFixed());
    expect(spot.frozen).toBe(toWire(reserved));
    expect(new Dec(spot.available).gte(0)).toBe(true);
    expect(moved + (reserved.gt(0) ? 1 : 0)).toBeGreaterThan(0);
  });
});

describe("races on a merchant's cloud wallet", () => {
  const cloud = walletType.members.cloud;
  const cloudOf = (user: User, coin: string) => createLedger(t.db).balance(userAccount(user.id, coin, cloud));

  // A shortage in the cloud wallet is 40011 (merchant balance insufficient), not 60028.
  it('fifty cloud→spot transfers on a balance of ten: ten go through, each moved once, never overdrawn', async () => {
    const shop = await aUser().verified().merchant().funded('USDT', '10', cloud).create(t);
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        api(t).as(shop).on('merchant').send(endpoints.transfers.transfer, {
          coin: 'USDT',
          amount: '1',
          fromWalletType: cloud,
          toWalletType: 0,
        }),
      ),
    );
    const codes = results.map(codeOf);
    expect(codes.filter((c) => c === 'ok')).toHaveLength(10);
    expect(codes.filter((c) => c === errors.merchantBalanceInsufficient.code)).toHaveLength(40);
    expect(await cloudOf(shop, 'USDT')).toMatchObject({ balance: '0', frozen: '0' });
    expect((await createLedger(t.db).balance(userAccount(shop.id, 'USDT'))).balance).toBe('10');
  });

  it('fifty cloud withdrawals on a small balance: only what it covers is reserved, and each resolves once', async () => {
    const shop = await aUser()
      .verified()
      .merchant()
      .fundPin(pin)
      .funded('BTC', '2.0008', cloud)
      .whitelisted('BTC', 'BTC')
      .create(t);
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        api(t).as(shop).on('merchant').send(wd.apply, {
          coin: 'BTC',
          network: 'BTC',
          address: btcAddress,
          amount: '0.5',
          fundPassword: pin,
        }),
      ),
    );
    const codes = results.map(codeOf);
    // 2.0008 covers four of 0.5 plus the 0.0002 fee.
    expect(codes.filter((c) => c === 'ok')).toHaveLength(4);
    expect(codes.filter((c) => c === errors.merchantBalanceInsufficient.code)).toHaveLength(46);
    expect(await cloudOf(shop, 'BTC')).toMatchObject({ balance: '2.0008', frozen: '2.0008', available: '0' });
    const rids = results.flatMap((r) => (r.result ? [r.result.rid] : []));
    // Two cancels of each at once: each reservation (amount and fee) is voided once.
    await Promise.all(
      rids.flatMap((rid) => [
        api(t).as(shop).on('merchant').send(wd.cancel, { rid }),
        api(t).as(shop).on('merchant').send(wd.cancel, { rid }),
      ]),
    );
    for (const rid of rids) {
      expect(await statusOf(rid)).toBe(s.revoked);
      expect((await resolutions(rid)).length).toBe(2);
    }
    expect(await cloudOf(shop, 'BTC')).toMatchObject({ balance: '2.0008', frozen: '0' });
  });
});

describe('races on one withdrawal', () => {
  it('approve and reject at once: exactly one decides', async () => {
    const user = await newUser();
    const ws = [];
    for (let i = 0; i < rounds; i++) ws.push(await withdrawal(user, '2', true));
    const results = await Promise.all(
      ws.map(async ({ rid }) => {
        const [approved, rejected] = await Promise.all([
          money.withdrawalsProcessor.approve(rid),
          money.withdrawalsProcessor.reject(rid),
        ]);
        return { rid, approved: Boolean(approved), rejected: Boolean(rejected) };
      }),
    );
    for (const r of results) {
      expect(r.approved !== r.rejected, r.rid).toBe(true);
      expect(await statusOf(r.rid)).toBe(r.approved ? s.pendingSend : s.reviewRejected);
      // A rejection voids amount and fee once; an approval leaves both reserved.
      expect((await resolutions(r.rid)).length).toBe(r.approved ? 0 : 2);
    }
    const rejected = results.filter((r) => r.rejected).length;
    expect((await btcOf(user)).frozen).toBe(toWire(new Dec('2.0002').times(rounds - rejected)));
  });

  it('cancel and reject at once: the reservation returns once', async () => {
    const user = await newUser();
    const ws = [];
    for (let i = 0; i < rounds; i++) ws.push(await withdrawal(user, '2', true));
    for (const { rid } of ws) {
      const [cancel, rejected] = await Promise.all([
        cancelCall(user, rid),
        money.withdrawalsProcessor.reject(rid),
      ]);
      const cancelled = codeOf(cancel) === 'ok';
      expect(cancelled !== Boolean(rejected), rid).toBe(true);
      if (!cancelled) expect(codeOf(cancel)).toBe(errors.orderStatusInvalid.code);
      expect(await statusOf(rid)).toBe(cancelled ? s.revoked : s.reviewRejected);
      expect((await resolutions(rid)).length).toBe(2);
    }
    expect(await btcOf(user)).toMatchObject({ balance: '100', frozen: '0' });
  });

  it('cancel and confirm at once: the end state is one of the two orders, voided once', async () => {
    const user = await newUser();
    const ws = [];
    for (let i = 0; i < rounds; i++) ws.push(await withdrawal(user, '0.5', false));
    for (const { rid, code } of ws) {
      const [cancel, confirm] = await Promise.all([cancelCall(user, rid), confirmCall(user, rid, code)]);
      // Cancel first: confirm finds it revoked (60015). Confirm first: still cancellable, so cancel wins too.
      expect(codeOf(cancel)).toBe('ok');
      expect(['ok', errors.orderStatusInvalid.code]).toContain(codeOf(confirm));
      expect(await statusOf(rid)).toBe(s.revoked);
      expect((await resolutions(rid)).length).toBe(2);
    }
    expect(await btcOf(user)).toMatchObject({ balance: '100', frozen: '0' });
  });

  it('cancel and the processor sending it at once: exactly one wins', async () => {
    const user = await newUser();
    const ws = [];
    for (let i = 0; i < rounds; i++) ws.push(await withdrawal(user, '0.5', true));
    const [cancels] = await Promise.all([
      Promise.all(ws.map(({ rid }) => cancelCall(user, rid))),
      money.withdrawalsProcessor.run(),
    ]);
    let sent = 0;
    for (const [i, { rid }] of ws.entries()) {
      const cancelled = codeOf(cancels[i] as Answer<unknown>) === 'ok';
      const status = await statusOf(rid);
      expect(status, rid).toBe(cancelled ? s.revoked : s.processing);
      expect((await resolutions(rid)).length).toBe(cancelled ? 2 : 0);
      if (!cancelled) sent++;
    }
    expect((await btcOf(user)).frozen).toBe(toWire(new Dec('0.5002').times(sent)));
  });

  it('five cancels of one withdrawal at once void it once', async () => {
    const user = await newUser();
    const { rid } = await withdrawal(user, '1', true);
    const results = await Promise.all(Array.from({ length: 5 }, () => cancelCall(user, rid)));
    expect(results.map(codeOf)).toEqual(['ok', 'ok', 'ok', 'ok', 'ok']);
    expect((await resolutions(rid)).length).toBe(2);
    expect(await btcOf(user)).toMatchObject({ balance: '100', frozen: '0' });
  });
});

describe('races on a multisig wallet', () => {
  const m = endpoints.multisig;
  /** A 2-of-3 wallet of `user` with USDT on ERC-20 and 1,000 deposited and credited. */
  async function fundedMultisig(user: User) {
    const owners = [newOwner(), newOwner(), newOwner()];
    const client = api(t).as(user);
    const wallet = await client.call(m.createWallet, {
      name: 'Race',
      minSignatures: 2,
      signingAddresses: owners.map((o) => o.address),
    });
    const link = await client.call(m.createCoin, { walletId: wallet.id, coin: 'USDT', network: 'ERC20' });
    await createSandboxChain(t.db).deposit({
      network: 'ERC20',
      coin: 'USDT',
      toAddress: link.address,
      amount: '1000',
      now: t.clock.now,
    });
    t.clock.advance(10_000);
    await t.modules.multisig.scan();
    const account = userSubAccount(user.id, 'USDT', walletType.members.multisig, `ms:${wallet.id}`);
    return { owners, client, wallet, balance: () => createLedger(t.db).balance(account) };
  }
  const proposal = (walletId: number, amount: string) => ({
    walletId,
    coin: 'USDT',
    network: 'ERC20',
    address: '0x000000000000000000000000000000000000dEaD',
    amount,
  });

  it('fifty proposals at once: one is reserved, the rest are 50009, never overdrawn', async () => {
    const { client, wallet, balance } = await fundedMultisig(await aUser().verified().create(t));
    const results = await Promise.all(
      Array.from({ length: 50 }, () => client.send(m.propose, proposal(wallet.id, '900'))),
    );
    const codes = results.map(codeOf);
    expect(codes.filter((c) => c === 'ok')).toHaveLength(1);
    expect(codes.filter((c) => c === errors.previousMultisigWithdrawalPending.code)).toHaveLength(49);
    const rows = await t.db
      .select()
      .from(multisigWithdrawals)
      .where(eq(multisigWithdrawals.walletId, wallet.id));
    expect(rows).toHaveLength(1);
    expect(await balance()).toMatchObject({ balance: '1000', frozen: '905', available: '95' });
  });

  it("two owners' signatures, each sent ten times at once: counted once each, sent once", async () => {
    const { owners, client, wallet, balance } = await fundedMultisig(await aUser().verified().create(t));
    const p = await client.call(m.propose, proposal(wallet.id, '100'));
    const signatures = await Promise.all(owners.slice(0, 2).map((o) => signProposal(o, p.typedData.message)));
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        client.send(m.sign, { withdrawalId: p.id, signature: signatures[i % 2] as string }),
      ),
    );
    expect(results.map(codeOf).filter((c) => c === 'ok')).toHaveLength(2);
    const stored = await t.db
      .select()
      .from(multisigSignatures)
      .where(eq(multisigSignatures.withdrawalId, p.id));
    expect(stored).toHaveLength(2);
    const [row] = await t.db.select().from(multisigWithdrawals).where(eq(multisigWithdrawals.id, p.id));
    expect(row?.status).toBe(multisigWithdrawalStatus.members.onChain);
    expect(row?.txId).toBeTruthy();
    const dispatches = await t.db
      .select()
      .from(outboundDispatches)
      .where(eq(outboundDispatches.id, dispatchId(p.id)));
    expect(dispatches).toHaveLength(1);
    expect(await balance()).toMatchObject({ frozen: '105', available: '895' });
  });
});

describe('races on a global account', () => {
  const g = endpoints.globalAccount;
  const hour = 3_600_000;
  /** A user with both accounts open and the payer Acme whitelisted past its cool-off; its EUR details. */
  async function globalUser() {
    const user = await aUser().verified().fundPin(pin).withGoogle().with({ name: 'Race Global' }).create(t);
    // The authenticator's hold passes before the whitelist's second factor.
    t.clock.advance(25 * hour);
    const details = (await openGlobalAccount(t, user)).EUR?.account ?? {};
    await openCashAccount(t, user);
    await api(t)
      .as(user)
      .call(g.createPayWhitelist, { ...eurPayer, ...cashAuthorised(t, user) });
    t.clock.advance(25 * hour);
    const balances = async () => {
      const fiat = walletType.members.fiat;
      const ledger = createLedger(t.db);
      return {
        cash: await ledger.balance(userAccount(user.id, 'EUR', fiat)),
        global: await ledger.balance(userSubAccount(user.id, 'EUR', fiat, 'global')),
      };
    };
    return { user, details, balances };
  }
  const payInLegs = async (payInId: string) =>
    t.db
      .select()
      .from(ledgerTransfers)
      .where(like(ledgerTransfers.id, `gpi:${payInId}:%`));

  it('fifty moves of the whole global balance at once: exactly one goes through, never overdrawn', async () => {
    const { user, balances } = await globalUser();
    await cashTopUp(t, user, '500');
    await api(t).as(user).call(g.createFiatToGlobal, { currency: 'EUR', amount: '500', fee: '1' });
    const whole = (await balances()).global.available;
    expect(whole).toBe('499');
    const quote = await api(t).as(user).call(g.calculateServiceFee, {
      currency: 'EUR',
      serviceType: globalServiceType.members.globalToFiat,
      amount: whole,
    });
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        api(t)
          .as(user)
          .send(g.createGlobalToFiat, {
            currency: 'EUR',
            amount: whole,
            fee: quote.fee,
            requestId: `global-race-${i}`,
          }),
      ),
    );
    const codes = results.map(codeOf);
    expect(
      codes.filter((c) => c === 'ok'),
      codes.join(),
    ).toHaveLength(1);
    expect(codes.filter((c) => c === errors.insufficientBalance.code)).toHaveLength(49);
    const after = await balances();
    expect(after.global).toMatchObject({ balance: '0', frozen: '0' });
    expect(after.cash).toMatchObject({ balance: toWire(new Dec(quote.net)), frozen: '0' });
    const back = await t.db
      .select()
      .from(globalMoves)
      .where(
        and(eq(globalMoves.userId, user.id), eq(globalMoves.recordType, fiatRecordType.members.globalToFiat)),
      );
    expect(back).toHaveLength(1);
  });

  it('one bank transfer notified fifty times at once: one pay-in, credited once', async () => {
    const { details, balances } = await globalUser();
    const outcomes = await Promise.all(
      Array.from({ length: 50 }, () => payInFrom(t, details, eurPayer.fields.iban, '100', 'RACE-GLOBAL-T-1')),
    );
    expect(outcomes.filter((o) => o.outcome === 'credited')).toHaveLength(1);
    expect(outcomes.filter((o) => o.outcome === 'duplicate')).toHaveLength(49);
    const rows = await t.db
      .select()
      .from(globalPayIns)
      .where(eq(globalPayIns.bankTransferId, 'RACE-GLOBAL-T-1'));
    expect(rows.map((r) => r.status)).toEqual([globalPayInStatus.members.credited]);
    expect((await payInLegs(rows[0]?.id ?? '')).map((l) => l.id).sort()).toEqual(
      [`gpi:${rows[0]?.id}:fee`, `gpi:${rows[0]?.id}:in`].sort(),
    );
    expect((await balances()).global).toMatchObject({ balance: '99.5', frozen: '0' });
  });

  it('fifty operator decisions on one held pay-in at once: it is decided once', async () => {
    const { details, balances } = await globalUser();
    const held = await payInFrom(t, details, 'FR1420041010050500013M02606', '100');
    expect(held.outcome).toBe('review');
    const id = held.payIn?.id ?? '';
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        t.modules.globalAccount
          .decidePayIn(id, i % 2 === 0 ? { release: true } : { release: false, reason: 'Unknown payer.' })
          .then(
            (view) => ({ ok: true as const, status: view.status }),
            (error: { code?: number }) => ({ ok: false as const, code: error.code }),
          ),
      ),
    );
    const decided = results.filter((r) => r.ok);
    expect(decided).toHaveLength(1);
    expect(results.filter((r) => !r.ok && r.code === errors.orderStatusInvalid.code)).toHaveLength(49);
    const [row] = await t.db.select().from(globalPayIns).where(eq(globalPayIns.id, id));
    expect(row?.status).toBe(decided[0]?.ok ? decided[0].status : undefined);
    const released = row?.status === globalPayInStatus.members.credited;
    expect(await payInLegs(id)).toHaveLength(released ? 2 : 0);
    expect((await balances()).global).toMatchObject({ balance: released ? '99.5' : '0', frozen: '0' });
  });
});
