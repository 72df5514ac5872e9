import { hkdfSync } from 'node:crypto';

/**
 * A 256-bit key for one purpose, derived from the server's secret (the JWT secret): the server and
 * the operator console derive the same keys from the same configuration, and a key for one
 * purpose says nothing about another.
 */
export const deriveKey = (secret: Uint8Array, purpose: string): Uint8Array =>
  new Uint8Array(hkdfSync('sha256', secret, 'coffer', purpose, 32));

export const keyPurposes = {
  codeHashes: 'one-time code hashes',
  fileLinks: 'signed file links',
  sealedSecrets: 'sealed secrets',
} as const;
