import { endpoints } from '@coffer/contract';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type ApiClient, answerOf, api, authOf, type UploadFile } from '../../../test/api-client';
import { aUser, type UserRow } from '../../../test/builders';
import { outboxTo } from '../../../test/codes';
import {
  business,
  daysFrom,
  images,
  individual,
  kycPhoto,
  signedCallback,
  sumsubTime,
} from '../../../test/fixtures';
import { useTestApp } from '../../../test/harness';
import { tempDir } from '../../../test/temp-dir';
import { kycApplications, kycEvents, uploads, users } from '../../db/schema';

const secret = 'test-webhook-secret-0123456789';
const t = useTestApp({
  uploadsDir: tempDir('kyc-test'),
  kyc: { callbackSecret: secret },
});

const kyc = endpoints.kyc;
const imageUpload = endpoints.auth.imageUpload;
const getFile = endpoints.auth.getFile;

/** The client's upload of a KYC photo, answered whatever came back. */
const uploadKycPhoto = (client: ApiClient, file: UploadFile) =>
  client.upload(imageUpload, { purpose: 'kycPhoto' }, file);

/** A signed-in user (unverified unless `fields` say otherwise) and their client. */
async function kycUser(email: string, fields: Partial<UserRow> = {}) {
  const user = await aUser().email(email).with(fields).create(t);
  return { user, client: api(t).as(user) };
}

async function stateOf(userId: number) {
  const [user] = await t.db.select().from(users).where(eq(users.id, userId));
  const [application] = await t.db.select().from(kycApplications).where(eq(kycApplications.userId, userId));
  const events = await t.db
    .select()
    .from(kycEvents)
    .where(eq(kycEvents.userId, userId))
    .orderBy(asc(kycEvents.id));
  return { user, application, events };
}

/** A user with the three photos of an identity card uploaded. */
async function applicant(email: string, headers: Record<string, string> = {}) {
  const { user } = await kycUser(email);
  const client = api(t).as(user).with({ headers });
  const photos = {
    front: await kycPhoto(client),
    back: await kycPhoto(client, images.jpeg()),
    selfie: await kycPhoto(client, images.bmp(128)),
  };
  return { user, client, photos };
}

describe('KYC/Get', () => {
  it('answers status 0 and no submission before the first one; needs sign-in', async () => {
    const { client } = await kycUser('fresh@example.com');
    const res = await client.send(kyc.get);
    expect(res.status).toBe(200);
    expect(res.result).toEqual({
      kycStatus: 0,
      submission: null,
      photos: [],
      round: 0,
      submittedAt: null,
      reviewedAt: null,
      rejectReason: null,
    });
    expect((await api(t).send(kyc.get)).status).toBe(401);
  });
});

