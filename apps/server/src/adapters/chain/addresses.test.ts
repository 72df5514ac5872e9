import { describe, expect, it } from 'vitest';
import { deriveAddress, normalizeAddress } from './addresses';
import { sandboxXpubs } from './sandbox-chain';

// The account keys of BIP39's test mnemonic ("abandon … about"): their first receive addresses
// are published in many wallets' test suites, so these check real formats end to end.
describe('deposit address derivation', () => {
  it('derives the well-known first addresses of the test mnemonic', () => {
    expect(deriveAddress('bitcoin', sandboxXpubs.bitcoin, 0)).toBe(
      'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu',
    );
    expect(deriveAddress('ethereum', sandboxXpubs.ethereum, 0)).toBe(
      '0x9858EfFD232B4033E47d90003D41EC34EcaEda94',
    );
    expect(deriveAddress('tron', sandboxXpubs.tron, 0)).toBe('TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH');
  });

  it('gives a different valid address per index', () => {
    for (const chain of ['bitcoin', 'ethereum', 'tron'] as const) {
      const a = deriveAddress(chain, sandboxXpubs[chain], 1);
      const b = deriveAddress(chain, sandboxXpubs[chain], 2);
      expect(a).not.toBe(b);
      expect(normalizeAddress(chain, a)).toBe(a);
    }
  });
});

describe('withdrawal address validation', () => {
  it('accepts real Bitcoin formats', () => {
    for (const a of [
      'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', // P2WPKH
      'bc1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qccfmv3', // P2WSH
      'bc1p5d7rjq7g6rdk2yhzks9smlaqtedr4dekq08ge8ztwac72sfr9rusxg3297', // taproot (bech32m)
      '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2', // P2PKH
      '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy', // P2SH
    ])
      expect(normalizeAddress('bitcoin', a), a).toBe(a);
    expect(normalizeAddress('bitcoin', 'BC1QAR0SRRR7XFKVY5L643LYDNW9RE59GTZZWF5MDQ')).toBe(
      'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
    );
  });

  it('rejects Bitcoin addresses with a bad checksum, network or encoding', () => {
    for (const a of [
      'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdx', // checksum
      'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx', // testnet
      'bc1pw508d6qejxtdg4y5r3zarvary0c5xw7kw508d6qejxtdg4y5r3zarvary0c5xw7k7grplx', // v1 in bech32
      '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN3',
      'bc1qAr0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', // mixed case
      '',
    ])
      expect(normalizeAddress('bitcoin', a), a).toBeUndefined();
  });

  it('checks the EIP-55 checksum of a mixed-case Ethereum address', () => {
    const good = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
    expect(normalizeAddress('ethereum', good)).toBe(good);
    expect(normalizeAddress('ethereum', good.toLowerCase())).toBe(good);
    expect(normalizeAddress('ethereum', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD')).toBeUndefined();
    expect(normalizeAddress('ethereum', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeA')).toBeUndefined();
    expect(normalizeAddress('ethereum', 'TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH')).toBeUndefined();
  });

  it('checks TRON base58check and its 0x41 prefix', () => {
    expect(normalizeAddress('tron', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')).toBe(
      'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
    );
    expect(normalizeAddress('tron', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6T')).toBeUndefined();
    expect(normalizeAddress('tron', '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2')).toBeUndefined();
    expect(normalizeAddress('tron', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')).toBeUndefined();
  });
});
