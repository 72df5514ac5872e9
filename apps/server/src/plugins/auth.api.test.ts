import { defineEndpoint } from '@coffer/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useTestApp } from '../../test/harness';
import { anonymousProbe } from '../../test/probe-endpoint';
import { installErrorHandler } from './error-handler';
import { registerRoutes, route } from './routes';

/** One endpoint per auth kind, run through the app's own registration, validation and auth check. */
const probe = (kind: 'user' | 'merchant' | 'acceptor') =>
  defineEndpoint({
    hosts: ['base', 'merchant'],
    method: 'POST',
    path: `/api/services/app/Probe/${kind}`,
    input: z.object({ amount: z.string().regex(/^\d+(\.\d+)?$/), note: z.string().max(5).optional() }),
    result: z.object({ uid: z.string(), amount: z.string() }),
    auth: { kind },
  });

const leaky = anonymousProbe('leaky', z.object({ uid: z.string() }));

const t = useTestApp(
  {},
  {
    beforeReady: (app, tokens) =>
      app.register(
        async (scope) => {
          installErrorHandler(scope, 'base');
          const routes = (['user', 'merchant', 'acceptor'] as const).map((kind) =>
            route(probe(kind), async ({ caller, input }) => ({ uid: caller.uid, amount: input.amount })),
          );
          // Answers a secret beside the declared field: the contract must strip it.
          routes.push(route(leaky, async () => ({ uid: 'u', passwordHash: 'secret' }) as { uid: string }));
          registerRoutes(scope, 'base', routes, tokens);
        },
        { prefix: '' },
      ),
  },
);

const post = (kind: string, token?: string, payload: unknown = { amount: '1.5' }) =>
  t.call({
    method: 'POST',
    url: `/api/services/app/Probe/${kind}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload: payload as Record<string, unknown>,
  });

describe('auth requirements from the contract', () => {
  it('401 without a token, with unAuthorizedRequest set', async () => {
    const res = await post('user');
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ success: false, unAuthorizedRequest: true, error: { code: 401 } });
  });

  it('401 for a forged, a malformed and an expired token', async () => {
    const good = await t.tokenFor({ uid: 'A' });
    const forged = `${good.slice(0, -4)}AAAA`;
    expect((await post('user', forged)).status).toBe(401);
    expect((await post('user', 'not-a-jwt')).status).toBe(401);
    t.clock.advance(901_000);
    const res = await post('user', good);
    expect(res.status).toBe(401);
    expect((res.body.error as { details: string }).details).toMatch(/expired/);
    t.clock.advance(-901_000);
  });

  it('lets a signed-in user through and hands the handler the caller', async () => {
    const res = await post('user', await t.tokenFor({ uid: 'A' }));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      result: { uid: 'A', amount: '1.5' },
      error: null,
      unAuthorizedRequest: false,
    });
  });

  it('403 for a role the endpoint is not for', async () => {
    const personal = await t.tokenFor({ accountType: 0 });
    const merchant = await t.tokenFor({ accountType: 1 });
    const subMerchant = await t.tokenFor({ accountType: 3 });
    const acceptor = await t.tokenFor({ accountType: 6 });
    expect((await post('merchant', personal)).status).toBe(403);
    expect((await post('merchant', acceptor)).status).toBe(403);
    expect((await post('merchant', merchant)).status).toBe(200);
    expect((await post('merchant', subMerchant)).status).toBe(200);
    expect((await post('acceptor', merchant)).status).toBe(403);
    const ok = await post('acceptor', acceptor);
    expect(ok.status).toBe(200);
    const denied = await post('merchant', personal);
    expect(denied.body).toMatchObject({ success: false, unAuthorizedRequest: false, error: { code: 403 } });
  });

  it('checks who calls before it looks at the input', async () => {
    expect((await post('user', undefined, { amount: 'bad' })).status).toBe(401);
  });
});

describe('input and output through the contract', () => {
  it('400 with each bad field named', async () => {
    const token = await t.tokenFor({});
    const res = await post('user', token, { amount: '-5', note: 'too long' });
    expect(res.status).toBe(400);
    const error = res.body.error as { code: number; details: string; validationErrors: { field: string }[] };
    expect(error.code).toBe(400);
    expect(error.validationErrors.map((f) => f.field).sort()).toEqual(['amount', 'note']);
    expect(error.details).toContain('amount');
  });

  it('400 for a body that is not an object or not JSON', async () => {
    const token = await t.tokenFor({});
    expect((await post('user', token, ['1'])).status).toBe(400);
    const res = await t.call({
      method: 'POST',
      url: '/api/services/app/Probe/user',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: '{"amount":',
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, error: { code: 400 } });
  });

  it('413 for a body over 1 MB', async () => {
    const token = await t.tokenFor({});
    const res = await post('user', token, { amount: '1', note: 'x'.repeat(1_100_000) });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ success: false, error: { code: 413 } });
  });

  it('strips fields the contract does not declare from the answer', async () => {
    const res = await t.call({ method: 'GET', url: '/api/services/app/Probe/leaky' });
    expect(res.body.result).toEqual({ uid: 'u' });
    expect(JSON.stringify(res.body)).not.toContain('secret');
  });
});
