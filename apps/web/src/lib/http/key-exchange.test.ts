import { authEndpoints } from '@coffer/contract/auth';
import { describe, expect, it, vi } from 'vitest';
import { canEncrypt, deriveKey, encryptPasswordFields, encryptText } from './key-exchange';

// Vectors from node:crypto with the server's algorithm (apps/server/src/modules/auth):
// PBKDF2-SHA256(k, salt, 1000 iterations, 16 bytes), AES-128-CBC with PKCS7, base64.
const exchange = {
  i: '000102030405060708090a0b0c0d0e0f',
  s: 'f0e1d2c3b4a5968778695a4b3c2d1e0f',
  k: 'demo-key-material',
  e: 120,
};

describe('the key exchange in the browser', () => {
  it('has Web Crypto here', () => {
    expect(canEncrypt()).toBe(true);
  });

  it('encrypts exactly as the server decrypts (UTF-8, padding included)', async () => {
    const key = await deriveKey(exchange);
    expect(await encryptText(key, exchange.i, 'Coffer#Demo2026')).toBe('jqxtC0ybvKwXhZq3c5vAUg==');
    expect(await encryptText(key, exchange.i, '密码Password#1')).toBe(
      'pplCMPYnL9JOS/O2qF2ZvJ2bnIsr/XZtj8PoiWabsCo=',
    );
  });

  it("encrypts the endpoint's password fields only, and names the exchange as key", async () => {
    const getExchange = vi.fn(async () => exchange);
    const input = {
      emailAddress: 'a@example.com',
      code: '123456',
      password: 'Coffer#Demo2026',
      confirmPassword: 'Coffer#Demo2026',
    };
    const sent = await encryptPasswordFields(authEndpoints.registerByEmailAddress, input, getExchange);
    expect(getExchange).toHaveBeenCalledWith('register');
    expect(sent).toEqual({
      emailAddress: 'a@example.com',
      code: '123456',
      password: 'jqxtC0ybvKwXhZq3c5vAUg==',
      confirmPassword: 'jqxtC0ybvKwXhZq3c5vAUg==',
      key: 'demo-key-material',
    });
    expect(input.password).toBe('Coffer#Demo2026');
  });

  it('leaves calls without password fields alone and asks for no exchange', async () => {
    const getExchange = vi.fn(async () => exchange);
    const input = { emailAddress: 'a@example.com', code: '123456' };
    expect(
      await encryptPasswordFields(authEndpoints.resetPasswordByEmailAddressVerification, input, getExchange),
    ).toBe(input);
    expect(getExchange).not.toHaveBeenCalled();
  });
});