describe('KYC/Create', () => {
  it('takes an identity card with front, back and selfie: 0 → 1, recorded, photos claimed', async () => {
    const a = await applicant('card@example.com');
    const res = await a.client.send(kyc.create, individual(t.clock.now, a.photos));
    expect(res.status).toBe(200);
    const record = res.result;
    expect(record).toMatchObject({ kycStatus: 1, round: 1, rejectReason: null, reviewedAt: null });
    expect(record?.submission).toMatchObject({ kind: 'individual', firstName: 'Ada', certificateType: 1 });
    expect(record?.photos.map((p) => [p.slot, p.contentType])).toEqual([
      ['front', 'image/png'],
      ['back', 'image/jpeg'],
      ['selfie', 'image/bmp'],
    ]);
    const { user, application, events } = await stateOf(a.user.id);
    expect(user?.kycStatus).toBe(1);
    expect(application).toMatchObject({
      status: 1,
      round: 1,
      source: 'form',
      kind: 'individual',
      language: 'en',
    });
    expect(events.map((e) => [e.action, e.fromStatus, e.toStatus, e.actor])).toEqual([
      ['submitted', 0, 1, 'user'],
    ]);
    const claimed = await t.db.select().from(uploads).where(eq(uploads.ownerUserId, a.user.id));
    expect(claimed.every((u) => u.claimedAt !== null)).toBe(true);
    const info = await a.client.call(endpoints.auth.getAccountInfo);
    expect(info.kycStatus).toBe(1);
  });

  it('answers 50015 to a second Create and changes nothing', async () => {
    const a = await applicant('twice@example.com');
    await a.client.send(kyc.create, individual(t.clock.now, a.photos));
    const again = await a.client.fails(
      kyc.create,
      individual(t.clock.now, a.photos, { firstName: 'Changed' }),
    );
    expect(again.status).toBe(400);
    expect(again.code).toBe(50015);
    const { application, events } = await stateOf(a.user.id);
    expect((application?.details as { firstName?: string } | undefined)?.firstName).toBe('Ada');
    expect(events).toHaveLength(1);
  });

  it('takes a passport without a back, and refuses one with a back', async () => {
    const a = await applicant('passport@example.com');
    const withBack = await a.client.fails(
      kyc.create,
      individual(t.clock.now, a.photos, { certificateType: 2 }),
    );
    expect(withBack.status).toBe(400);
    expect(withBack.validationErrors).toEqual([{ field: 'backPhotoId', message: 'kyc.passportHasNoBack' }]);
    const res = await a.client.send(
      kyc.create,
      individual(
        t.clock.now,
        { ...a.photos, back: null },
        { certificateType: 2, certificateNumber: '123456789' },
      ),
    );
    expect(res.status).toBe(200);
    expect(res.result?.photos.map((p) => p.slot)).toEqual(['front', 'selfie']);
  });

  it('needs the back of an identity card and of a driving licence', async () => {
    const a = await applicant('noback@example.com');
    for (const certificateType of [1, 3] as const) {
      const res = await a.client.fails(
        kyc.create,
        individual(t.clock.now, { ...a.photos, back: null }, { certificateType }),
      );
      expect(res.status).toBe(400);
      expect(res.validationErrors).toEqual([{ field: 'backPhotoId', message: 'kyc.photoRequired' }]);
    }
    const licence = await a.client.send(
      kyc.create,
      individual(t.clock.now, a.photos, { certificateType: 3, certificateNumber: 'LOVEL 612345 AB9' }),
    );
    expect(licence.status).toBe(200);
    expect((await stateOf(a.user.id)).user?.kycStatus).toBe(1);
  });

  it('takes a business with its licence, with or without an expiry date', async () => {
    const { user, client } = await kycUser('company@example.com', { accountType: 2 });
    const licence = await kycPhoto(client);
    const res = await client.send(kyc.create, business(t.clock.now, licence));
    expect(res.status).toBe(200);
    expect(res.result?.submission).toMatchObject({
      kind: 'business',
      companyName: 'Harbour Lantern Trading Ltd',
    });
    expect(res.result?.photos.map((p) => p.slot)).toEqual(['businessLicence']);
    expect((await stateOf(user.id)).application?.kind).toBe('business');
    const other = await kycUser('company2@example.com', { accountType: 2 });
    const expired = await other.client.fails(
      kyc.create,
      business(t.clock.now, await kycPhoto(other.client), { expiryDate: daysFrom(t.clock.now, -1) }),
    );
    expect(expired.validationErrors).toEqual([{ field: 'expiryDate', message: 'kyc.documentExpired' }]);
  });

  it('refuses an expired document, an expiry before the issue date and an issue date in the future', async () => {
    const a = await applicant('dates@example.com');
    const cases: [object, string, string][] = [
      [{ expiryDate: daysFrom(t.clock.now, -1) }, 'expiryDate', 'kyc.documentExpired'],
      [{ expiryDate: daysFrom(t.clock.now, 0) }, 'expiryDate', 'kyc.documentExpired'],
      [
        { startDate: daysFrom(t.clock.now, -10), expiryDate: daysFrom(t.clock.now, -20) },
        'expiryDate',
        'kyc.expiryBeforeStart',
      ],
      [{ startDate: daysFrom(t.clock.now, 2) }, 'startDate', 'kyc.startInFuture'],
      [{ startDate: '2024-02-30' }, 'startDate', 'kyc.dateInvalid'],
    ];
    for (const [overrides, field, message] of cases) {
      const res = await a.client.fails(kyc.create, individual(t.clock.now, a.photos, overrides));
      expect(res.status, JSON.stringify(overrides)).toBe(400);
      expect(res.code).toBe(400);
      expect(res.validationErrors).toContainEqual({ field, message });
    }
    const { user, application, events } = await stateOf(a.user.id);
    expect(user?.kycStatus).toBe(0);
    expect(application).toBeUndefined();
    expect(events).toHaveLength(0);
  });

  it('checks every field: names each bad one and stores nothing', async () => {
    const a = await applicant('fields@example.com');
    const res = await a.client.fails(
      kyc.create,
      individual(t.clock.now, a.photos, {
        country: 'United Kingdom',
        certificateNumber: '#1',
        firstName: '  ',
        lastName: 'x'.repeat(51),
        city: '',
        address: 'a'.repeat(201),
      }),
    );
    expect(res.status).toBe(400);
    expect(res.validationErrors?.map((e) => `${e.field}:${e.message}`).sort()).toEqual([
      'address:kyc.fieldTooLong',
      'certificateNumber:kyc.documentNumberInvalid',
      'city:kyc.fieldRequired',
      'country:kyc.countryInvalid',
      'firstName:kyc.fieldRequired',
      'lastName:kyc.fieldTooLong',
    ]);
    const wrongKind = await a.client.send(kyc.create, { kind: 'robot' });
    expect(wrongKind.status).toBe(400);
    const businessDocument = await a.client.fails(
      kyc.create,
      individual(t.clock.now, a.photos, { certificateType: 4 as 1 }),
    );
    expect(businessDocument.validationErrors?.[0]?.field).toBe('certificateType');
    expect((await stateOf(a.user.id)).user?.kycStatus).toBe(0);
  });

  it("refuses another user's upload, a photo of another purpose, an unknown id and one photo twice (50012)", async () => {
    const a = await applicant('mine@example.com');
    const thief = await applicant('thief@example.com');
    const generic = (
      await thief.client.upload(
        imageUpload,
        { purpose: 'generic' },
        { name: 'a.png', type: 'image/png', data: images.png() },
      )
    ).result ?? { fileId: '' };
    const cases: [object, string][] = [
      [{ ...thief.photos, front: a.photos.front }, 'frontPhotoId'],
      [{ ...thief.photos, selfie: generic.fileId }, 'selfiePhotoId'],
      [{ ...thief.photos, back: 'no-such-file' }, 'backPhotoId'],
    ];
    for (const [photos, field] of cases) {
      const res = await thief.client.fails(kyc.create, individual(t.clock.now, photos as typeof a.photos));
      expect(res.status).toBe(400);
      expect(res.code).toBe(50012);
      expect(res.validationErrors).toEqual([{ field, message: 'kyc.photoRequired' }]);
    }
    const twice = await thief.client.fails(
      kyc.create,
      individual(t.clock.now, { ...thief.photos, back: thief.photos.front }),
    );
    expect(twice.validationErrors).toEqual([{ field: 'backPhotoId', message: 'kyc.photoDuplicate' }]);
    expect((await stateOf(thief.user.id)).application).toBeUndefined();
    const [stolen] = await t.db.select().from(uploads).where(eq(uploads.id, a.photos.front));
    expect(stolen?.claimedAt).toBeNull();
  });
});

