import { existsSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { endpoints } from '@coffer/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type ApiClient, api, type LooseInput, resultOf, type UploadFile } from '../../../test/api-client';
import { aUser, goodPassword } from '../../../test/builders';
import { lastCode } from '../../../test/codes';
import { consent, yes } from '../../../test/fixtures';
import { useTestApp } from '../../../test/harness';
import { merchants, uploads, users } from '../../db/schema';
import { sha256Hex } from '../../lib/secrets';

const dir = mkdtempSync(join(tmpdir(), 'coffer-upload-test-'));
const t = useTestApp({ uploadsDir: dir });

const png = (extra = 64) =>
  Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), Buffer.alloc(extra, 7)]);
const jpeg = (extra = 64) =>
  Buffer.concat([Buffer.from('ffd8ffe000104a464946', 'hex'), Buffer.alloc(extra, 3)]);
const gif = () => Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');

const auth = endpoints.auth;
/** Uploads a file for a purpose (signed out unless the client says who). */
const upload = (purpose: string, file?: UploadFile, client: ApiClient = api(t)) =>
  client.upload(auth.imageUpload, { purpose }, file);
/** A signed-in user's client. */
const signedIn = async (email: string) => api(t).as(await aUser().email(email).create(t));

describe('POST foundation/FileUpload/ImageUpload', () => {
  it('stores a certificate by content hash, privately, and answers an id', async () => {
    const data = png();
    const res = await upload('merchantCertificate', { name: 'cert.png', type: 'image/png', data });
    expect(res.status).toBe(200);
    const result = resultOf(res);
    expect(result).toMatchObject({ contentType: 'image/png', size: data.length });
    const hash = sha256Hex(data);
    const path = join(dir, hash.slice(0, 2), hash);
    expect(readFileSync(path).equals(data)).toBe(true);
    expect(statSync(path).mode & 0o777).toBe(0o600);
    const [row] = await t.db.select().from(uploads).where(eq(uploads.id, result.fileId));
    expect(row).toMatchObject({
      sha256: hash,
      purpose: 'merchantCertificate',
      ownerUserId: null,
      claimedAt: null,
    });
    // The same content twice: one file on disk, two ids.
    const again = await upload('merchantCertificate', { name: 'copy.png', type: 'image/png', data });
    expect(resultOf(again).fileId).not.toBe(result.fileId);
  });

  it('judges the type by content, not by name or declared type', async () => {
    const script = await upload('merchantCertificate', {
      name: 'cert.png',
      type: 'image/png',
      data: Buffer.from('<script>alert(1)</script>'),
    });
    expect(script.status).toBe(400);
    const jpegAsPng = await upload('merchantCertificate', { name: 'x.png', type: 'image/png', data: jpeg() });
    expect(resultOf(jpegAsPng).contentType).toBe('image/jpeg');
  });

  it('takes JPG and PNG only for certificates; GIF fits a generic image', async () => {
    expect(
      (await upload('merchantCertificate', { name: 'a.gif', type: 'image/gif', data: gif() })).status,
    ).toBe(400);
    const user = await aUser().email('uploader@example.com').create(t);
    const res = await upload('generic', { name: 'a.gif', type: 'image/gif', data: gif() }, api(t).as(user));
    expect(res.status).toBe(200);
    const [row] = await t.db.select().from(uploads).where(eq(uploads.ownerUserId, user.id));
    expect(row?.contentType).toBe('image/gif');
  });

  it('takes a certificate of several MB (the 1 MB JSON limit is not an upload limit)', async () => {
    const res = await upload('merchantCertificate', {
      name: 'big.png',
      type: 'image/png',
      data: png(5 * 1024 * 1024 - 64),
    });
    expect(res.status).toBe(200);
  });

  it('refuses a certificate over 5 MB with 413 and stores nothing', async () => {
    const before = await t.db.select().from(uploads);
    const res = await upload('merchantCertificate', {
      name: 'big.png',
      type: 'image/png',
      data: png(5 * 1024 * 1024),
    });
    expect(res.status).toBe(413);
    expect(res.error?.code).toBe(413);
    expect(await t.db.select().from(uploads)).toHaveLength(before.length);
  });

  it('refuses anything over the largest limit while reading', async () => {
    const res = await upload(
      'generic',
      { name: 'huge.png', type: 'image/png', data: png(10 * 1024 * 1024 + 1) },
      await signedIn('huge@example.com'),
    );
    expect(res.status).toBe(413);
  });

  it('needs a file (50012), a known purpose, and sign-in except for a certificate', async () => {
    expect((await upload('merchantCertificate')).error?.code).toBe(50012);
    expect((await upload('selfie', { name: 'a.png', type: 'image/png', data: png() })).status).toBe(400);
    expect((await upload('kycPhoto', { name: 'a.png', type: 'image/png', data: png() })).status).toBe(401);
    const json = await api(t).send(auth.imageUpload, { purpose: 'merchantCertificate' });
    expect(json.status).toBe(400);
  });
});

