import { constants, type EndpointResult, endpoints, qrLoginStatus } from '@coffer/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Answer, type ApiClient, api, resultOf } from '../../../test/api-client';
import { aUser, goodPassword } from '../../../test/builders';
import { useTestApp } from '../../../test/harness';
import { loginHistory, sessions } from '../../db/schema';

const auth = endpoints.auth;
const t = useTestApp();
/** The signed-in mobile apps of the user and of someone else. */
let phone: ApiClient;
let other: ApiClient;
let userId: number;
/** A sign-in from the mobile app (client type 1): the page's web session does not end it. */
const appSession = async (emailAddress: string) =>
  resultOf(
    await api(t)
      .with({ headers: { 'x-client-type': '1' } })
      .send(auth.authenticateByEmailAddress, { emailAddress, password: goodPassword }),
  ).accessToken;
beforeAll(async () => {
  const user = await aUser().email('qr@example.com').create(t);
  userId = user.id;
  await aUser().email('someone@example.com').create(t);
  phone = api(t).as({ token: await appSession('qr@example.com') });
  other = api(t).as({ token: await appSession('someone@example.com') });
});

type Generated = EndpointResult<typeof auth.qrLoginGenerate>;
const generate = () =>
  api(t)
    .with({ headers: { 'user-agent': 'Page Browser', 'x-device-id': 'device-page-0001' } })
    .call(auth.qrLoginGenerate, {});
const poll = (g: Generated) => api(t).send(auth.qrLoginPoll, { ticket: g.ticket, pollSecret: g.pollSecret });
const statusOf = (res: Answer<EndpointResult<typeof auth.qrLoginPoll>>) => res.result?.status;
const { pending, scanned, rejected, expired, completed } = qrLoginStatus.members;

describe('QR-code sign-in', () => {
  it('generate → scan → confirm → the page gets a session once', async () => {
    const g = await generate();
    expect(g.qrCode).toBe(`coffer-login:${g.ticket}`);
    expect(g.expireInSeconds).toBe(constants.authTickets.qrLoginTtlSeconds);
    expect(statusOf(await poll(g))).toBe(pending);

    const scan = await phone.send(auth.qrLoginScan, { ticket: g.ticket });
    expect(scan.status).toBe(200);
    expect(scan.result).toMatchObject({ userAgent: 'Page Browser', ip: '127.0.0.1' });
    expect(statusOf(await poll(g))).toBe(scanned);

    expect((await phone.send(auth.qrLoginConfirm, { ticket: g.ticket, approve: true })).status).toBe(200);
    const done = await poll(g);
    const result = resultOf(done);
    expect(result.status).toBe(completed);
    const info = await api(t)
      .as({ token: result.session?.accessToken ?? '' })
      .send(auth.getAccountInfo);
    expect(info.status).toBe(200);

    const again = await poll(g);
    expect(again.result).toEqual({ status: completed, session: null });
    const [stored] = await t.db.select().from(sessions).where(eq(sessions.method, 'qr'));
    expect(stored).toMatchObject({ userId, deviceId: 'device-page-0001', userAgent: 'Page Browser' });
    const events = await t.db.select().from(loginHistory).where(eq(loginHistory.event, 'qrLogin'));
    expect(events).toHaveLength(1);
    // The phone's own session goes on.
    expect((await phone.send(auth.getAccountInfo)).status).toBe(200);
  });

  it('a refusal ends the ticket', async () => {
    const g = await generate();
    await phone.send(auth.qrLoginConfirm, { ticket: g.ticket, approve: false });
    expect((await poll(g)).result).toEqual({ status: rejected, session: null });
    const late = await phone.send(auth.qrLoginConfirm, { ticket: g.ticket, approve: true });
    expect(late.status).toBe(409);
  });

  it('answers "QR code expired" after its time, and the page sees expired', async () => {
    const g = await generate();
    await phone.send(auth.qrLoginScan, { ticket: g.ticket });
    t.clock.advance(constants.authTickets.qrLoginTtlSeconds * 1000 + 1);
    const res = await phone.fails(auth.qrLoginConfirm, { ticket: g.ticket, approve: true });
    expect(res.status).toBe(409);
    expect(res.details).toMatch(/QR code expired/);
    expect((await poll(g)).result).toEqual({ status: expired, session: null });
    expect((await phone.send(auth.qrLoginScan, { ticket: g.ticket })).status).toBe(409);
  });

  it('a confirmed ticket not collected in time expires too', async () => {
    const g = await generate();
    await phone.send(auth.qrLoginConfirm, { ticket: g.ticket, approve: true });
    t.clock.advance(constants.authTickets.qrLoginTtlSeconds * 1000 + 1);
    expect((await poll(g)).result).toEqual({ status: expired, session: null });
  });

  it('another user cannot confirm or take over a ticket someone scanned', async () => {
    const g = await generate();
    await phone.send(auth.qrLoginScan, { ticket: g.ticket });
    const confirm = await other.send(auth.qrLoginConfirm, { ticket: g.ticket, approve: true });
    expect(confirm.status).toBe(403);
    expect((await other.send(auth.qrLoginScan, { ticket: g.ticket })).status).toBe(403);
    expect(statusOf(await poll(g))).toBe(scanned);
  });

  it('seeing the QR code is not enough to poll: the secret is needed', async () => {
    const g = await generate();
    await phone.send(auth.qrLoginConfirm, { ticket: g.ticket, approve: true });
    const thief = await api(t).send(auth.qrLoginPoll, { ticket: g.ticket, pollSecret: 'guessed' });
    expect(thief.status).toBe(404);
    expect(statusOf(await poll(g))).toBe(completed);
  });

  it('scan and confirm need a signed-in client; unknown tickets are 404', async () => {
    const g = await generate();
    expect((await api(t).send(auth.qrLoginScan, { ticket: g.ticket })).status).toBe(401);
    expect((await api(t).send(auth.qrLoginConfirm, { ticket: g.ticket, approve: true })).status).toBe(401);
    expect((await phone.send(auth.qrLoginScan, { ticket: 'nope' })).status).toBe(404);
  });
});

describe('abuse', () => {
  it('limits QR codes per client address', async () => {
    const ask = () => api(t).with({ remoteAddress: '10.4.5.6' }).send(auth.qrLoginGenerate, {});
    for (let i = 0; i < 20; i++) expect((await ask()).status).toBe(200);
    expect((await ask()).status).toBe(429);
  });
});