describe('KYC photos: foundation/FileUpload/ImageUpload with purpose kycPhoto', () => {
  it('takes PNG, JPG and BMP up to 5 MB, judged by content', async () => {
    const { client } = await kycUser('photos@example.com');
    const exact = await uploadKycPhoto(client, {
      name: 'big.jpg',
      type: 'image/jpeg',
      data: images.jpeg(5 * 1024 * 1024 - 10),
    });
    expect(exact.status).toBe(200);
    const over = await uploadKycPhoto(client, {
      name: 'big.jpg',
      type: 'image/jpeg',
      data: images.jpeg(5 * 1024 * 1024 - 9),
    });
    expect(over.status).toBe(413);
    const gifAsPng = await uploadKycPhoto(client, { name: 'me.png', type: 'image/png', data: images.gif() });
    expect(gifAsPng.status).toBe(400);
    const script = await uploadKycPhoto(client, {
      name: 'id.jpg',
      type: 'image/jpeg',
      data: Buffer.from('<script>alert(1)</script>'),
    });
    expect(script.status).toBe(400);
    const bmpAsJpg = await uploadKycPhoto(client, { name: 'id.jpg', type: 'image/jpeg', data: images.bmp() });
    expect(bmpAsJpg.result?.contentType).toBe('image/bmp');
    const missing = await uploadKycPhoto(client, { name: 'x.png', type: 'image/png', data: Buffer.alloc(0) });
    expect(missing.error?.code).toBe(50012);
  });

  it('needs sign-in', async () => {
    const res = await uploadKycPhoto(api(t), { name: 'a.png', type: 'image/png', data: images.png() });
    expect(res.status).toBe(401);
  });

  it('takes at most 100 uploads a day from one user (429)', async () => {
    const { user, client } = await kycUser('hoarder@example.com');
    for (let i = 0; i < 100; i++) await kycPhoto(client, images.png(8));
    const res = await uploadKycPhoto(client, { name: 'a.png', type: 'image/png', data: images.png() });
    expect(res.status).toBe(429);
    expect(res.error?.data?.retryAfterSeconds).toBeGreaterThan(0);
    expect(await t.db.select().from(uploads).where(eq(uploads.ownerUserId, user.id))).toHaveLength(100);
  });
});

