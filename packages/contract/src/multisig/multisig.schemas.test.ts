import { describe, expect, it } from 'vitest';
import { multisigWalletSchema } from './multisig.schemas';

const addr = (n: number) => `0x${n.toString(16).padStart(40, '0')}`;
const [a, b] = [addr(10), addr(11)];
const wallet = { name: 'Treasury', minSignatures: 2, signingAddresses: [a, b] };
const messages = (input: unknown) =>
  multisigWalletSchema.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];

describe('multisigWalletSchema', () => {
  it('accepts a 2-of-2 wallet', () => {
    expect(multisigWalletSchema.safeParse(wallet).success).toBe(true);
  });

  it('allows a name of 20 characters, not 21, and not a blank one', () => {
    expect(messages({ ...wallet, name: 'n'.repeat(20) })).toEqual([]);
    expect(messages({ ...wallet, name: 'n'.repeat(21) })).toEqual(['multisig.nameTooLong']);
    expect(messages({ ...wallet, name: '   ' })).toEqual(['multisig.nameRequired']);
  });

  it('needs a whole number of signatures of at least 2', () => {
    expect(messages({ ...wallet, minSignatures: 1 })).toEqual(['multisig.minSignaturesTooLow']);
    expect(messages({ ...wallet, minSignatures: 2.5 })).toEqual(['multisig.minSignaturesNotInteger']);
  });

  it('needs at least as many signing addresses as signatures', () => {
    expect(messages({ ...wallet, minSignatures: 3 })).toEqual(['multisig.tooFewAddresses']);
    expect(messages({ ...wallet, signingAddresses: [] })).toEqual(['multisig.addressesRequired']);
    expect(messages({ ...wallet, signingAddresses: [a, ' '] })).toEqual(['multisig.addressRequired']);
  });

  it('needs EVM addresses', () => {
    expect(messages({ ...wallet, signingAddresses: [a, 'addr-b'] })).toEqual(['multisig.invalidAddress']);
    expect(messages({ ...wallet, signingAddresses: [a, `${b}0`] })).toEqual(['multisig.invalidAddress']);
  });

  it('refuses the same address twice and more than 20 addresses', () => {
    expect(messages({ ...wallet, signingAddresses: [a, a] })).toEqual(['multisig.duplicateAddress']);
    const upper = `0x${a.slice(2).toUpperCase()}`;
    expect(messages({ ...wallet, signingAddresses: [a.replace('a', 'A'), upper] })).toEqual([
      'multisig.duplicateAddress',
    ]);
    const many = Array.from({ length: 21 }, (_, i) => addr(i));
    expect(messages({ ...wallet, signingAddresses: many })).toEqual(['multisig.tooManyAddresses']);
  });
});
