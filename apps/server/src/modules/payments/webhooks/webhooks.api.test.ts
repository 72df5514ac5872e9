import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { endpoints, webhookDeliveryStatus } from '@coffer/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../../test/api-client';
import { aUser, type TestUser } from '../../../../test/builders';
import { startTestApp, type TestApp, useTestApp } from '../../../../test/harness';
import { startWebhookReceiver, type WebhookReceiver } from '../../../../test/webhook-receiver';
import { webhookDeliveries, webhookEndpoints, webhookEvents } from '../../../db/schema';
import { buildModules } from '../../../modules';

const w = endpoints.payments;
const { pending, delivered, failed } = webhookDeliveryStatus.members;
const secretsKey = randomBytes(32);

const t = useTestApp({ secretsKey, webhooks: { allowPrivateUrls: true } });
let receiver: WebhookReceiver;
let alice: TestUser;
let bob: TestUser;
let person: TestUser;
const as = (user: TestUser | null) => api(t).on('merchant').as(user);

/** A server process's delivery job, as a (re)started server builds it over the same database. */
const worker = (options: { timeoutMs?: number; allowPrivateUrls?: boolean } = {}) =>
  buildModules({
    db: t.db,
    now: () => t.clock.now,
    secretsKey,
    webhooks: { allowPrivateUrls: options.allowPrivateUrls ?? true, timeoutMs: options.timeoutMs ?? 2000 },
  });
const deliver = async (w_ = worker()) => {
  const counts: Record<string, number> = {};
  for (const job of w_.deliveryJobs) Object.assign(counts, await job());
  return counts;
};

/**
 * The receiver's check, written from docs/areas/payments-webhooks.md alone: the `t` and `v1`
 * parts of Coffer-Signature, HMAC-SHA256 of "t.body" keyed by the secret text, compared in
 * constant time, within 5 minutes of the receiver's clock.
 */
function verifiedByDocs(body: string, header: string, secret: string, nowSeconds: number) {
  const parts = header.split(',').map((p) => p.split('='));
  const ts = parts.find(([k]) => k === 't')?.[1];
  const sent = parts.filter(([k]) => k === 'v1').map(([, v]) => Buffer.from(v ?? '', 'hex'));
  if (!ts || Math.abs(nowSeconds - Number(ts)) > 300) return false;
  const expected = createHmac('sha256', secret).update(`${ts}.${body}`).digest();
  return sent.some((s) => s.length === expected.length && timingSafeEqual(s, expected));
}
/** The Standard Webhooks check, from the same page: base64-decoded key, "id.t.body", base64. */
function standardVerified(body: string, headers: Record<string, unknown>, secret: string) {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const signed = `${headers['webhook-id']}.${headers['webhook-timestamp']}.${body}`;
  const expected = createHmac('sha256', key).update(signed).digest('base64');
  return String(headers['webhook-signature'])
    .split(' ')
    .some((s) => s === `v1,${expected}`);
}

async function anEndpoint(user: TestUser, events: string[] = ['order.created', 'order.settled']) {
  return as(user).call(w.webhookCreate, { url: receiver.url, events: events as never, description: 'shop' });
}
/** Alice's endpoint for one event, the receiver answering `answer`, and that event published once. */
async function publishedTo(
  type: 'order.created' | 'order.settled',
  answer: Parameters<typeof receiver.answer>[0],
  payload: Record<string, unknown>,
) {
  const endpoint = await anEndpoint(alice, [type]);
  receiver.answer(answer);
  const { deliveryIds } = await publish(alice.id, type, payload);
  return { endpoint, deliveryIds };
}
/** Alice's endpoints deleted, so that the next test's events reach only its own. */
async function deleteEndpoints(...endpoints: { id: number }[]) {
  for (const { id } of endpoints) await as(alice).call(w.webhookDelete, { id });
}
const deliveryRow = async (id: number) =>
  (await t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id)))[0];
