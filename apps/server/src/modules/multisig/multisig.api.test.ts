import { type EndpointResult, endpoints, multisigWithdrawalStatus, walletType } from '@coffer/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../test/api-client';
import { aUser, type TestUser } from '../../../test/builders';
import { useTestApp } from '../../../test/harness';
import { newOwner, signProposal } from '../../../test/multisig-helpers';
import { createSandboxChain } from '../../adapters/chain/sandbox-chain';
import {
  multisigDeposits,
  multisigOwners,
  multisigSignatures,
  multisigWallets,
  multisigWithdrawals,
  outboundDispatches,
} from '../../db/schema';
import { systemAccount, userSubAccount } from '../../ledger/accounts';
import { dispatchState } from '../../ledger/flows/outbound-dispatch';
import { createLedger } from '../../ledger/ledger';
import { Dec } from '../../lib/money';

const m = endpoints.multisig;
const s = multisigWithdrawalStatus.members;
const t = useTestApp();
const to = '0x000000000000000000000000000000000000dEaD';
type Proposal = EndpointResult<typeof m.propose>;

let alice: TestUser;
let bob: TestUser;
let merchant: TestUser;
beforeAll(async () => {
  alice = await aUser().verified().create(t);
  bob = await aUser().verified().create(t);
  merchant = await aUser().verified().merchant().create(t);
});

const walletBalance = (user: TestUser, walletId: number, coin = 'USDT') =>
  createLedger(t.db).balance(userSubAccount(user.id, coin, walletType.members.multisig, `ms:${walletId}`));
const runJobs = async () => {
  await t.modules.multisig.scan();
  await t.modules.multisigProcessor.run();
};

/** A 2-of-3 wallet with USDT on ERC-20 enabled and `funds` deposited and confirmed. */
async function fundedWallet(user: TestUser, funds: string, host: 'base' | 'merchant' = 'base') {
  const owners = [newOwner(), newOwner(), newOwner()];
  const client = api(t).as(user).on(host);
  const wallet = await client.call(m.createWallet, {
    name: 'Treasury',
    minSignatures: 2,
    signingAddresses: owners.map((o) => o.address.toLowerCase()),
  });
  const link = await client.call(m.createCoin, { walletId: wallet.id, coin: 'USDT', network: 'ERC20' });
  await createSandboxChain(t.db).deposit({
    network: 'ERC20',
    coin: 'USDT',
    toAddress: link.address,
    amount: funds,
    now: t.clock.now,
  });
  t.clock.advance(10_000);
  await runJobs();
  return { wallet, owners, client, link };
}

const propose = (client: ReturnType<typeof api>, walletId: number, amount: string, extra = {}) =>
  client.send(m.propose, { walletId, coin: 'USDT', network: 'ERC20', address: to, amount, ...extra });
const sign = (client: ReturnType<typeof api>, p: Proposal, signature: string) =>
  client.send(m.sign, { withdrawalId: p.id, signature });

