import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { endpoints } from '@coffer/contract';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../test/api-client';
import { aUser } from '../../test/builders';
import { outboxTo } from '../../test/codes';
import { business, idCardPhotos, individual, kycPhoto } from '../../test/fixtures';
import { startTestApp, type TestApp } from '../../test/harness';
import { tempDir } from '../../test/temp-dir';
import { type Config, loadConfig } from '../config';
import { configuredModulesDeps } from '../configured-modules';
import { kycApplications, kycEvents, users } from '../db/schema';
import { deriveKey, keyPurposes } from '../lib/keys';
import { buildModules, type Modules } from '../modules';
import { createPasswordHasher } from '../modules/auth/auth.module';
import { seedDemo } from '../seed/seed-demo';
import type { OpsCommand } from './commands';
import { kycApproveCommand, kycListCommand, kycRejectCommand, kycShowCommand } from './kyc';

let t: TestApp;
let config: Config;
/** The console's own modules, built from the configuration as `npm run ops` builds them. */
let consoleModules: Modules;
let lines: string[] = [];

beforeAll(async () => {
  const home = tempDir('ops-kyc');
  config = loadConfig(
    { DATA_DIR: 'data', JWT_SECRET: 'j'.repeat(40), PUBLIC_URL: 'https://coffer.example/' },
    home,
  );
  // The server and the console share DATA_DIR and the secret: links the console prints work here.
  t = await startTestApp({
    uploadsDir: join(config.dataDir, 'uploads'),
    fileLinkKey: deriveKey(config.jwtSecret, keyPurposes.fileLinks),
  });
  consoleModules = buildModules(configuredModulesDeps(config, t.db));
});
afterAll(() => t.close());

async function run(command: OpsCommand, positionals: string[] = [], values: Record<string, unknown> = {}) {
  lines = [];
  await command.run({
    database: t.database,
    modules: consoleModules,
    values,
    positionals,
    config,
    out: (l) => lines.push(l),
  });
  return lines.join('\n');
}

const kyc = endpoints.kyc;
/** A user (unverified) who submitted an identity card, in their language: the user and their client. */
async function submitted(email: string, lang = 'en') {
  const user = await aUser().email(email).create(t);
  const client = api(t)
    .as(user)
    .with({ headers: { 'accept-language': lang } });
  const photos = await idCardPhotos(client);
  const res = await client.send(
    kyc.create,
    individual(t.clock.now, photos, { firstName: email.split('@')[0] }),
  );
  expect(res.status).toBe(200);
  return { user, client };
}

const stateOf = async (userId: number) => ({
  user: (await t.db.select().from(users).where(eq(users.id, userId)))[0],
  application: (await t.db.select().from(kycApplications).where(eq(kycApplications.userId, userId)))[0],
  events: await t.db.select().from(kycEvents).where(eq(kycEvents.userId, userId)).orderBy(asc(kycEvents.id)),
});

describe('ops kyc:list', () => {
  it('says when nothing waits, then lists the queue oldest first, or another status', async () => {
    expect(await run(kycListCommand)).toBe('No identity verifications under review.');
    const first = await submitted('first@example.com');
    t.clock.advance(60_000);
    const second = await submitted('second@example.com');
    const out = await run(kycListCommand);
    expect(lines[0]).toBe('2 identity verification(s) under review, oldest first:');
    expect(out.indexOf(first.user.uid)).toBeLessThan(out.indexOf(second.user.uid));
    expect(out).toMatch(/individual\s+first Lovelace\s+GB identity card/);
    expect(await run(kycListCommand, [], { status: 'verified' })).toBe('No identity verifications verified.');
    expect(await run(kycListCommand, [], { status: 'all' })).toContain('in any status');
    await expect(run(kycListCommand, [], { status: 'bogus' })).rejects.toThrow();
  });
});