const publish = (userId: number, type: 'order.created' | 'order.settled', payload: Record<string, unknown>) =>
  t.db.transaction((tx) => worker().publishWebhook(tx, userId, type, payload));

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  alice = await aUser().merchant().create(t);
  bob = await aUser().merchant().create(t);
  person = await aUser().create(t);
});
afterAll(() => receiver?.close());

describe('endpoints', () => {
  it('creates one with its secret shown once and sealed at rest; lists, updates, rotates, deletes', async () => {
    const created = await anEndpoint(alice);
    expect(created.secret).toMatch(/^whsec_/);
    expect(created).toMatchObject({
      url: receiver.url,
      events: ['order.created', 'order.settled'],
      enabled: true,
    });
    expect(created.secretHint).toBe(created.secret.slice(-4));
    const [row] = await t.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, created.id));
    expect(row?.userId).toBe(alice.id);
    expect(row?.secretSealed).not.toContain(created.secret.slice(6));

    const list = await as(alice).call(w.webhookGetList);
    expect(list.map((e) => e.id)).toContain(created.id);
    expect(JSON.stringify(list)).not.toContain(created.secret);

    const updated = await as(alice).call(w.webhookUpdate, {
      id: created.id,
      url: `${receiver.url}?v=2`,
      events: ['order.refunded'],
      description: 'renamed',
      enabled: false,
    });
    expect(updated).toMatchObject({ events: ['order.refunded'], enabled: false, description: 'renamed' });

    const rotated = await as(alice).call(w.webhookRotateSecret, { id: created.id });
    expect(rotated.secret).not.toBe(created.secret);
    expect(rotated.secretHint).toBe(rotated.secret.slice(-4));

    expect(await as(alice).call(w.webhookDelete, { id: created.id })).toBe(true);
    expect(await t.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, created.id))).toEqual([]);
    expect((await as(alice).fails(w.webhookDelete, { id: created.id })).code).toBe(404);
  });

  it('refuses bad input: no events, not a URL', async () => {
    const noEvents = await as(alice).fails(w.webhookCreate, { url: receiver.url, events: [] });
    expect(noEvents.validationErrors?.[0]?.message).toBe('webhook.eventsRequired');
    expect(
      (await as(alice).fails(w.webhookCreate, { url: 'ftp://x.example', events: ['order.created'] })).code,
    ).toBe(400);
  });

  it('answers a personal account 403, nobody 401, and another merchant 404 for every id', async () => {
    expect((await as(person).fails(w.webhookGetList)).status).toBe(403);
    expect(
      (await as(person).fails(w.webhookCreate, { url: receiver.url, events: ['order.created'] })).status,
    ).toBe(403);
    expect((await as(null).fails(w.webhookGetList)).status).toBe(401);
    const mine = await anEndpoint(alice);
    const test = await as(alice).call(w.webhookSendTest, { id: mine.id });
    const update = { id: mine.id, url: receiver.url, events: ['order.created' as const], enabled: true };
    for (const failure of [
      await as(bob).fails(w.webhookUpdate, update),
      await as(bob).fails(w.webhookDelete, { id: mine.id }),
      await as(bob).fails(w.webhookRotateSecret, { id: mine.id }),
      await as(bob).fails(w.webhookSendTest, { id: mine.id }),
      await as(bob).fails(w.webhookRedeliver, { id: test.id }),
    ])
      expect(failure.code).toBe(404);
    expect((await as(bob).call(w.webhookGetList)).map((e) => e.id)).not.toContain(mine.id);
    expect((await as(bob).call(w.webhookGetDeliveries, {})).items.map((d) => d.id)).not.toContain(test.id);
    const [row] = await t.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, mine.id));
    expect(row?.secretHint).toBe(mine.secretHint);
    await deleteEndpoints(mine);
  });
});