describe('private photos: foundation/FileUpload/GetFile', () => {
  it('shows the owner their photos through the signed links of KYC/Get, privately', async () => {
    const a = await applicant('viewer@example.com');
    const data = images.png(200);
    const front = await kycPhoto(a.client, data);
    await a.client.send(kyc.create, individual(t.clock.now, { ...a.photos, front }));
    const record = await a.client.call(kyc.get);
    const link = record.photos.find((p) => p.slot === 'front');
    expect(link?.url).toMatch(/^\/api\/services\/app\/foundation\/FileUpload\/GetFile\?id=/);
    const res = await t.app.inject({ method: 'GET', url: link?.url ?? '' });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(data)).toBe(true);
    expect(res.headers).toMatchObject({
      'content-type': 'image/png',
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
      'cross-origin-resource-policy': 'same-site',
    });
    // The owner may also read by id with their token (no link needed).
    const own = await a.client.send(getFile, { id: front });
    expect(own.status).toBe(200);
  });

  it("refuses another user's photo, a tampered or expired link, and an anonymous read", async () => {
    const a = await applicant('private@example.com');
    await a.client.send(kyc.create, individual(t.clock.now, a.photos));
    const other = await kycUser('nosy@example.com');
    const byToken = await other.client.send(getFile, { id: a.photos.front });
    expect(byToken.status).toBe(404);
    const anonymous = await api(t).send(getFile, { id: a.photos.front });
    expect(anonymous.status).toBe(401);
    const url = (await a.client.call(kyc.get)).photos[0]?.url ?? '';
    const swapped = url.replace(a.photos.front, a.photos.selfie);
    expect((await t.call({ method: 'GET', url: swapped })).status).toBe(403);
    const longer = url.replace(/expires=(\d+)/, (_, n) => `expires=${Number(n) + 3600}`);
    expect((await t.call({ method: 'GET', url: longer })).status).toBe(403);
    const forged = url.replace(/signature=[0-9a-f]{4}/, 'signature=0000');
    expect((await t.call({ method: 'GET', url: forged })).status).toBe(403);
    // Another user's Get shows nothing of it.
    expect((await other.client.call(kyc.get)).photos).toEqual([]);
    t.clock.advance(11 * 60_000);
    const expired = await t.call({ method: 'GET', url });
    expect(expired.status).toBe(403);
    expect(answerOf(expired).error?.details).toMatch(/expired/);
  });
});