describe('POST identity/Merchant/Register', () => {
  const company = {
    fullName: 'Lantern Tea Trading Ltd',
    shortName: 'Lantern Tea',
    companyWebsite: 'https://lantern.example',
    address: '1 Harbour Road, Hong Kong',
    businessScope: 'Tea retail',
    receiptCurrency: 'USDT',
  };

  async function certificate() {
    const res = await upload('merchantCertificate', {
      name: 'cert.jpg',
      type: 'image/jpeg',
      data: jpeg(Math.floor(Math.random() * 100)),
    });
    return resultOf(res).fileId;
  }
  async function codeFor(email: string) {
    t.clock.advance(61_000);
    await api(t).send(auth.sendVerificationCode, { purpose: 'register', emailAddress: email });
    return lastCode(t, email);
  }
  const signUp = (
    email: string,
    code: string,
    certificateFileId: string,
    extra: LooseInput<typeof auth.merchantRegister> = {},
  ) =>
    api(t).send(auth.merchantRegister, {
      emailAddress: email,
      code,
      password: goodPassword,
      confirmPassword: goodPassword,
      questionnaire: yes,
      consent,
      certificateFileId,
      ...company,
      ...extra,
    });

  it('creates a trial merchant (type 1) holding the certificate', async () => {
    const fileId = await certificate();
    const res = await signUp('shop@example.com', await codeFor('shop@example.com'), fileId, {
      whatsApp: 'lantern',
    });
    expect(res.status).toBe(200);
    expect(resultOf(res).accountType).toBe(1);
    const [user] = await t.db.select().from(users).where(eq(users.email, 'shop@example.com'));
    expect(user).toMatchObject({ accountType: 1, whatsApp: 'lantern', isOfficial: false });
    const [merchant] = await t.db
      .select()
      .from(merchants)
      .where(eq(merchants.userId, user?.id ?? 0));
    expect(merchant).toMatchObject({
      fullName: company.fullName,
      merchantType: 1,
      certificateFileId: fileId,
      applicationStatus: 0,
    });
    const [file] = await t.db.select().from(uploads).where(eq(uploads.id, fileId));
    expect(file?.ownerUserId).toBe(user?.id);
    expect(file?.claimedAt).not.toBeNull();
    const signIn = await api(t).send(auth.authenticateByEmailAddress, {
      emailAddress: 'shop@example.com',
      password: goodPassword,
    });
    const token = resultOf(signIn).accessToken;
    expect((await api(t).as({ token }).on('merchant').send(auth.getAccountInfo)).status).toBe(200);
  });

  it('needs the certificate: missing, unknown, already used or of the wrong purpose → 50012', async () => {
    const code = await codeFor('nocert@example.com');
    const used = (await t.db.select().from(merchants))[0]?.certificateFileId ?? '';
    const generic = await upload(
      'generic',
      { name: 'a.png', type: 'image/png', data: png() },
      await signedIn('generic@example.com'),
    );
    const genericId = resultOf(generic).fileId;
    for (const fileId of ['does-not-exist', used, genericId]) {
      const res = await signUp('nocert@example.com', code, fileId);
      expect(res.status).toBe(400);
      expect(res.error?.code).toBe(50012);
    }
    const missing = await api(t).send(auth.merchantRegister, {
      emailAddress: 'nocert@example.com',
      code,
      ...company,
    });
    expect(missing.status).toBe(400);
    expect(await t.db.select().from(users).where(eq(users.email, 'nocert@example.com'))).toHaveLength(0);
  });

  it('answers 510240 for a company already registered, 51093 for a taken e-mail', async () => {
    const dupCompany = await signUp(
      'copycat@example.com',
      await codeFor('copycat@example.com'),
      await certificate(),
    );
    expect(dupCompany.error?.code).toBe(510240);
    const code = await codeFor('shop2@example.com');
    await aUser().email('shop2@example.com').create(t);
    const taken = await signUp('shop2@example.com', code, await certificate(), { fullName: 'Other Co' });
    expect(taken.error?.code).toBe(51093);
  });

  it('signs up by phone too, and wants exactly one of e-mail or phone', async () => {
    t.clock.advance(61_000);
    await api(t).send(auth.sendVerificationCode, {
      purpose: 'register',
      areaCode: '+65',
      phoneNumber: '91234567',
    });
    const code = await lastCode(t, '+65 91234567');
    const res = await api(t).send(auth.merchantRegister, {
      areaCode: '+65',
      phoneNumber: '91234567',
      code,
      password: goodPassword,
      confirmPassword: goodPassword,
      questionnaire: yes,
      consent,
      certificateFileId: await certificate(),
      ...company,
      fullName: 'Phone Merchant Pte',
    });
    expect(res.status).toBe(200);
    const both = await signUp('both@example.com', '123456', 'x', {
      areaCode: '+65',
      phoneNumber: '91234568',
    });
    expect(both.status).toBe(400);
    expect(existsSync(dir)).toBe(true);
  });
});
