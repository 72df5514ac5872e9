import { multisigTypedData } from '@coffer/contract/multisig';
import { recoverTypedDataAddress } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { cleanSignature, isSignature, signingDocument } from './signing';

const proposal = {
  typedData: multisigTypedData({
    wallet: 7,
    nonce: 3,
    coin: 'USDT',
    network: 'ERC20',
    to: '0x000000000000000000000000000000000000dEaD',
    amount: '10.5',
    expiry: 1_800_000_000,
  }),
};

describe('signingDocument', () => {
  it('is what eth_signTypedData_v4 takes: a wallet signing it approves exactly the proposal', async () => {
    const doc = JSON.parse(signingDocument(proposal));
    expect(doc.types.EIP712Domain.map((f: { name: string }) => f.name)).toEqual([
      'name',
      'version',
      'chainId',
    ]);
    expect(doc.primaryType).toBe('MultisigWithdrawal');
    // A wallet signs the parsed document as it is; the server recovers over the proposal's own data.
    const owner = privateKeyToAccount(generatePrivateKey());
    const { EIP712Domain: _domainType, ...types } = doc.types;
    const signature = await owner.signTypedData({ ...doc, types });
    const signer = await recoverTypedDataAddress({
      ...proposal.typedData,
      message: {
        ...proposal.typedData.message,
        wallet: 7n,
        nonce: 3n,
        expiry: 1_800_000_000n,
      },
      signature,
    });
    expect(signer).toBe(owner.address);
  });
});

describe('cleanSignature and isSignature', () => {
  const hex = 'ab'.repeat(65);
  it('trims a pasted signature and adds the 0x a wallet left off', () => {
    expect(cleanSignature(`  0x${hex}\n`)).toBe(`0x${hex}`);
    expect(cleanSignature(hex)).toBe(`0x${hex}`);
    expect(isSignature(cleanSignature(hex))).toBe(true);
  });

  it('refuses what is not 65 bytes of hex', () => {
    expect(isSignature(`0x${hex.slice(2)}`)).toBe(false);
    expect(isSignature(`0x${'zz'.repeat(65)}`)).toBe(false);
    expect(isSignature('')).toBe(false);
  });
});