describe('Multisig/CreateWallet', () => {
  it('stores a 2-of-3 wallet with checksummed, distinct owners', async () => {
    const owners = [newOwner(), newOwner(), newOwner()];
    const w = await api(t)
      .as(alice)
      .call(m.createWallet, {
        name: ' Ops ',
        minSignatures: 2,
        signingAddresses: owners.map((o) => o.address.toLowerCase()),
      });
    expect(w).toMatchObject({ name: 'Ops', minSignatures: 2, nextNonce: 0 });
    expect(w.signingAddresses).toEqual(owners.map((o) => o.address));
    const [row] = await t.db.select().from(multisigWallets).where(eq(multisigWallets.id, w.id));
    expect(row).toMatchObject({ userId: alice.id, minSignatures: 2, deletedAt: null });
    const stored = await t.db.select().from(multisigOwners).where(eq(multisigOwners.walletId, w.id));
    expect(stored.map((o) => o.address).sort()).toEqual(owners.map((o) => o.address).sort());
    const list = await api(t).as(alice).call(m.getWallets);
    expect(list.map((x) => x.id)).toContain(w.id);
    expect(await api(t).as(bob).call(m.getWallets)).toEqual([]);
  });

  it('refuses every §5 breach and a bad checksum, storing nothing', async () => {
    const [a, b] = [newOwner().address, newOwner().address];
    const before = (await t.db.select().from(multisigWallets)).length;
    const cases: [Record<string, unknown>, string][] = [
      [{ name: 'n'.repeat(21), minSignatures: 2, signingAddresses: [a, b] }, 'multisig.nameTooLong'],
      [{ name: 'x', minSignatures: 1, signingAddresses: [a, b] }, 'multisig.minSignaturesTooLow'],
      [{ name: 'x', minSignatures: 2.5, signingAddresses: [a, b] }, 'multisig.minSignaturesNotInteger'],
      [{ name: 'x', minSignatures: 3, signingAddresses: [a, b] }, 'multisig.tooFewAddresses'],
      [{ name: 'x', minSignatures: 2, signingAddresses: [] }, 'multisig.addressesRequired'],
      [{ name: 'x', minSignatures: 2, signingAddresses: [a, a.toLowerCase()] }, 'multisig.duplicateAddress'],
      [{ name: 'x', minSignatures: 2, signingAddresses: [a, 'addr-b'] }, 'multisig.invalidAddress'],
    ];
    for (const [input, message] of cases) {
      const res = await api(t).as(alice).fails(m.createWallet, input);
      expect(res.status, message).toBe(400);
      expect(res.validationErrors?.map((e) => e.message)).toEqual([message]);
    }
    // A mixed-case address whose EIP-55 checksum is wrong (a typo) is caught.
    const typo = `0x${b.slice(2, 3) === b.slice(2, 3).toUpperCase() ? b.slice(2, 3).toLowerCase() : b.slice(2, 3).toUpperCase()}${b.slice(3)}`;
    const mixed = /[a-f]/.test(b.slice(2)) && /[A-F]/.test(b.slice(2));
    if (mixed && typo !== b) {
      const res = await api(t)
        .as(alice)
        .fails(m.createWallet, { name: 'x', minSignatures: 2, signingAddresses: [a, typo] });
      expect(res.validationErrors?.[0]?.message).toBe('multisig.invalidAddress');
    }
    expect((await t.db.select().from(multisigWallets)).length).toBe(before);
  });

  it('needs a verified, signed-in user, and a merchant on the merchant host', async () => {
    const input = { name: 'x', minSignatures: 2, signingAddresses: [newOwner().address, newOwner().address] };
    const newbie = await aUser().unverified().create(t);
    expect((await api(t).as(newbie).fails(m.createWallet, input)).code).toBe(60013);
    expect((await api(t).fails(m.createWallet, input)).status).toBe(401);
    expect((await api(t).as(alice).on('merchant').fails(m.createWallet, input)).status).toBe(403);
  });
});

describe('coins, deposit addresses and deposits', () => {
  it('enables a coin, derives the wallet its own address, and credits a confirmed deposit once', async () => {
    const { wallet, client, link } = await fundedWallet(alice, '1000');
    expect(link).toMatchObject({ coin: 'USDT', network: 'ERC20', confirmations: 12 });
    expect(link.address).toMatch(/^0x[0-9a-fA-F]{40}$/);
    const spot = await api(t)
      .as(alice)
      .call(endpoints.deposits.getAddress, { coin: 'USDT', network: 'ERC20' });
    expect(link.address).not.toBe(spot.address);
    expect(await client.call(m.getLinkage, { walletId: wallet.id })).toEqual([link]);
    const addable = await client.call(m.getAddCoinLinkage, { walletId: wallet.id });
    expect(addable.find((c) => c.coin === 'USDT')?.networks.map((n) => n.network)).not.toContain('ERC20');
    expect((await client.call(m.getCoinTree)).map((c) => c.coin)).toEqual(
      expect.arrayContaining(['BTC', 'USDT']),
    );

    expect(await client.call(m.getBalance, { walletId: wallet.id })).toEqual([
      { coin: 'USDT', available: '1000', frozen: '0' },
    ]);
    await runJobs(); // a second pass credits nothing more
    expect((await walletBalance(alice, wallet.id)).balance).toBe('1000');
    const deposits = await client.call(m.getRechargeList, { walletId: wallet.id });
    expect(deposits).toMatchObject({ totalCount: 1, items: [{ amount: '1000', credited: true }] });
    const [row] = await t.db.select().from(multisigDeposits).where(eq(multisigDeposits.walletId, wallet.id));
    expect(row?.transferId).toMatch(/^msdeposit:ERC20:0x/);
    // Nothing went to alice's spot wallet.
    expect(
      (await createLedger(t.db).balance({ kind: 'user', userId: alice.id, asset: 'USDT', walletType: 0 }))
        .balance,
    ).toBe('0');
  });

  it("refuses a coin it does not know and another user's wallet", async () => {
    const { wallet } = await fundedWallet(alice, '10');
    expect(
      (await api(t).as(alice).fails(m.createCoin, { walletId: wallet.id, coin: 'USD', network: 'BTC' })).code,
    ).toBe(40001);
    expect(
      (await api(t).as(bob).fails(m.createCoin, { walletId: wallet.id, coin: 'USDT', network: 'ERC20' }))
        .status,
    ).toBe(404);
    expect((await api(t).as(bob).fails(m.getBalance, { walletId: wallet.id })).status).toBe(404);
    expect((await api(t).as(bob).fails(m.getRechargeList, { walletId: wallet.id })).status).toBe(404);
  });
});

