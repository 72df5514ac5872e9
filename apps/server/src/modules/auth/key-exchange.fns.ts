import { createCipheriv, createDecipheriv, pbkdf2Sync } from 'node:crypto';
import { constants } from '@coffer/contract';

const { iterations, keyBits } = constants.keyDerivation;

/**
 * §3/§9 key derivation: PBKDF2-HMAC-SHA256 over the exchange's key material `k` (UTF-8) with its
 * salt `s` (hex), 1000 iterations, 128 bits: the same call Web Crypto makes in the browser.
 */
export const deriveKey = (k: string, saltHex: string) =>
  pbkdf2Sync(Buffer.from(k, 'utf8'), Buffer.from(saltHex, 'hex'), iterations, keyBits / 8, 'sha256');

/** AES-128-CBC with PKCS7 padding (node's default), ciphertext in base64. */
export function encryptField(plain: string, key: Buffer, ivHex: string): string {
  const cipher = createCipheriv('aes-128-cbc', key, Buffer.from(ivHex, 'hex'));
  return Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]).toString('base64');
}

/** The plain text, or null when the ciphertext does not decrypt to valid padding and UTF-8. */
export function decryptField(ciphertext: string, key: Buffer, ivHex: string): string | null {
  try {
    const decipher = createDecipheriv('aes-128-cbc', key, Buffer.from(ivHex, 'hex'));
    const plain = Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64')), decipher.final()]);
    return new TextDecoder('utf-8', { fatal: true }).decode(plain);
  } catch {
    return null;
  }
}
