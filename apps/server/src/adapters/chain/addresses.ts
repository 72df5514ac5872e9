import { secp256k1 } from '@noble/curves/secp256k1.js';
import { ripemd160 } from '@noble/hashes/legacy.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { base58check as base58checkWith, bech32, bech32m } from '@scure/base';
import { HDKey } from '@scure/bip32';
import { getAddress, isAddress } from 'viem';

/** Address families: every network of a family shares its address format. */
export const chains = ['bitcoin', 'ethereum', 'tron'] as const;
export type Chain = (typeof chains)[number];
export const isChain = (value: string): value is Chain => (chains as readonly string[]).includes(value);

const base58check = base58checkWith(sha256);
const tronPrefix = 0x41;
const bitcoinHrp = 'bc';

const ethereumBytes = (compressedPublicKey: Uint8Array) =>
  keccak_256(secp256k1.Point.fromBytes(compressedPublicKey).toBytes(false).slice(1)).slice(-20);

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

/**
 * The receive address at `index` under an account-level extended public key (BIP32 path
 * <account>/0/index): P2WPKH bech32 for Bitcoin, EIP-55 for Ethereum, base58check for TRON.
 */
export function deriveAddress(chain: Chain, xpub: string, index: number): string {
  if (!Number.isInteger(index) || index < 0 || index >= 2 ** 31) throw new RangeError(`bad index ${index}`);
  const key = HDKey.fromExtendedKey(xpub).deriveChild(0).deriveChild(index);
  if (!key.publicKey) throw new Error('extended key has no public key');
  if (chain === 'bitcoin') {
    const program = ripemd160(sha256(key.publicKey));
    return bech32.encode(bitcoinHrp, [0, ...bech32.toWords(program)]);
  }
  const body = ethereumBytes(key.publicKey);
  if (chain === 'ethereum') return getAddress(`0x${hex(body)}`);
  return base58check.encode(Uint8Array.from([tronPrefix, ...body]));
}

function bitcoinAddress(address: string): string | undefined {
  const lower = address.toLowerCase();
  if (lower.startsWith(`${bitcoinHrp}1`)) {
    // Mixed case is not a valid bech32 string.
    if (address !== lower && address !== address.toUpperCase()) return undefined;
    for (const codec of [bech32, bech32m]) {
      try {
        const { prefix, words } = codec.decode(lower as `${string}1${string}`);
        const [version, ...rest] = words;
        if (prefix !== bitcoinHrp || version === undefined || version > 16) continue;
        const program = codec.fromWords(rest);
        // BIP350: version 0 uses bech32 with 20- or 32-byte programs, later versions bech32m.
        if (version === 0 && codec === bech32 && (program.length === 20 || program.length === 32))
          return lower;
        if (version > 0 && codec === bech32m && program.length >= 2 && program.length <= 40) return lower;
      } catch {
        // not this encoding
      }
    }
    return undefined;
  }
  try {
    const payload = base58check.decode(address);
    return payload.length === 21 && (payload[0] === 0x00 || payload[0] === 0x05) ? address : undefined;
  } catch {
    return undefined;
  }
}

function tronAddress(address: string): string | undefined {
  try {
    const payload = base58check.decode(address);
    return payload.length === 21 && payload[0] === tronPrefix ? address : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The address in its canonical form when it is valid for the family, checksum included (a
 * mixed-case Ethereum address must carry a correct EIP-55 checksum); undefined when it is not.
 */
export function normalizeAddress(chain: Chain, address: string): string | undefined {
  if (address.length > 128 || address.trim() !== address) return undefined;
  if (chain === 'bitcoin') return bitcoinAddress(address);
  if (chain === 'tron') return tronAddress(address);
  if (!/^0x[0-9a-fA-F]{40}$/.test(address) || !isAddress(address, { strict: true })) return undefined;
  return getAddress(address);
}