describe('Multisig/EnterpriseWithdrawal and signatures', () => {
  it("a 2-of-3 withdrawal goes on chain only after two owners' verified signatures", async () => {
    const { wallet, owners, client } = await fundedWallet(alice, '1000');
    const [o1, o2, o3] = owners as [
      ReturnType<typeof newOwner>,
      ReturnType<typeof newOwner>,
      ReturnType<typeof newOwner>,
    ];
    const res = await propose(client, wallet.id, '100');
    expect(res.status).toBe(200);
    const p = res.result as Proposal;
    expect(p).toMatchObject({
      status: s.pendingSignature,
      nonce: 0,
      amount: '100',
      fee: '5',
      signatures: [],
    });
    expect(p.typedData.message).toMatchObject({
      wallet: wallet.id,
      nonce: 0,
      to,
      amount: '100',
      coin: 'USDT',
    });
    expect(await walletBalance(alice, wallet.id)).toMatchObject({ available: '895', frozen: '105' });

    const first = await sign(client, p, await signProposal(o1, p.typedData.message));
    expect(first.result).toMatchObject({ status: s.signing, signatures: [{ signer: o1.address }] });

    // A stranger, a replay of the same owner, and signatures over another amount or nonce.
    const stranger = newOwner();
    for (const [signature, message] of [
      [await signProposal(stranger, p.typedData.message), 'multisig.signatureNotOwner'],
      [await signProposal(o1, p.typedData.message), 'multisig.signatureDuplicate'],
      [await signProposal(o2, p.typedData.message, { amount: '1000' }), 'multisig.signatureNotOwner'],
      [await signProposal(o2, p.typedData.message, { nonce: 1 }), 'multisig.signatureNotOwner'],
      [
        await signProposal(o2, p.typedData.message, { expiry: p.typedData.message.expiry + 3600 }),
        'multisig.signatureNotOwner',
      ],
      [`0x${'00'.repeat(65)}`, 'multisig.signatureNotOwner'],
    ] as const) {
      const refused = await sign(client, p, signature);
      expect(refused.status, message).toBe(400);
      expect(refused.error?.validationErrors?.[0]?.message).toBe(message);
    }
    expect(
      await t.db.select().from(multisigSignatures).where(eq(multisigSignatures.withdrawalId, p.id)),
    ).toHaveLength(1);
    expect(
      (await t.db.select().from(multisigWithdrawals).where(eq(multisigWithdrawals.id, p.id)))[0]?.status,
    ).toBe(s.signing);

    t.clock.advance(1000); // the signing records list the signatures in the order they came
    const second = await sign(client, p, await signProposal(o3, p.typedData.message));
    expect(second.result).toMatchObject({
      status: s.onChain,
      txId: expect.stringMatching(/^0x[0-9a-f]{64}$/),
    });
    const [dispatch] = await t.db
      .select()
      .from(outboundDispatches)
      .where(eq(outboundDispatches.id, `multisig-${p.id}`));
    expect(dispatch).toMatchObject({ state: dispatchState.sent, kind: 'multisigWithdrawal' });
    // Enough signatures: a third one is refused, the proposal no longer collects.
    expect((await sign(client, p, await signProposal(o2, p.typedData.message))).status).toBe(400);

    t.clock.advance(10_000);
    await runJobs();
    const [row] = await t.db.select().from(multisigWithdrawals).where(eq(multisigWithdrawals.id, p.id));
    expect(row).toMatchObject({ status: s.success });
    expect(await walletBalance(alice, wallet.id)).toMatchObject({ balance: '895', frozen: '0' });
    const list = await client.call(m.getWithdrawalList, { walletId: wallet.id });
    expect(list.items[0]?.signatures.map((x) => x.signer)).toEqual([o1.address, o3.address]);
    expect((await createLedger(t.db).balance(systemAccount('fees', 'USDT'))).balance).not.toBe('0');
  });

  it('one open withdrawal per wallet: 50009, also for two proposals at once', async () => {
    const { wallet, client } = await fundedWallet(alice, '1000');
    const both = await Promise.all([propose(client, wallet.id, '20'), propose(client, wallet.id, '30')]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 400]);
    expect(both.find((r) => r.status === 400)?.error?.code).toBe(50009);
    expect((await propose(client, wallet.id, '40')).error?.code).toBe(50009);
    const rows = await t.db
      .select()
      .from(multisigWithdrawals)
      .where(eq(multisigWithdrawals.walletId, wallet.id));
    expect(rows).toHaveLength(1);
    expect((await walletBalance(alice, wallet.id)).frozen).toBe(
      new Dec(rows[0]?.amount ?? '0').plus(5).toFixed(),
    );
    // And it cannot be deleted while it is open.
    expect((await client.fails(m.deleteWallet, { walletId: wallet.id })).code).toBe(50009);
  });

  it('an expired proposal takes no signature and gives its reservation back; its nonce is never reused', async () => {
    const { wallet, owners, client } = await fundedWallet(alice, '500');
    const p = (await propose(client, wallet.id, '50')).result as Proposal;
    const early = await signProposal(owners[0] as ReturnType<typeof newOwner>, p.typedData.message);
    t.clock.advance(24 * 3600 * 1000 + 1000);
    const late = await sign(client, p, early);
    expect(late.error?.validationErrors?.[0]?.message).toBe('multisig.proposalClosed');
    await runJobs();
    const [row] = await t.db.select().from(multisigWithdrawals).where(eq(multisigWithdrawals.id, p.id));
    expect(row).toMatchObject({ status: s.failed, failure: 'expired' });
    expect(await walletBalance(alice, wallet.id)).toMatchObject({ available: '500', frozen: '0' });

    // The next proposal takes nonce 1: the signature over nonce 0 does not count for it.
    const next = (await propose(client, wallet.id, '50')).result as Proposal;
    expect(next.nonce).toBe(1);
    const replay = await sign(client, next, early);
    expect(replay.error?.validationErrors?.[0]?.message).toBe('multisig.signatureNotOwner');
  });

  it('checks the amount, the balance, the coin and the caller; a request id answers its first proposal', async () => {
    const { wallet, client } = await fundedWallet(alice, '100');
    expect((await propose(client, wallet.id, '5')).error?.code).toBe(40013);
    expect((await propose(client, wallet.id, '100')).error?.code).toBe(60028);
    expect((await propose(client, wallet.id, '10.1234567')).status).toBe(400);
    expect(
      (
        await client.send(m.propose, {
          walletId: wallet.id,
          coin: 'BTC',
          network: 'BTC',
          address: to,
          amount: '1',
        })
      ).status,
    ).toBe(400);
    expect((await propose(api(t).as(bob), wallet.id, '10')).status).toBe(404);
    expect(
      await t.db.select().from(multisigWithdrawals).where(eq(multisigWithdrawals.walletId, wallet.id)),
    ).toEqual([]);

    const first = await propose(client, wallet.id, '10', { requestId: 'req-multisig-1' });
    const again = await propose(client, wallet.id, '10', { requestId: 'req-multisig-1' });
    expect(again.result?.id).toBe(first.result?.id);
    expect((await propose(client, wallet.id, '11', { requestId: 'req-multisig-1' })).status).toBe(409);
    const p = first.result as Proposal;
    expect(
      (
        await api(t)
          .as(bob)
          .send(m.sign, { withdrawalId: p.id, signature: `0x${'11'.repeat(65)}` })
      ).error?.code,
    ).toBe(40008);
  });
});

