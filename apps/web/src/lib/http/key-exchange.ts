import { authEndpoints } from '@coffer/contract/auth';
import { constants, type EndpointDescriptor, type KeyExchangeBusinessType } from '@coffer/contract/common';

/** Basic/GetKEIS, which the client calls for the material (with this module: only when it encrypts). */
export const keyExchangeEndpoint = authEndpoints.getKeis;

/** Basic/GetKEIS: iv (hex), salt (hex), key material, seconds it stays valid (spec §3). */
export interface KeyExchange {
  i: string;
  s: string;
  k: string;
  e: number;
}

const utf8 = (text: string) => new TextEncoder().encode(text);

function fromHex(hex: string): Uint8Array<ArrayBuffer> {
  if (!/^(?:[0-9a-f]{2})+$/i.test(hex)) throw new Error('not hex');
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

function toBase64(buffer: ArrayBuffer): string {
  let text = '';
  for (const byte of new Uint8Array(buffer)) text += String.fromCharCode(byte);
  return btoa(text);
}

/** Web Crypto exists only in secure contexts (https, localhost): elsewhere fields go as they are. */
export const canEncrypt = (): boolean => typeof crypto !== 'undefined' && typeof crypto.subtle === 'object';

/**
 * The key of spec §3/§9: PBKDF2 (SHA-256, 1000 iterations) over the exchange's key material with
 * its salt, 128 bits, for AES-CBC (PKCS7 padding is what Web Crypto's AES-CBC does).
 */
export async function deriveKey(exchange: KeyExchange): Promise<CryptoKey> {
  const material = await crypto.subtle.importKey('raw', utf8(exchange.k), 'PBKDF2', false, ['deriveKey']);
  return crypto.subtle.deriveKey(
    {
      name: 'PBKDF2',
      salt: fromHex(exchange.s),
      iterations: constants.keyDerivation.iterations,
      hash: 'SHA-256',
    },
    material,
    { name: 'AES-CBC', length: constants.keyDerivation.keyBits },
    false,
    ['encrypt'],
  );
}

export async function encryptText(key: CryptoKey, ivHex: string, plain: string): Promise<string> {
  return toBase64(await crypto.subtle.encrypt({ name: 'AES-CBC', iv: fromHex(ivHex) }, key, utf8(plain)));
}

/**
 * The input with the endpoint's password fields encrypted under a fresh exchange and `key: k`
 * beside them; the server decrypts before it validates. Unchanged when the endpoint carries no
 * password or the browser has no Web Crypto (the server accepts plain fields too).
 */
export async function encryptPasswordFields<T>(
  endpoint: EndpointDescriptor,
  input: T,
  getExchange: (businessType: KeyExchangeBusinessType) => Promise<KeyExchange>,
): Promise<T> {
  const spec = endpoint.encryptedFields;
  if (!spec || !canEncrypt() || typeof input !== 'object' || input === null) return input;
  const body = input as Record<string, unknown>;
  const names = spec.fields.filter((name) => typeof body[name] === 'string');
  if (names.length === 0) return input;
  const exchange = await getExchange(spec.businessType);
  const key = await deriveKey(exchange);
  const encrypted: Record<string, string> = {};
  for (const name of names) encrypted[name] = await encryptText(key, exchange.i, body[name] as string);
  return { ...body, ...encrypted, key: exchange.k } as T;
}