describe('ops kyc:show', () => {
  it('prints the details, working photo links and the files on disk, and the history', async () => {
    const { user } = await submitted('show@example.com');
    const out = await run(kycShowCommand, [user.uid]);
    expect(out).toContain(`User ${user.uid}`);
    expect(out).toContain('KYC status: 1 (under review)');
    expect(out).toContain('Document:   identity card AB 123456 C, issued in GB');
    const links = lines.filter((l) => l.includes('https://coffer.example/api/')).map((l) => l.trim());
    expect(links).toHaveLength(3);
    const res = await t.app.inject({
      method: 'GET',
      url: links[0]?.replace('https://coffer.example', '') ?? '',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    const paths = lines.filter((l) => l.includes(join(config.dataDir, 'uploads'))).map((l) => l.trim());
    expect(paths.every((p) => existsSync(p))).toBe(true);
    expect(out).toMatch(/round 1 {2}submitted {3}0 → 1 {2}by user/);
  });

  it('shows a business and a user without an application; needs a known uid', async () => {
    const user = await aUser().email('biz@example.com').accountType(2).create(t);
    const client = api(t).as(user);
    await client.send(kyc.create, business(t.clock.now, await kycPhoto(client)));
    const out = await run(kycShowCommand, [user.uid]);
    expect(out).toContain('Company:    Harbour Lantern Trading Ltd, registration CR-2456789, HK');
    expect(out).toContain('Represented by Mei Chan');
    expect(out).toContain('businessLicence');
    const none = await aUser().email('none@example.com').create(t);
    expect(await run(kycShowCommand, [none.uid])).toContain('No identity verification submitted.');
    await expect(run(kycShowCommand, ['00000000'])).rejects.toThrow(/No user with uid 00000000/);
    await expect(run(kycShowCommand, [])).rejects.toThrow(/uid/);
  });
});

describe('ops kyc:approve and kyc:reject', () => {
  it('approves: 1 → 3, recorded with the operator, the user told', async () => {
    const { user } = await submitted('approve@example.com', 'zh-TW');
    expect(await run(kycApproveCommand, [user.uid], { by: 'grace' })).toBe(
      `Approved: user ${user.uid} is verified (KYC status 3) and has been notified.`,
    );
    const { user: row, application, events } = await stateOf(user.id);
    expect(row).toMatchObject({ kycStatus: 3, name: 'approve Lovelace' });
    expect(application).toMatchObject({ status: 3, reviewedBy: 'operator:grace', rejectReason: null });
    // The console decides on the wall clock (the test app's clock is its own).
    expect(Math.abs((application?.reviewedAt?.getTime() ?? 0) - Date.now())).toBeLessThan(10_000);
    expect(events.at(-1)).toMatchObject({
      action: 'approved',
      fromStatus: 1,
      toStatus: 3,
      actor: 'operator:grace',
    });
    const [message] = await outboxTo(t, 'approve@example.com');
    expect(message).toMatchObject({ kind: 'kycDecision', subject: 'Coffer 身分認證已通過' });
    await expect(run(kycApproveCommand, [user.uid])).rejects.toThrow(/not under review \(KYC status 3/);
    await expect(run(kycRejectCommand, [user.uid], { reason: 'late' })).rejects.toThrow(/not under review/);
    expect((await stateOf(user.id)).events).toHaveLength(2);
  });

  it('rejects: 1 → 2 with the reason the user sees, who can then resubmit', async () => {
    const { user, client } = await submitted('reject@example.com');
    await expect(run(kycRejectCommand, [user.uid], {})).rejects.toThrow(/--reason is required/);
    await expect(run(kycRejectCommand, [user.uid], { reason: 'x'.repeat(501) })).rejects.toThrow(/500/);
    expect((await stateOf(user.id)).user?.kycStatus).toBe(1);
    const reason = 'The photo of the back is cut off. Please upload the whole card.';
    await run(kycRejectCommand, [user.uid], { reason, by: 'grace' });
    const { user: row, application, events } = await stateOf(user.id);
    expect(row?.kycStatus).toBe(2);
    expect(application).toMatchObject({ status: 2, rejectReason: reason, reviewedBy: 'operator:grace' });
    expect(events.at(-1)).toMatchObject({ action: 'rejected', actor: 'operator:grace', reason });
    const [message] = await outboxTo(t, 'reject@example.com');
    expect(message?.body).toContain(reason);
    const record = await client.call(kyc.get);
    expect(record).toMatchObject({ kycStatus: 2, rejectReason: reason });
    const out = await run(kycShowCommand, [user.uid]);
    expect(out).toContain(`Reason given: ${reason}`);
    expect(out).toContain(`by operator:grace: ${reason}`);
  });

  it('needs a user under review that exists', async () => {
    await expect(run(kycApproveCommand, ['00000000'])).rejects.toThrow(/No user/);
    const user = await aUser().email('never@example.com').create(t);
    await expect(run(kycApproveCommand, [user.uid])).rejects.toThrow(/not under review \(KYC status 0/);
    expect((await stateOf(user.id)).user?.kycStatus).toBe(0);
  });
});

describe('demo seed', () => {
  it('keeps alice verified and newbie unverified, and leaves one application for the reviewer', async () => {
    await seedDemo(t.db, createPasswordHasher({ memoryCost: 1024, timeCost: 1 }), t.clock.now, {
      uploadsDir: join(config.dataDir, 'uploads'),
    });
    const byUid = async (uid: string) => (await t.db.select().from(users).where(eq(users.uid, uid)))[0];
    expect((await byUid('10000001'))?.kycStatus).toBe(3);
    expect((await byUid('10000005'))?.kycStatus).toBe(0);
    expect((await byUid('10000006'))?.kycStatus).toBe(1);
    expect(await run(kycListCommand)).toContain('10000006');
    await run(kycShowCommand, ['10000006']);
    const link = lines.find((l) => l.includes('https://coffer.example/api/'))?.trim() ?? '';
    const res = await t.app.inject({ method: 'GET', url: link.replace('https://coffer.example', '') });
    expect(res.statusCode).toBe(200);
    await run(kycApproveCommand, ['10000006'], { by: 'demo' });
    expect((await byUid('10000006'))?.kycStatus).toBe(3);
  });
});
