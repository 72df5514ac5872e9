import { describe, expect, it } from 'vitest';
import { decryptField, deriveKey, encryptField } from './key-exchange.fns';

const hex = (s: string) => Uint8Array.from(Buffer.from(s, 'hex'));

/** What the browser does with Web Crypto: PBKDF2 → AES-CBC (PKCS7 padding is Web Crypto's only one). */
async function browserEncrypt(plain: string, k: string, saltHex: string, ivHex: string) {
  const material = await crypto.subtle.importKey('raw', new TextEncoder().encode(k), 'PBKDF2', false, [
    'deriveKey',
  ]);
  const key = await crypto.subtle.deriveKey(
    { name: 'PBKDF2', salt: hex(saltHex), iterations: 1000, hash: 'SHA-256' },
    material,
    { name: 'AES-CBC', length: 128 },
    false,
    ['encrypt'],
  );
  const cipher = await crypto.subtle.encrypt(
    { name: 'AES-CBC', iv: hex(ivHex) },
    key,
    new TextEncoder().encode(plain),
  );
  return Buffer.from(cipher).toString('base64');
}

const k = 'key-material-from-GetKEIS';
const s = '00112233445566778899aabbccddeeff';
const i = 'ffeeddccbbaa99887766554433221100';

describe('key exchange crypto', () => {
  it('derives a 128-bit key', () => {
    expect(deriveKey(k, s)).toHaveLength(16);
  });

  it('decrypts what Web Crypto encrypts, and the other way round', async () => {
    const key = deriveKey(k, s);
    for (const plain of ['Coffer#Demo2026', '密码Pass#2026🙂', 'x'.repeat(16)]) {
      const fromBrowser = await browserEncrypt(plain, k, s, i);
      expect(decryptField(fromBrowser, key, i)).toBe(plain);
      expect(encryptField(plain, key, i)).toBe(fromBrowser);
    }
  });

  it('gives null for a wrong key, a wrong iv or garbage', async () => {
    const cipher = await browserEncrypt('Coffer#Demo2026', k, s, i);
    expect(decryptField(cipher, deriveKey('other', s), i)).toBeNull();
    expect(decryptField('bm90IGNpcGhlcg==', deriveKey(k, s), i)).toBeNull();
    expect(decryptField('', deriveKey(k, s), i)).toBeNull();
  });
});
