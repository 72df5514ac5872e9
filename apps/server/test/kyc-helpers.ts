import { createHmac, randomBytes } from 'node:crypto';
import { endpoints, type KycSubmissionInput } from '@coffer/contract';
import { multipartBody } from './api-client';
import { bearer, createUser } from './auth-helpers';
import type { TestApp } from './harness';

export const kycPaths = {
  create: endpoints.kyc.create.path,
  get: endpoints.kyc.get.path,
  update: endpoints.kyc.update.path,
  token: endpoints.kyc.sumsubAccessToken.path,
  callback: endpoints.kyc.updateKycStatus.path,
  upload: endpoints.auth.imageUpload.path,
  file: endpoints.auth.getFile.path,
};

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

export function uploadFile(
  t: TestApp,
  headers: Record<string, string>,
  file: { name: string; type: string; data: Buffer },
  purpose = 'kycPhoto',
) {
  const body = multipartBody({ purpose }, file);
  return t.call({
    method: 'POST',
    url: kycPaths.upload,
    payload: body.payload,
    headers: { ...body.headers, ...headers },
  });
}

/** A KYC photo of the caller's: its file id. */
export async function kycPhoto(t: TestApp, headers: Record<string, string>, data = images.png()) {
  const res = await uploadFile(t, headers, { name: 'photo.png', type: 'image/png', data });
  if (res.status !== 200) throw new Error(`upload failed: ${JSON.stringify(res.body)}`);
  return (res.body.result as { fileId: string }).fileId;
}

/** A signed-in user of the harness (a real session row and token). */
export async function kycUser(t: TestApp, email: string, fields: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(t, { email, ...fields });
  const token = await t.tokenFor({ userId: user.id, uid: user.uid, accountType: user.accountType });
  return { user, headers: bearer(token) };
}

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

/** The provider's callback, signed over its exact body as Sumsub signs its webhooks. */
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
    url: kycPaths.callback,
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
