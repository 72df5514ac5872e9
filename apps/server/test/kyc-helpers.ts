import { endpoints } from '@coffer/contract';
import { multipartBody } from './api-client';
import { bearer, createUser } from './auth-helpers';
import { images } from './fixtures';
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

export { business, daysFrom, images, individual, signedCallback, sumsubTime } from './fixtures';

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
