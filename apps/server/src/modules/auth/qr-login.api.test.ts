import { constants, qrLoginStatus } from '@coffer/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createUser,
  errorOf,
  paths,
  post,
  type Session,
  sessionOf,
  signInByEmail,
} from '../../../test/auth-helpers';
import { startTestApp, type TestApp } from '../../../test/harness';
import { loginHistory, sessions } from '../../db/schema';

let t: TestApp;
let phoneToken: string;
let otherToken: string;
let userId: number;
beforeAll(async () => {
  t = await startTestApp();
  const user = await createUser(t, { email: 'qr@example.com' });
  userId = user.id;
  await createUser(t, { email: 'someone@example.com' });
  // The confirming client is the mobile app (client type 1): the page's web session does not end it.
  phoneToken = sessionOf(
    await signInByEmail(t, 'qr@example.com', undefined, { 'x-client-type': '1' }),
  ).accessToken;
  otherToken = sessionOf(
    await signInByEmail(t, 'someone@example.com', undefined, { 'x-client-type': '1' }),
  ).accessToken;
});
afterAll(() => t.close());

type Generated = {
  ticket: string;
  qrCode: string;
  pollSecret: string;
  expireInSeconds: number;
  pollIntervalMs: number;
};
const generate = async () =>
  (await post(t, paths.qrGenerate, {}, { 'user-agent': 'Page Browser', 'x-device-id': 'device-page-0001' }))
    .body.result as Generated;
const poll = (g: Generated) => post(t, paths.qrPoll, { ticket: g.ticket, pollSecret: g.pollSecret });
const statusOf = (res: { body: Record<string, unknown> }) =>
  (res.body.result as { status: number; session: Session | null }).status;
const { pending, scanned, rejected, expired, completed } = qrLoginStatus.members;

describe('QR-code sign-in', () => {
  it('generate → scan → confirm → the page gets a session once', async () => {
    const g = await generate();
    expect(g.qrCode).toBe(`coffer-login:${g.ticket}`);
    expect(g.expireInSeconds).toBe(constants.authTickets.qrLoginTtlSeconds);
    expect(statusOf(await poll(g))).toBe(pending);

    const scan = await post(t, paths.qrScan, { ticket: g.ticket }, bearer(phoneToken));
    expect(scan.status).toBe(200);
    expect(scan.body.result).toMatchObject({ userAgent: 'Page Browser', ip: '127.0.0.1' });
    expect(statusOf(await poll(g))).toBe(scanned);

    expect(
      (await post(t, paths.qrConfirm, { ticket: g.ticket, approve: true }, bearer(phoneToken))).status,
    ).toBe(200);
    const done = await poll(g);
    const result = done.body.result as { status: number; session: Session };
    expect(result.status).toBe(completed);
    const info = await t.call({
      method: 'GET',
      url: paths.accountInfo,
      headers: bearer(result.session.accessToken),
    });
    expect(info.status).toBe(200);

    const again = await poll(g);
    expect(again.body.result).toEqual({ status: completed, session: null });
    const [stored] = await t.db.select().from(sessions).where(eq(sessions.method, 'qr'));
    expect(stored).toMatchObject({ userId, deviceId: 'device-page-0001', userAgent: 'Page Browser' });
    const events = await t.db.select().from(loginHistory).where(eq(loginHistory.event, 'qrLogin'));
    expect(events).toHaveLength(1);
    // The phone's own session goes on.
    expect(
      (await t.call({ method: 'GET', url: paths.accountInfo, headers: bearer(phoneToken) })).status,
    ).toBe(200);
  });

  it('a refusal ends the ticket', async () => {
    const g = await generate();
    await post(t, paths.qrConfirm, { ticket: g.ticket, approve: false }, bearer(phoneToken));
    expect((await poll(g)).body.result).toEqual({ status: rejected, session: null });
    const late = await post(t, paths.qrConfirm, { ticket: g.ticket, approve: true }, bearer(phoneToken));
    expect(late.status).toBe(409);
  });

  it('answers "QR code expired" after its time, and the page sees expired', async () => {
    const g = await generate();
    await post(t, paths.qrScan, { ticket: g.ticket }, bearer(phoneToken));
    t.clock.advance(constants.authTickets.qrLoginTtlSeconds * 1000 + 1);
    const res = await post(t, paths.qrConfirm, { ticket: g.ticket, approve: true }, bearer(phoneToken));
    expect(res.status).toBe(409);
    expect(errorOf(res).details).toMatch(/QR code expired/);
    expect((await poll(g)).body.result).toEqual({ status: expired, session: null });
    expect((await post(t, paths.qrScan, { ticket: g.ticket }, bearer(phoneToken))).status).toBe(409);
  });

  it('a confirmed ticket not collected in time expires too', async () => {
    const g = await generate();
    await post(t, paths.qrConfirm, { ticket: g.ticket, approve: true }, bearer(phoneToken));
    t.clock.advance(constants.authTickets.qrLoginTtlSeconds * 1000 + 1);
    expect((await poll(g)).body.result).toEqual({ status: expired, session: null });
  });

  it('another user cannot confirm or take over a ticket someone scanned', async () => {
    const g = await generate();
    await post(t, paths.qrScan, { ticket: g.ticket }, bearer(phoneToken));
    const confirm = await post(t, paths.qrConfirm, { ticket: g.ticket, approve: true }, bearer(otherToken));
    expect(confirm.status).toBe(403);
    expect((await post(t, paths.qrScan, { ticket: g.ticket }, bearer(otherToken))).status).toBe(403);
    expect(statusOf(await poll(g))).toBe(scanned);
  });

  it('seeing the QR code is not enough to poll: the secret is needed', async () => {
    const g = await generate();
    await post(t, paths.qrConfirm, { ticket: g.ticket, approve: true }, bearer(phoneToken));
    const thief = await post(t, paths.qrPoll, { ticket: g.ticket, pollSecret: 'guessed' });
    expect(thief.status).toBe(404);
    expect(statusOf(await poll(g))).toBe(completed);
  });

  it('scan and confirm need a signed-in client; unknown tickets are 404', async () => {
    const g = await generate();
    expect((await post(t, paths.qrScan, { ticket: g.ticket })).status).toBe(401);
    expect((await post(t, paths.qrConfirm, { ticket: g.ticket, approve: true })).status).toBe(401);
    expect((await post(t, paths.qrScan, { ticket: 'nope' }, bearer(phoneToken))).status).toBe(404);
  });
});

describe('abuse', () => {
  it('limits QR codes per client address', async () => {
    const ask = () =>
      t.call({ method: 'POST', url: paths.qrGenerate, payload: {}, remoteAddress: '10.4.5.6' });
    for (let i = 0; i < 20; i++) expect((await ask()).status).toBe(200);
    expect((await ask()).status).toBe(429);
  });
});
