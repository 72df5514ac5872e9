import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { verifyPayloadDigest } from './callback-signature';

const secret = 'shared-webhook-secret';
const rawBody = '{"type":"applicantReviewed","externalUserId":"10000001"}';
const digestOf = (alg: string, key = secret, body = rawBody) =>
  createHmac(alg, key).update(body).digest('hex');

describe('verifyPayloadDigest', () => {
  it('accepts the HMAC of the raw body with SHA-256 (the default) or SHA-512, in either case of hex', () => {
    expect(verifyPayloadDigest({ secret, rawBody, digest: digestOf('sha256'), algorithm: undefined })).toBe(
      true,
    );
    expect(
      verifyPayloadDigest({
        secret,
        rawBody,
        digest: digestOf('sha256').toUpperCase(),
        algorithm: 'HMAC_SHA256_HEX',
      }),
    ).toBe(true);
    expect(
      verifyPayloadDigest({ secret, rawBody, digest: digestOf('sha512'), algorithm: 'HMAC_SHA512_HEX' }),
    ).toBe(true);
  });

  it('refuses a wrong key, another body, SHA-1, a missing digest or body, and any digest when no secret is configured', () => {
    expect(
      verifyPayloadDigest({ secret, rawBody, digest: digestOf('sha256', 'other'), algorithm: undefined }),
    ).toBe(false);
    expect(
      verifyPayloadDigest({
        secret,
        rawBody: `${rawBody} `,
        digest: digestOf('sha256'),
        algorithm: undefined,
      }),
    ).toBe(false);
    expect(
      verifyPayloadDigest({ secret, rawBody, digest: digestOf('sha1'), algorithm: 'HMAC_SHA1_HEX' }),
    ).toBe(false);
    expect(
      verifyPayloadDigest({ secret, rawBody, digest: digestOf('sha512'), algorithm: 'HMAC_SHA256_HEX' }),
    ).toBe(false);
    expect(verifyPayloadDigest({ secret, rawBody, digest: undefined, algorithm: undefined })).toBe(false);
    expect(
      verifyPayloadDigest({ secret, rawBody: undefined, digest: digestOf('sha256'), algorithm: undefined }),
    ).toBe(false);
    expect(verifyPayloadDigest({ secret, rawBody, digest: 'not hex', algorithm: undefined })).toBe(false);
    expect(
      verifyPayloadDigest({
        secret: undefined,
        rawBody,
        digest: digestOf('sha256', ''),
        algorithm: undefined,
      }),
    ).toBe(false);
  });
});