describe('private addresses (flag off)', () => {
  let strict: TestApp;
  beforeAll(async () => {
    strict = await startTestApp({ secretsKey });
  });
  afterAll(async () => strict?.close());

  it('refuses loopback, private, link-local and plain http, and accepts nothing', async () => {
    const merchant = await aUser().merchant().create(strict);
    const client = api(strict).on('merchant').as(merchant);
    for (const url of [
      'https://127.0.0.1/h',
      'https://localhost/h',
      'https://10.1.2.3/h',
      'https://192.168.0.10/h',
      'https://169.254.169.254/latest',
      'https://[::1]/h',
      'https://[::ffff:127.0.0.1]/h',
    ]) {
      const failure = await client.fails(w.webhookCreate, { url, events: ['order.created'] });
      expect(failure.validationErrors, url).toEqual([{ field: 'url', message: 'webhook.urlPrivate' }]);
    }
    // A name that does not resolve (.invalid never does) is told so, not called private.
    const unresolved = await client.fails(w.webhookCreate, {
      url: 'https://hooks.coffer.invalid/h',
      events: ['order.created'],
    });
    expect(unresolved.validationErrors).toEqual([{ field: 'url', message: 'webhook.urlUnresolved' }]);
    expect(unresolved.details).toMatch(/could not be resolved/);
    const http = await client.fails(w.webhookCreate, {
      url: 'http://93.184.215.14/h',
      events: ['order.created'],
    });
    expect(http.validationErrors).toEqual([{ field: 'url', message: 'webhook.httpsRequired' }]);
    expect(await strict.db.select().from(webhookEndpoints)).toEqual([]);
  });

  it('refuses at delivery time too, on the address connected to', async () => {
    const endpoint = await anEndpoint(alice, ['order.created']);
    const { deliveryIds } = await publish(alice.id, 'order.created', { orderId: 'p-1' });
    const before = receiver.received.length;
    await deliver(worker({ allowPrivateUrls: false }));
    expect(receiver.received.length).toBe(before);
    const row = await deliveryRow(deliveryIds[0] as number);
    expect(row).toMatchObject({ status: pending, attempts: 1, lastStatusCode: null });
    expect(row?.lastError).toMatch(/loopback, private or link-local/);
    await deleteEndpoints(endpoint);
  });
});

