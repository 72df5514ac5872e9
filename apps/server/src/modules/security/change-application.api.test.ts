import { endpoints } from '@coffer/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { api, type LooseInput, resultOf } from '../../../test/api-client';
import { aUser, goodPassword } from '../../../test/builders';
import { outboxTo, sendCode } from '../../../test/codes';
import { uploadEvidence } from '../../../test/fixtures';
import { useTestApp } from '../../../test/harness';
import {
  securityChangeApplications,
  securityOperations,
  sessions,
  uploads,
  users,
  userTotp,
} from '../../db/schema';
import {
  securityApproveCommand,
  securityListCommand,
  securityRejectCommand,
} from '../../ops/security-review';

const t = useTestApp();

const lines: string[] = [];
const ops = (command: typeof securityListCommand, values: Record<string, unknown>) =>
  command.run({ database: t.database, modules: t.modules, values, out: (line) => lines.push(line) });
const userRow = async (id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0];

const sec = endpoints.security;
/** Step one, signed out: a `security` code to each address that remains, then Verify. */
const verify = (payload: LooseInput<typeof sec.securityChangeVerify>) =>
  api(t).send(sec.securityChangeVerify, { password: goodPassword, ...payload });
const anonymousCode = (
  to: string,
  address: { emailAddress: string } | { areaCode: string; phoneNumber: string },
) => sendCode(t, null, { purpose: 'security', ...address }, to);
const submit = (payload: LooseInput<typeof sec.securityChangeSubmit>) =>
  api(t).send(sec.securityChangeSubmit, payload);
const signIn = (emailAddress: string) =>
  api(t).send(endpoints.auth.authenticateByEmailAddress, { emailAddress, password: goodPassword });
const statusOf = (queryToken: string) => api(t).send(sec.securityChangeGetStatus, { queryToken });

describe('security-item change application: a lost phone', () => {
  it('verifies with what remains, submits evidence and the new number, and an operator approves', async () => {
    const u = await aUser().email('lostphone@example.com').phone('+86', '13900003001').signedIn().create(t);
    const emailCode = await anonymousCode('lostphone@example.com', { emailAddress: 'lostphone@example.com' });
    const step1 = await verify({ emailAddress: 'lostphone@example.com', lostItem: 'phone', emailCode });
    expect(step1.status).toBe(200);
    const { ticket } = resultOf(step1);
    expect(step1.result).toMatchObject({ lostItem: 'phone', expireInSeconds: 1800 });

    const idPhotoFileId = await uploadEvidence(t, 1);
    const selfieFileId = await uploadEvidence(t, 2);
    const newCode = await sendCode(
      t,
      null,
      {
        purpose: 'bind',
        areaCode: '+86',
        phoneNumber: '13900003002',
        ticket,
      },
      '+86 13900003002',
    );
    const step2 = await submit({
      ticket,
      idPhotoFileId,
      selfieFileId,
      newAreaCode: '+86',
      newPhoneNumber: '13900003002',
      newCode,
    });
    expect(step2.status).toBe(200);
    const submitted = resultOf(step2);
    expect(step2.result).toMatchObject({
      status: 0,
      lostItem: 'phone',
      reviewBusinessDays: 1,
      holdHours: 24,
    });
    const [stored] = await t.db
      .select()
      .from(securityChangeApplications)
      .where(eq(securityChangeApplications.id, submitted.applicationId));
    expect(stored).toMatchObject({
      newPhoneNumber: '13900003002',
      verifiedWith: ['password', 'email'],
      status: 0,
    });
    expect(stored?.queryTokenHash).not.toBe(submitted.queryToken);
    const claimed = await t.db.select().from(uploads).where(eq(uploads.id, idPhotoFileId));
    expect(claimed[0]?.claimedAt).not.toBeNull();
    // The remaining address is told; the lost one is not written to.
    expect(
      (await outboxTo(t, 'lostphone@example.com')).some((m) => m.meta.notice === 'changeApplicationReceived'),
    ).toBe(true);
    expect((await outboxTo(t, '+86 13900003001')).some((m) => m.kind === 'securityNotice')).toBe(false);
    // The ticket is spent.
    expect((await submit({ ticket, idPhotoFileId, selfieFileId })).status).toBe(401);

    const status = await statusOf(submitted.queryToken);
    expect(status.result).toMatchObject({ applicationId: submitted.applicationId, status: 0 });

    await ops(securityListCommand, {});
    expect(lines.at(-1)).toContain(`#${submitted.applicationId}`);
    expect(lines.at(-1)).toContain('+86 13900003002');
    expect(lines.at(-1)).toMatch(/ID photo uploads\/[0-9a-f]{2}\/[0-9a-f]{64}/);
    await ops(securityApproveCommand, { id: String(submitted.applicationId) });
    const row = await userRow(u.id);
    expect(row).toMatchObject({ areaCode: '+86', phoneNumber: '13900003002' });
    expect(row?.securityHoldUntil?.getTime()).toBeGreaterThan(Date.now() + 23 * 3600_000);
    const [session] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, u.sessionId ?? ''));
    expect(session?.revokedReason).toBe('securityChange');
    expect((await api(t).as(u).send(endpoints.auth.getAccountInfo)).status).toBe(401);
    expect(
      (await outboxTo(t, '+86 13900003002')).some((m) => m.meta.notice === 'changeApplicationApproved'),
    ).toBe(true);
    const after = await statusOf(submitted.queryToken);
    expect(after.result).toMatchObject({ status: 1 });
    const logged = await t.db.select().from(securityOperations).where(eq(securityOperations.userId, u.id));
    expect(logged.map((o) => o.operation)).toEqual([
      'changeApplicationSubmitted',
      'changeApplicationApproved',
    ]);
    await expect(ops(securityApproveCommand, { id: String(submitted.applicationId) })).rejects.toThrow(
      /No application/,
    );
  });

  it('refuses a wrong password (counted), a missing code for what remains, and an item not bound', async () => {
    await aUser().email('guard@example.com').phone('+86', '13900003011').signedIn().create(t);
    const wrong = await verify({
      emailAddress: 'guard@example.com',
      password: 'Wrong#Pass2026',
      lostItem: 'phone',
    });
    expect(wrong.error?.code).toBe(51025);
    expect(wrong.error?.data?.remainingAttempts).toBe(4);
    const noCode = await verify({ emailAddress: 'guard@example.com', lostItem: 'phone' });
    expect(noCode.error?.validationErrors).toEqual([
      { field: 'emailCode', message: 'verificationCode.invalid' },
    ]);
    const notBound = await verify({ emailAddress: 'guard@example.com', lostItem: 'google' });
    expect(notBound.status).toBe(409);
    // An unknown account answers like a wrong password.
    const unknown = await verify({ emailAddress: 'ghost@example.com', lostItem: 'phone' });
    expect(unknown.error?.code).toBe(51025);
  });

  it('needs both evidence files, unused, and the new number free', async () => {
    await aUser().email('evidence@example.com').phone('+86', '13900003021').signedIn().create(t);
    await aUser().email('other-owner@example.com').phone('+86', '13900003022').signedIn().create(t);
    const emailCode = await anonymousCode('evidence@example.com', { emailAddress: 'evidence@example.com' });
    const { ticket } = resultOf(
      await verify({ emailAddress: 'evidence@example.com', lostItem: 'phone', emailCode }),
    );
    const photo = await uploadEvidence(t, 3);
    const missing = await submit({
      ticket,
      idPhotoFileId: photo,
      selfieFileId: 'made-up-file-id',
      newAreaCode: '+86',
      newPhoneNumber: '13900003023',
      newCode: '123456',
    });
    expect(missing.error?.code).toBe(50012);
    const taken = await submit({
      ticket,
      idPhotoFileId: photo,
      selfieFileId: await uploadEvidence(t, 4),
      newAreaCode: '+86',
      newPhoneNumber: '13900003022',
      newCode: '123456',
    });
    expect(taken.error?.code).toBe(51094);
    expect(await t.db.select().from(securityChangeApplications)).toHaveLength(1);
  });
});

