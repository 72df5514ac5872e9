import { createHmac, randomBytes } from 'node:crypto';
import { endpoints, type KycSubmissionInput } from '@coffer/contract';
import { type ApiClient, api } from './api-client';
import type { TestApp } from './harness';

/** The inputs and files of the API tests: images to upload, KYC submissions, sign-up answers. */

/** Image bytes by their magic numbers, with random filler so each upload is a distinct file. */
export const images = {
  png: (extra = 64) =>
    Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), randomBytes(extra)]),
  jpeg: (extra = 64) => Buffer.concat([Buffer.from('ffd8ffe000104a464946', 'hex'), randomBytes(extra)]),
  gif: () => Buffer.concat([Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1'), randomBytes(8)]),
  bmp: (size = 64) => {
    const b = randomBytes(size);
    b.write('BM', 0, 'latin1');
    b.writeUInt32LE(size, 2);
    return b;
  },
};

/** Uploads a PNG for a purpose as the client's caller and answers its file id. */
async function uploadPng(client: ApiClient, purpose: string, data = images.png()): Promise<string> {
  const res = await client.upload(
    endpoints.auth.imageUpload,
    { purpose },
    { name: 'photo.png', type: 'image/png', data },
  );
  if (!res.result) throw new Error(`upload failed: ${JSON.stringify(res.body)}`);
  return res.result.fileId;
}

/** A KYC photo of the client's caller: its file id. */
export const kycPhoto = (client: ApiClient, data = images.png()) => uploadPng(client, 'kycPhoto', data);

/** The three photos of an identity card (front, back, selfie), uploaded by the client's caller. */
export const idCardPhotos = async (client: ApiClient) => ({
  front: await kycPhoto(client),
  back: await kycPhoto(client, images.jpeg()),
  selfie: await kycPhoto(client),
});

/** Identity evidence a signed-out applicant uploads for a security change (purpose `securityEvidence`). */
export const uploadEvidence = (t: TestApp, seed: number) =>
  uploadPng(
    api(t),
    'securityEvidence',
    Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), Buffer.alloc(64, seed)]),
  );

/** The sign-up questionnaire, all answered yes, and both consents given. */
export const yes = { over18: true, noConviction: true, noBankruptcy: true, authorityToAct: true };
export const consent = { terms: true, privacy: true };

const isoDay = (date: Date) => date.toISOString().slice(0, 10);
export const daysFrom = (now: Date, days: number) => isoDay(new Date(now.getTime() + days * 86_400_000));

export function individual(
  now: Date,
  photos: { front: string; back?: string | null; selfie: string },
  overrides: Partial<Extract<KycSubmissionInput, { kind: 'individual' }>> = {},
): KycSubmissionInput {
  return {
    kind: 'individual',
    country: 'GB',
    certificateType: 1,
    certificateNumber: 'AB 123456 C',
    startDate: daysFrom(now, -400),
    expiryDate: daysFrom(now, 3000),
    firstName: 'Ada',
    lastName: 'Lovelace',
    city: 'London',
    address: '12 St James Square',
    frontPhotoId: photos.front,
    backPhotoId: photos.back ?? null,
    selfiePhotoId: photos.selfie,
    ...overrides,
  };
}

export function business(
  now: Date,
  licence: string,
  overrides: Partial<Extract<KycSubmissionInput, { kind: 'business' }>> = {},
): KycSubmissionInput {
  return {
    kind: 'business',
    country: 'HK',
    companyName: 'Harbour Lantern Trading Ltd',
    registrationNumber: 'CR-2456789',
    startDate: daysFrom(now, -1000),
    expiryDate: null,
    city: 'Hong Kong',
    address: '1 Harbour Road, Wan Chai',
    representativeFirstName: 'Mei',
    representativeLastName: 'Chan',
    businessLicencePhotoId: licence,
    ...overrides,
  };
}

/**
 * The KYC provider's callback, signed over its exact body as Sumsub signs its webhooks. Raw on
 * purpose: the signature covers the exact bytes, and the tests send bodies the contract refuses.
 */
export function signedCallback(
  t: TestApp,
  secret: string,
  body: Record<string, unknown>,
  options: {
    algorithm?: 'sha256' | 'sha512' | 'sha1';
    digest?: string;
    rawBody?: string;
    contentType?: string;
  } = {},
) {
  const raw = options.rawBody ?? JSON.stringify(body);
  const algorithm = options.algorithm ?? 'sha256';
  const digest = options.digest ?? createHmac(algorithm, secret).update(raw).digest('hex');
  return t.call({
    method: 'POST',
    url: endpoints.kyc.updateKycStatus.path,
    payload: raw,
    headers: {
      'content-type': options.contentType ?? 'application/json',
      'x-payload-digest': digest,
      'x-payload-digest-alg': `HMAC_${algorithm.toUpperCase()}_HEX`,
    },
  });
}

/** Sumsub's `createdAtMs` format: `yyyy-MM-dd HH:mm:ss.fff` in UTC. */
export const sumsubTime = (date: Date) => date.toISOString().replace('T', ' ').replace('Z', '');