describe('the merchant host', () => {
  it('a merchant runs the same 2-of-3 flow there', async () => {
    const { wallet, owners, client } = await fundedWallet(merchant, '300', 'merchant');
    const p = (await propose(client, wallet.id, '100')).result as Proposal;
    const two = await propose(client, wallet.id, '10');
    expect(two.error?.code).toBe(50009);
    await sign(client, p, await signProposal(owners[1] as ReturnType<typeof newOwner>, p.typedData.message));
    const done = await sign(
      client,
      p,
      await signProposal(owners[2] as ReturnType<typeof newOwner>, p.typedData.message),
    );
    expect(done.result?.status).toBe(s.onChain);
    expect((await api(t).as(merchant).on('merchant').call(m.getUserMpcInfo)).pendingWithdrawals).toBe(1);
    expect((await api(t).as(bob).on('merchant').fails(m.getWallets)).status).toBe(403);
  });
});

describe('Multisig/DelMultisigWallet and Assets/GetUserMpcInfo', () => {
  it('deletes only an empty wallet and sums the rest', async () => {
    const carol = await aUser().verified().create(t);
    const client = api(t).as(carol);
    const empty = await client.call(m.createWallet, {
      name: 'Empty',
      minSignatures: 2,
      signingAddresses: [newOwner().address, newOwner().address],
    });
    const { wallet } = await fundedWallet(carol, '70');
    expect((await client.fails(m.deleteWallet, { walletId: wallet.id })).status).toBe(409);
    expect((await api(t).as(bob).fails(m.deleteWallet, { walletId: empty.id })).status).toBe(404);
    expect(await client.call(m.deleteWallet, { walletId: empty.id })).toBe(true);
    expect((await client.call(m.getWallets)).map((w) => w.id)).toEqual([wallet.id]);
    expect(await client.call(m.getUserMpcInfo)).toEqual({
      walletCount: 1,
      pendingWithdrawals: 0,
      balances: [{ coin: 'USDT', total: '70' }],
    });
  });
});