describe('status machine with the provider callback', () => {
  it('rejects (2) with the reason, takes a resubmission (2 → 1), approves (3), telling the user in their language', async () => {
    const a = await applicant('journey@example.com', { 'accept-language': 'zh-CN' });
    await a.client.send(kyc.create, individual(t.clock.now, a.photos));
    const underReview = await a.client.send(kyc.update, individual(t.clock.now, a.photos, { city: 'Leeds' }));
    expect(underReview.status).toBe(409);
    t.clock.advance(60_000);
    const red = await signedCallback(t, secret, {
      type: 'applicantReviewed',
      applicantId: 'app-1',
      externalUserId: a.user.uid,
      createdAtMs: sumsubTime(t.clock.now),
      reviewResult: {
        reviewAnswer: 'RED',
        reviewRejectType: 'RETRY',
        moderationComment: 'The selfie is blurred.',
        clientComment: 'internal note',
        rejectLabels: ['BAD_SELFIE'],
      },
    });
    expect(red.status).toBe(200);
    expect(red.body.result).toEqual({ applied: true, kycStatus: 2 });
    let state = await stateOf(a.user.id);
    expect(state.user?.kycStatus).toBe(2);
    expect(state.application).toMatchObject({
      status: 2,
      rejectReason: 'The selfie is blurred.',
      reviewedBy: 'provider:sandbox',
    });
    expect(state.events.at(-1)).toMatchObject({
      action: 'rejected',
      fromStatus: 1,
      toStatus: 2,
      actor: 'provider:sandbox',
      reason: 'The selfie is blurred.',
      meta: {
        applicantId: 'app-1',
        reviewRejectType: 'RETRY',
        rejectLabels: 'BAD_SELFIE',
        clientComment: 'internal note',
      },
    });
    const [rejected] = await outboxTo(t, 'journey@example.com');
    expect(rejected).toMatchObject({ kind: 'kycDecision', subject: 'Coffer 身份认证未通过' });
    expect(rejected?.body).toContain('The selfie is blurred.');
    expect(rejected?.body).not.toContain('internal note');
    const failed = await a.client.call(kyc.get);
    expect(failed).toMatchObject({ kycStatus: 2, rejectReason: 'The selfie is blurred.', round: 1 });
    // A Create now is still "already submitted".
    expect((await a.client.fails(kyc.create, individual(t.clock.now, a.photos))).code).toBe(50015);

    t.clock.advance(60_000);
    const newSelfie = await kycPhoto(a.client);
    const resubmit = await a.client.send(
      kyc.update,
      individual(t.clock.now, { ...a.photos, selfie: newSelfie }, { firstName: 'Augusta Ada' }),
    );
    expect(resubmit.status).toBe(200);
    expect(resubmit.result).toMatchObject({ kycStatus: 1, round: 2, rejectReason: null });
    state = await stateOf(a.user.id);
    expect(state.application).toMatchObject({ status: 1, round: 2, rejectReason: null, reviewedAt: null });
    expect(state.events.at(-1)).toMatchObject({
      action: 'resubmitted',
      fromStatus: 2,
      toStatus: 1,
      round: 2,
    });

    // The first round's verdict, replayed now, is older than this submission: ignored.
    const stale = await signedCallback(t, secret, {
      type: 'applicantReviewed',
      externalUserId: a.user.uid,
      createdAtMs: sumsubTime(new Date(t.clock.now.getTime() - 90_000)),
      reviewResult: { reviewAnswer: 'GREEN' },
    });
    expect(stale.body.result).toEqual({ applied: false, kycStatus: 1 });

    t.clock.advance(60_000);
    const green = await signedCallback(t, secret, {
      type: 'applicantReviewed',
      externalUserId: a.user.uid,
      createdAtMs: sumsubTime(t.clock.now),
      reviewResult: { reviewAnswer: 'GREEN' },
    });
    expect(green.body.result).toEqual({ applied: true, kycStatus: 3 });
    state = await stateOf(a.user.id);
    expect(state.user).toMatchObject({ kycStatus: 3, name: 'Augusta Ada Lovelace' });
    expect(state.events.map((e) => `${e.round}:${e.action}:${e.fromStatus}>${e.toStatus}`)).toEqual([
      '1:submitted:0>1',
      '1:rejected:1>2',
      '2:resubmitted:2>1',
      '2:approved:1>3',
    ]);
    const [approved] = await outboxTo(t, 'journey@example.com');
    expect(approved?.subject).toBe('Coffer 身份认证已通过');

    // A repeated verdict changes nothing; verified users cannot create, update or ask for a token.
    const repeat = await signedCallback(t, secret, {
      type: 'applicantReviewed',
      externalUserId: a.user.uid,
      reviewResult: { reviewAnswer: 'RED', moderationComment: 'late' },
    });
    expect(repeat.body.result).toEqual({ applied: false, kycStatus: 3 });
    expect((await a.client.fails(kyc.create, individual(t.clock.now, a.photos))).code).toBe(50015);
    expect((await a.client.fails(kyc.update, individual(t.clock.now, a.photos))).code).toBe(50015);
    expect((await a.client.fails(kyc.sumsubAccessToken, {})).code).toBe(50015);
    expect((await outboxTo(t, 'journey@example.com')).filter((m) => m.kind === 'kycDecision')).toHaveLength(
      2,
    );
  });

  it('Update without a submission answers 404; the resubmission keeps the rules', async () => {
    const a = await applicant('noupdate@example.com');
    const res = await a.client.send(kyc.update, individual(t.clock.now, a.photos));
    expect(res.status).toBe(404);
    await a.client.send(kyc.create, individual(t.clock.now, a.photos));
    await signedCallback(t, secret, {
      type: 'applicantReviewed',
      externalUserId: a.user.uid,
      reviewResult: { reviewAnswer: 'RED', rejectLabels: ['DOCUMENT_EXPIRED', 'BLURRY'] },
    });
    const { application } = await stateOf(a.user.id);
    expect(application?.rejectReason).toBe('Rejected: DOCUMENT_EXPIRED, BLURRY');
    const expired = await a.client.fails(
      kyc.update,
      individual(t.clock.now, a.photos, { expiryDate: daysFrom(t.clock.now, -3) }),
    );
    expect(expired.validationErrors).toEqual([{ field: 'expiryDate', message: 'kyc.documentExpired' }]);
    const other = await applicant('update-thief@example.com');
    const stolen = await a.client.fails(
      kyc.update,
      individual(t.clock.now, { ...a.photos, selfie: other.photos.selfie }),
    );
    expect(stolen.code).toBe(50012);
    expect((await stateOf(a.user.id)).user?.kycStatus).toBe(2);
    // The other user's Update does not reach this record.
    expect((await other.client.send(kyc.update, individual(t.clock.now, other.photos))).status).toBe(404);
    expect((await stateOf(a.user.id)).application?.round).toBe(1);
  });

  it('opens an application for documents the provider collected (applicantPending), then decides it', async () => {
    const { user, client } = await kycUser('sdk@example.com');
    const pending = await signedCallback(t, secret, {
      type: 'applicantPending',
      applicantId: 'sumsub-applicant-9',
      externalUserId: user.uid,
    });
    expect(pending.body.result).toEqual({ applied: true, kycStatus: 1 });
    expect((await stateOf(user.id)).application).toMatchObject({
      source: 'provider',
      kind: null,
      details: null,
      providerApplicantId: 'sumsub-applicant-9',
    });
    expect(await client.call(kyc.get)).toMatchObject({
      kycStatus: 1,
      submission: null,
      round: 1,
    });
    const again = await signedCallback(t, secret, { type: 'applicantPending', externalUserId: user.uid });
    expect(again.body.result).toEqual({ applied: false, kycStatus: 1 });
    const ignored = await signedCallback(t, secret, { type: 'applicantOnHold', externalUserId: user.uid });
    expect(ignored.body.result).toEqual({ applied: false, kycStatus: 1 });
    const green = await signedCallback(t, secret, {
      type: 'applicantReviewed',
      externalUserId: user.uid,
      reviewResult: { reviewAnswer: 'GREEN' },
      someFieldWeDoNotKnow: { nested: true },
    });
    expect(green.body.result).toEqual({ applied: true, kycStatus: 3 });
  });

  it('decides at once a verdict for a user it never heard of as pending', async () => {
    const { user } = await kycUser('direct@example.com');
    const red = await signedCallback(t, secret, {
      type: 'applicantReviewed',
      externalUserId: user.uid,
      createdAtMs: sumsubTime(new Date(t.clock.now.getTime() - 5000)),
      reviewResult: { reviewAnswer: 'RED', reviewRejectType: 'FINAL' },
    });
    expect(red.body.result).toEqual({ applied: true, kycStatus: 2 });
    const { events, application } = await stateOf(user.id);
    expect(events.map((e) => e.action)).toEqual(['submitted', 'rejected']);
    expect(application?.rejectReason).toBe('The verification provider could not verify your identity.');
  });

  it('refuses a callback that is unsigned, badly signed or signed over another body (401), and an unknown user (50011)', async () => {
    const { user } = await kycUser('forged@example.com');
    const body = {
      type: 'applicantReviewed',
      externalUserId: user.uid,
      reviewResult: { reviewAnswer: 'GREEN' },
    };
    const unsigned = await t.call({ method: 'POST', url: kyc.updateKycStatus.path, payload: body });
    expect(unsigned.status).toBe(401);
    expect((await signedCallback(t, 'not-the-secret-at-all', body)).status).toBe(401);
    expect((await signedCallback(t, secret, body, { digest: 'zz' })).status).toBe(401);
    expect((await signedCallback(t, secret, body, { algorithm: 'sha1' })).status).toBe(401);
    // The signature covers the exact bytes: the same object with other spacing does not pass.
    const signedForCompact = await signedCallback(t, secret, body, {
      rawBody: JSON.stringify(body, null, 2),
      digest: (await import('node:crypto'))
        .createHmac('sha256', secret)
        .update(JSON.stringify(body))
        .digest('hex'),
    });
    expect(signedForCompact.status).toBe(401);
    // A user token is no substitute for the provider's signature.
    const withToken = await t.call({
      method: 'POST',
      url: kyc.updateKycStatus.path,
      payload: body,
      headers: await authOf(t, user),
    });
    expect(withToken.status).toBe(401);
    expect((await stateOf(user.id)).user?.kycStatus).toBe(0);
    const withCharset = await signedCallback(
      t,
      secret,
      { type: 'applicantCreated', externalUserId: user.uid },
      { contentType: 'application/json; charset=utf-8' },
    );
    expect(withCharset.body.result).toEqual({ applied: false, kycStatus: 0 });
    const notJson = await signedCallback(t, secret, {}, { rawBody: '{"type": oops' });
    expect(notJson.status).toBe(400);
    const sha512 = await signedCallback(
      t,
      secret,
      { type: 'applicantPending', externalUserId: user.uid },
      { algorithm: 'sha512' },
    );
    expect(sha512.body.result).toEqual({ applied: true, kycStatus: 1 });
    const unknown = await signedCallback(t, secret, { ...body, externalUserId: '99999999' });
    expect(unknown.status).toBe(404);
    expect(answerOf(unknown).error?.code).toBe(50011);
    expect(
      (await t.call({ method: 'POST', url: `/m${kyc.updateKycStatus.path}`, payload: body })).status,
    ).toBe(404);
  });
});

