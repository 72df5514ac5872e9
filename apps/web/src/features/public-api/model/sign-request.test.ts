import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signedText, signRequest } from './sign-request';

/**
 * Vectors computed with the server's own `signRequest` (apps/server/src/modules/api-keys/
 * signature.fns.ts), so the browser's signature is the one the server checks.
 */
const secret = 'c2VjcmV0LWtleS1vZi0zMi1ieXRlcy1mb3ItdGVzdHM';
const vectors = [
  {
    secret,
    request: {
      timestamp: '1764400000000',
      method: 'GET',
      pathWithQuery: '/api/services/app/Profile/GetAccountInfo',
      body: '',
    },
    signature: 'e63770dc8c0c819ffe0ea1b8670fb932fecf931386f8d99787c186c431329354',
  },
  {
    secret,
    request: {
      timestamp: '1764400000000',
      method: 'post',
      pathWithQuery: '/c/api/services/app/X/Y?a=1&b=%20',
      body: '{"coin":"USDT","amount":"1.50"}',
    },
    signature: 'ff6c4a8c40c23911606d9055df5a79d3f56cc5cad559aacd98fee96210f2867e',
  },
  {
    secret: '密钥-ünïcode',
    request: { timestamp: '1', method: 'GET', pathWithQuery: '/', body: '' },
    signature: '42ecbff5cfe75e1880b8fab3b607bc4235ba3056e55e0197eab744e2151f6107',
  },
];

describe('signRequest (WebCrypto)', () => {
  it.each(vectors)('matches the server for $request.method $request.pathWithQuery', async (v) => {
    expect(await signRequest(v.secret, v.request)).toBe(v.signature);
  });

  it('signs timestamp, method in capitals, path with query and body, one per line', async () => {
    const request = { timestamp: '42', method: 'delete', pathWithQuery: '/p?x=1', body: '{}' };
    expect(signedText('42', 'delete', '/p?x=1', '{}')).toBe('42\nDELETE\n/p?x=1\n{}');
    const expected = createHmac('sha256', 'k').update('42\nDELETE\n/p?x=1\n{}').digest('hex');
    expect(await signRequest('k', request)).toBe(expected);
  });
});
