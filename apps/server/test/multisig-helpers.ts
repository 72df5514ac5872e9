import {
  type EndpointResult,
  type endpoints,
  multisigDomain,
  multisigWithdrawalTypes,
} from '@coffer/contract';
import { generatePrivateKey, type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts';

type Proposal = EndpointResult<typeof endpoints.multisig.propose>;
type Message = Proposal['typedData']['message'];

/** A fresh secp256k1 key per owner, held by the test the way an owner's wallet holds it. */
export const newOwner = (): PrivateKeyAccount => privateKeyToAccount(generatePrivateKey());

/** The owner's EIP-712 signature over a proposal's message, or over a changed copy of it. */
export const signProposal = (owner: PrivateKeyAccount, message: Message, change: Partial<Message> = {}) => {
  const m = { ...message, ...change };
  return owner.signTypedData({
    domain: multisigDomain,
    types: multisigWithdrawalTypes,
    primaryType: 'MultisigWithdrawal',
    message: { ...m, wallet: BigInt(m.wallet), nonce: BigInt(m.nonce), expiry: BigInt(m.expiry) },
  });
};
