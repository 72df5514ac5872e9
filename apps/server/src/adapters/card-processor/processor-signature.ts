import { createHmac, timingSafeEqual } from 'node:crypto';

/** The processor's signature of a notification: hex HMAC-SHA256 of the raw body with the shared secret. */
export const signNotification = (secret: string, rawBody: string) =>
  createHmac('sha256', secret).update(rawBody, 'utf8').digest('hex');

/** Whether `signature` is the secret's signature of exactly `rawBody`, compared in constant time. */
export function verifyNotification(input: {
  secret: string;
  rawBody: string | undefined;
  signature: string | undefined;
}): boolean {
  const { secret, rawBody, signature } = input;
  if (!secret || rawBody === undefined || !signature || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  const expected = Buffer.from(signNotification(secret, rawBody), 'hex');
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
