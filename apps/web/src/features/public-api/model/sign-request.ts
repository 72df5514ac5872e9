/**
 * Request signing as the server checks it (docs/areas/api-keys.md "Signed API requests"): hex
 * HMAC-SHA256, keyed with the secret's UTF-8 bytes, over `timestamp \n METHOD \n path?query \n body`.
 * WebCrypto, so the secret never leaves the browser and no crypto library is shipped.
 */
export const signedText = (timestamp: string, method: string, pathWithQuery: string, body: string) =>
  `${timestamp}\n${method.toUpperCase()}\n${pathWithQuery}\n${body}`;

const hex = (bytes: ArrayBuffer) =>
  Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, '0')).join('');

export async function signRequest(
  secret: string,
  request: { timestamp: string; method: string; pathWithQuery: string; body: string },
): Promise<string> {
  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const text = signedText(request.timestamp, request.method, request.pathWithQuery, request.body);
  return hex(await crypto.subtle.sign('HMAC', key, encoder.encode(text)));
}