describe('KYC/SumsubAccessToken', () => {
  it('answers a sandbox token and the form flow; needs sign-in', async () => {
    const { user, client } = await kycUser('token@example.com');
    const res = await client.send(kyc.sumsubAccessToken, {});
    expect(res.status).toBe(200);
    expect(res.result).toMatchObject({
      provider: 'sandbox',
      flow: 'form',
      userId: user.uid,
      levelName: 'coffer-sandbox-basic',
      expiresInSeconds: 600,
    });
    expect(res.result?.token).toMatch(/^_act-sbx-/);
    expect((await api(t).send(kyc.sumsubAccessToken, {})).status).toBe(401);
  });
});

describe('merchant host', () => {
  it('answers KYC/Get for a merchant there too', async () => {
    const { client } = await kycUser('shop-kyc@example.com', { accountType: 1, kycStatus: 3 });
    const res = await client.on('merchant').call(kyc.get);
    expect(res.kycStatus).toBe(3);
  });
});

describe('sandbox auto-approval', () => {
  it('is off unless configured: a submission waits for a reviewer however long', async () => {
    const a = await applicant('waits@example.com');
    await a.client.send(kyc.create, individual(t.clock.now, a.photos));
    t.clock.advance(30 * 86_400_000);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await stateOf(a.user.id)).user?.kycStatus).toBe(1);
  });
});
