import { endpoints, type LiveEvent, multisigWithdrawalStatus } from '@coffer/contract';
import { expect, it } from 'vitest';
import { api } from '../../../test/api-client';
import { aUser } from '../../../test/builders';
import { useLiveTestApp } from '../../../test/live';
import { newOwner, signProposal } from '../../../test/multisig-helpers';
import { createSandboxChain } from '../../adapters/chain/sandbox-chain';

const { t, live } = useLiveTestApp();
const m = endpoints.multisig;
const s = multisigWithdrawalStatus.members;

/** Each step at its own instant: the stream sends a row once per `updatedAt`. */
async function step(action: () => Promise<unknown>) {
  t.clock.advance(1000);
  await action();
  await live.poll();
}

it("streams a multisig wallet's deposit and withdrawal changes to its owner, and to nobody else", async () => {
  const owner = await aUser().verified().create(t);
  const bystander = await aUser().verified().create(t);
  const seen = new Map<number, LiveEvent[]>([
    [owner.id, []],
    [bystander.id, []],
  ]);
  const stops = [...seen].map(([id, list]) => live.subscribe(id, (event) => list.push(event)));
  const keys = [newOwner(), newOwner(), newOwner()];
  const client = api(t).as(owner);
  const wallet = await client.call(m.createWallet, {
    name: 'Live',
    minSignatures: 2,
    signingAddresses: keys.map((k) => k.address),
  });
  const link = await client.call(m.createCoin, { walletId: wallet.id, coin: 'USDT', network: 'ERC20' });

  // A deposit recorded and credited by the scan (one pass, enough confirmations).
  await step(async () => {
    await createSandboxChain(t.db).deposit({
      network: 'ERC20',
      coin: 'USDT',
      toAddress: link.address,
      amount: '200',
      now: t.clock.now,
    });
    t.clock.advance(10_000);
    await t.modules.multisig.scan();
  });
  // Proposed, signed once, signed twice (sent), confirmed by the chain.
  const proposal = await client.call(m.propose, {
    walletId: wallet.id,
    coin: 'USDT',
    network: 'ERC20',
    address: '0x000000000000000000000000000000000000dEaD',
    amount: '50',
  });
  await live.poll();
  for (const key of keys.slice(0, 2))
    await step(async () =>
      client.call(m.sign, {
        withdrawalId: proposal.id,
        signature: await signProposal(key, proposal.typedData.message),
      }),
    );
  t.clock.advance(120_000);
  await step(() => t.modules.multisigProcessor.run());
  for (const stop of stops) stop();

  const events = (userId: number) =>
    (seen.get(userId) ?? []).flatMap((event) => (event.event === 'multisig' ? [event.data] : []));
  const mine = events(owner.id);
  expect(mine.filter((e) => e.kind === 'deposit')).toEqual([
    expect.objectContaining({ walletId: wallet.id, status: null }),
  ]);
  expect(mine.filter((e) => e.kind === 'withdrawal').map((e) => e.status)).toEqual([
    s.pendingSignature,
    s.signing,
    s.onChain,
    s.success,
  ]);
  expect(events(bystander.id)).toEqual([]);
});