describe('delivery', () => {
  it('delivers an event committed with its change, signed so the documented check passes; a rolled-back change sends nothing', async () => {
    const endpoint = await anEndpoint(alice);
    const other = await anEndpoint(alice, ['order.refunded']);
    receiver.answer(200);
    const { eventId, deliveryIds } = await publish(alice.id, 'order.created', {
      orderId: 'p-2',
      amount: '12.5',
    });
    expect(deliveryIds).toHaveLength(1);
    await expect(
      t.db.transaction(async (tx) => {
        await worker().publishWebhook(tx, alice.id, 'order.settled', { orderId: 'rolled-back' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(
      (await t.db.select().from(webhookEvents).where(eq(webhookEvents.userId, alice.id))).map((e) => e.type),
    ).not.toContain('order.settled');

    const before = receiver.received.length;
    expect(await deliver()).toMatchObject({ webhooksDelivered: 1 });
    const got = receiver.received.slice(before);
    expect(got).toHaveLength(1);
    const [hit] = got;
    if (!hit) throw new Error('nothing received');
    expect(JSON.parse(hit.body)).toEqual({
      id: eventId,
      type: 'order.created',
      created: Math.floor(t.clock.now.getTime() / 1000),
      data: { orderId: 'p-2', amount: '12.5' },
    });
    const header = String(hit.headers['coffer-signature']);
    const nowSeconds = Math.floor(t.clock.now.getTime() / 1000);
    expect(verifiedByDocs(hit.body, header, endpoint.secret, nowSeconds)).toBe(true);
    expect(standardVerified(hit.body, hit.headers, endpoint.secret)).toBe(true);
    expect(verifiedByDocs(`${hit.body} `, header, endpoint.secret, nowSeconds)).toBe(false);
    expect(verifiedByDocs(hit.body, header, other.secret, nowSeconds)).toBe(false);
    expect(verifiedByDocs(hit.body, header, endpoint.secret, nowSeconds + 301)).toBe(false);

    const row = await deliveryRow(deliveryIds[0] as number);
    expect(row).toMatchObject({ status: delivered, attempts: 1, lastStatusCode: 200, lockedUntil: null });
    expect(await deliver()).toMatchObject({ webhooksDelivered: 0 });
    await deleteEndpoints(endpoint, other);
  });

  it('retries with backoff, then fails after 24 h; a disabled endpoint gets no new events', async () => {
    const { endpoint, deliveryIds } = await publishedTo('order.settled', 500, { orderId: 'p-3' });
    const id = deliveryIds[0] as number;
    const queuedAt = t.clock.now.getTime();
    await deliver();
    let row = await deliveryRow(id);
    expect(row).toMatchObject({ status: pending, attempts: 1, lastStatusCode: 500 });
    const wait = (row?.nextAttemptAt?.getTime() ?? 0) - t.clock.now.getTime();
    expect(wait).toBeGreaterThanOrEqual(8_000);
    expect(wait).toBeLessThanOrEqual(12_000);
    expect(await deliver()).toMatchObject({ webhooksRetrying: 0 });
    expect((await deliveryRow(id))?.attempts).toBe(1);

    t.clock.advance(12_001);
    await deliver();
    row = await deliveryRow(id);
    expect(row?.attempts).toBe(2);
    const secondWait = (row?.nextAttemptAt?.getTime() ?? 0) - t.clock.now.getTime();
    expect(secondWait).toBeGreaterThanOrEqual(16_000);
    expect(secondWait).toBeLessThanOrEqual(24_000);

    t.clock.now = new Date(queuedAt + 24 * 3_600_000 - 1_000);
    expect(await deliver()).toMatchObject({ webhooksFailed: 1 });
    row = await deliveryRow(id);
    expect(row).toMatchObject({ status: failed, attempts: 3, nextAttemptAt: null });

    await as(alice).call(w.webhookUpdate, {
      id: endpoint.id,
      url: receiver.url,
      events: ['order.settled'],
      enabled: false,
    });
    expect((await publish(alice.id, 'order.settled', { orderId: 'p-4' })).deliveryIds).toEqual([]);
    await deleteEndpoints(endpoint);
    receiver.answer(200);
  });

  it('survives a restart: a new process finishes the retry, and takes over a delivery whose worker died', async () => {
    const { endpoint, deliveryIds } = await publishedTo('order.created', 503, { orderId: 'p-5' });
    const id = deliveryIds[0] as number;
    await deliver(worker());
    expect((await deliveryRow(id))?.status).toBe(pending);

    // The first process is gone; a new one (new objects, same database and key) picks it up.
    receiver.answer(200);
    t.clock.advance(15_000);
    const before = receiver.received.length;
    expect(await deliver(worker())).toMatchObject({ webhooksDelivered: 1 });
    expect(receiver.received.length).toBe(before + 1);
    const page = await as(alice).call(w.webhookGetDeliveries, { endpointId: endpoint.id });
    expect(page.items[0]).toMatchObject({ id, status: delivered, attempts: 2, lastStatusCode: 200 });

    // A worker that claimed a delivery and died mid-send: the lease ends, another sends it.
    const second = (await publish(alice.id, 'order.created', { orderId: 'p-6' })).deliveryIds[0] as number;
    await t.db
      .update(webhookDeliveries)
      .set({ lockedUntil: new Date(t.clock.now.getTime() + 40_000), attempts: 1 })
      .where(eq(webhookDeliveries.id, second));
    expect(await deliver()).toMatchObject({ webhooksDelivered: 0 });
    t.clock.advance(40_001);
    expect(await deliver()).toMatchObject({ webhooksDelivered: 1 });
    expect(await deliveryRow(second)).toMatchObject({ status: delivered, attempts: 2 });
    await deleteEndpoints(endpoint);
  });

  it('two workers at once never send one delivery twice', async () => {
    const endpoint = await anEndpoint(alice, ['order.created']);
    receiver.answer(200);
    const ids: number[] = [];
    for (let i = 0; i < 12; i++)
      ids.push(...(await publish(alice.id, 'order.created', { orderId: `race-${i}` })).deliveryIds);
    const before = receiver.received.length;
    const [a, b, c] = await Promise.all([deliver(), deliver(), deliver()]);
    const again = await deliver();
    const total = [a, b, c, again].reduce((n, x) => n + (x.webhooksDelivered ?? 0), 0);
    expect(total).toBe(12);
    expect(receiver.received.length - before).toBe(12);
    const bodies = receiver.received.slice(before).map((r) => JSON.parse(r.body).data.orderId);
    expect(new Set(bodies).size).toBe(12);
    for (const id of ids) expect((await deliveryRow(id))?.attempts).toBe(1);
    await deleteEndpoints(endpoint);
  });

  it('a receiver that hangs does not hold up the API', async () => {
    const { endpoint, deliveryIds } = await publishedTo('order.created', 'hang', { orderId: 'p-7' });
    let jobDone = false;
    const job = deliver(worker({ timeoutMs: 3000 })).then((counts) => {
      jobDone = true;
      return counts;
    });
    // Wait until the receiver holds the request, then use the API while it hangs.
    for (let i = 0; i < 200 && !receiver.received.some((r) => r.body.includes('p-7')); i++)
      await new Promise((resolve) => setTimeout(resolve, 10));
    expect((await as(alice).call(w.webhookGetList)).length).toBeGreaterThan(0);
    const another = await anEndpoint(alice, ['order.created']);
    await as(alice).call(w.webhookGetDeliveries, {});
    expect(jobDone).toBe(false);
    expect(await job).toMatchObject({ webhooksRetrying: 1 });
    expect((await deliveryRow(deliveryIds[0] as number))?.lastError).toMatch(/no answer within 3000 ms/);
    receiver.answer(200);
    await deleteEndpoints(endpoint, another);
  });

  it('does not follow a redirect', async () => {
    const { endpoint, deliveryIds } = await publishedTo('order.created', 302, { orderId: 'p-8' });
    await deliver();
    expect(await deliveryRow(deliveryIds[0] as number)).toMatchObject({
      status: pending,
      lastStatusCode: 302,
      lastError: 'redirect not followed',
    });
    receiver.answer(200);
    await deleteEndpoints(endpoint);
  });
});

describe('test event and redelivery', () => {
  it('sends a test event to the one endpoint, and redelivers a delivery as a new one with the same event', async () => {
    const endpoint = await anEndpoint(alice, ['order.settled']);
    receiver.answer(200);
    const test = await as(alice).call(w.webhookSendTest, { id: endpoint.id });
    expect(test).toMatchObject({
      endpointId: endpoint.id,
      eventType: 'webhook.test',
      status: pending,
      attempts: 0,
    });
    const before = receiver.received.length;
    await deliver();
    const [hit] = receiver.received.slice(before);
    expect(JSON.parse(hit?.body ?? '{}')).toMatchObject({ id: test.eventId, type: 'webhook.test' });

    const again = await as(alice).call(w.webhookRedeliver, { id: test.id });
    expect(again).toMatchObject({ eventId: test.eventId, redeliveryOf: test.id, status: pending });
    await deliver();
    const [second] = receiver.received.slice(before + 1);
    expect(JSON.parse(second?.body ?? '{}').id).toBe(test.eventId);
    expect(second?.headers['webhook-id']).toBe(test.eventId);

    const log = await as(alice).call(w.webhookGetDeliveries, { endpointId: endpoint.id, status: delivered });
    expect(log.items.map((d) => d.id)).toEqual([again.id, test.id]);
    expect(log.items[0]).toMatchObject({ attempts: 1, lastStatusCode: 200, lastError: null });
    expect(log.items[0]?.deliveredAt).not.toBeNull();
    await deleteEndpoints(endpoint);
    expect(
      await t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpoint.id)),
    ).toEqual([]);
  });
});