describe('a lost authenticator, and a rejection', () => {
  it('removes the authenticator on approval: sign-in no longer asks for it', async () => {
    const u = await aUser()
      .email('lostg@example.com')
      .phone('+86', '13900003031')
      .signedIn()
      .withGoogle()
      .create(t);
    expect((await signIn('lostg@example.com')).error?.code).toBe(50002);
    const emailCode = await anonymousCode('lostg@example.com', { emailAddress: 'lostg@example.com' });
    const smsCode = await anonymousCode('+86 13900003031', { areaCode: '+86', phoneNumber: '13900003031' });
    const step1 = await verify({
      areaCode: '+86',
      phoneNumber: '13900003031',
      lostItem: 'google',
      emailCode,
      smsCode,
    });
    expect(step1.status).toBe(200);
    const { ticket } = resultOf(step1);
    const res = await submit({
      ticket,
      idPhotoFileId: await uploadEvidence(t, 5),
      selfieFileId: await uploadEvidence(t, 6),
    });
    expect(res.status).toBe(200);
    const { applicationId } = resultOf(res);
    await ops(securityApproveCommand, { id: String(applicationId) });
    expect(await t.db.select().from(userTotp).where(eq(userTotp.userId, u.id))).toEqual([]);
    expect((await signIn('lostg@example.com')).status).toBe(200);
  });

  it('a rejection keeps the account as it was and tells the applicant why', async () => {
    const u = await aUser().email('reject@example.com').phone('+86', '13900003041').signedIn().create(t);
    const smsCode = await anonymousCode('+86 13900003041', { areaCode: '+86', phoneNumber: '13900003041' });
    const { ticket } = resultOf(
      await verify({ emailAddress: 'reject@example.com', lostItem: 'email', smsCode }),
    );
    const newCode = await sendCode(
      t,
      null,
      {
        purpose: 'bind',
        emailAddress: 'reject-new@example.com',
        ticket,
      },
      'reject-new@example.com',
    );
    const res = await submit({
      ticket,
      idPhotoFileId: await uploadEvidence(t, 7),
      selfieFileId: await uploadEvidence(t, 8),
      newEmailAddress: 'reject-new@example.com',
      newCode,
    });
    const { applicationId, queryToken } = resultOf(res);
    await expect(ops(securityRejectCommand, { id: String(applicationId) })).rejects.toThrow(/--reason/);
    await ops(securityRejectCommand, {
      id: String(applicationId),
      reason: 'The selfie does not match the ID.',
    });
    expect((await userRow(u.id))?.email).toBe('reject@example.com');
    const status = await statusOf(queryToken);
    expect(status.result).toMatchObject({
      status: 2,
      rejectReason: 'The selfie does not match the ID.',
    });
    const told = await outboxTo(t, 'reject@example.com');
    expect(told.some((m) => m.body.includes('The selfie does not match the ID.'))).toBe(true);
    expect((await statusOf('nope')).status).toBe(404);
  });

  it('a bind code for a new address needs a signed-in user or an open application ticket', async () => {
    const res = await api(t).send(endpoints.auth.sendVerificationCode, {
      purpose: 'bind',
      emailAddress: 'drive-by@example.com',
      ticket: 'made-up',
    });
    expect(res.status).toBe(401);
    expect(await outboxTo(t, 'drive-by@example.com')).toEqual([]);
  });
});
