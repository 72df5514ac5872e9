import { endpoints, multisigWithdrawalStatus } from '@coffer/contract';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { api } from '../../test/api-client';
import { useTestApp } from '../../test/harness';
import { signProposal } from '../../test/multisig-helpers';
import { multisigWithdrawals, users } from '../db/schema';
import { createPasswordHasher } from '../modules/auth/auth.module';
import { demoMultisigOwners, demoMultisigUid } from '../modules/multisig/multisig.module';
import { seedDemo } from './seed-demo';

const t = useTestApp();
const hasher = createPasswordHasher({ memoryCost: 1024, timeCost: 1 });
const m = endpoints.multisig;
const s = multisigWithdrawalStatus.members;

it('gives the demo enterprise a funded 2-of-3 wallet that the published keys can sign for', async () => {
  expect(await seedDemo(t.db, hasher, t.clock.now)).toBe(true);
  const [demo] = await t.db.select().from(users).where(eq(users.uid, demoMultisigUid));
  if (!demo) throw new Error('no demo user');
  const client = api(t).as(demo);
  const owners = demoMultisigOwners();

  const [wallet] = await client.call(m.getWallets);
  expect(wallet).toMatchObject({ name: 'Treasury', minSignatures: 2, nextNonce: 1 });
  expect(wallet?.signingAddresses).toEqual(owners.map((o) => o.address));
  if (!wallet) throw new Error('no demo wallet');
  expect(await client.call(m.getBalance, { walletId: wallet.id })).toEqual([
    { coin: 'USDT', available: '9745', frozen: '0' },
  ]);
  expect(await client.call(m.getRechargeList, { walletId: wallet.id })).toMatchObject({
    totalCount: 1,
    items: [{ amount: '10000', credited: true }],
  });
  const done = await client.call(m.getWithdrawalList, { walletId: wallet.id });
  expect(done.items).toHaveLength(1);
  expect(done.items[0]).toMatchObject({ status: s.success, amount: '250', fee: '5' });
  expect(done.items[0]?.signatures.map((x) => x.signer)).toEqual([owners[0]?.address, owners[1]?.address]);
  // The seeded signatures are real: each recovers to its owner over the stored message.
  const { recoverTypedDataAddress } = await import('viem');
  for (const sig of done.items[0]?.signatures ?? []) {
    const typed = done.items[0]?.typedData;
    if (!typed) throw new Error('no typed data');
    const signer = await recoverTypedDataAddress({
      ...typed,
      message: {
        ...typed.message,
        wallet: BigInt(typed.message.wallet),
        nonce: BigInt(typed.message.nonce),
        expiry: BigInt(typed.message.expiry),
      },
      signature: sig.signature as `0x${string}`,
    });
    expect(signer).toBe(sig.signer);
  }

  // A new proposal, signed by the second and third published keys, goes on chain.
  const proposed = await client.call(m.propose, {
    walletId: wallet.id,
    coin: 'USDT',
    network: 'ERC20',
    address: '0x000000000000000000000000000000000000dEaD',
    amount: '100',
  });
  expect(proposed.nonce).toBe(1);
  const [, second, third] = owners;
  if (!second || !third) throw new Error('keys missing');
  await client.call(m.sign, {
    withdrawalId: proposed.id,
    signature: await signProposal(second, proposed.typedData.message),
  });
  const signed = await client.call(m.sign, {
    withdrawalId: proposed.id,
    signature: await signProposal(third, proposed.typedData.message),
  });
  expect(signed.status).toBe(s.onChain);
  const [row] = await t.db.select().from(multisigWithdrawals).where(eq(multisigWithdrawals.id, proposed.id));
  expect(row?.status).toBe(s.onChain);
  expect(await client.call(m.getBalance, { walletId: wallet.id })).toEqual([
    { coin: 'USDT', available: '9640', frozen: '105' },
  ]);
});
