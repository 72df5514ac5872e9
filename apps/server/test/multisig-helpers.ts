import { type EndpointResult, endpoints, multisigDomain, multisigWithdrawalTypes } from '@coffer/contract';
import { generatePrivateKey, type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts';
import { createSandboxChain } from '../src/adapters/chain/sandbox-chain';
import { api } from './api-client';
import type { TestUser } from './builders';
import type { TestApp } from './harness';

type Proposal = EndpointResult<typeof endpoints.multisig.propose>;
type Message = Proposal['typedData']['message'];

/** A fresh secp256k1 key per owner, held by the test the way an owner's wallet holds it. */
export const newOwner = (): PrivateKeyAccount => privateKeyToAccount(generatePrivateKey());

/** The owner's EIP-712 signature over a proposal's message, or over a changed copy of it. */
export const signProposal = (
  owner: Pick<PrivateKeyAccount, 'signTypedData'>,
  message: Message,
  change: Partial<Message> = {},
) => {
  const m = { ...message, ...change };
  return owner.signTypedData({
    domain: multisigDomain,
    types: multisigWithdrawalTypes,
    primaryType: 'MultisigWithdrawal',
    message: { ...m, wallet: BigInt(m.wallet), nonce: BigInt(m.nonce), expiry: BigInt(m.expiry) },
  });
};

/** B's multisig wallet and an open proposal of it, funded through the sandbox chain (the security suite's records). */
export async function bMultisigRecords(t: TestApp, b: TestUser) {
  const m = endpoints.multisig;
  const asB = api(t).as(b);
  const owners = [newOwner().address, newOwner().address];
  const wallet = await asB.call(m.createWallet, {
    name: 'B vault',
    minSignatures: 2,
    signingAddresses: owners,
  });
  const link = await asB.call(m.createCoin, { walletId: wallet.id, coin: 'USDT', network: 'ERC20' });
  const deposit = {
    network: 'ERC20',
    coin: 'USDT',
    toAddress: link.address,
    amount: '500',
    now: t.clock.now,
  };
  await createSandboxChain(t.db).deposit(deposit);
  t.clock.advance(10_000);
  await t.modules.multisig.scan();
  const proposal = await asB.call(m.propose, {
    walletId: wallet.id,
    coin: 'USDT',
    network: 'ERC20',
    address: '0x000000000000000000000000000000000000dEaD',
    amount: '20',
  });
  return { bMultisigWalletId: wallet.id, bMultisigWithdrawalId: proposal.id };
}
