import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSumsubKycProvider, sumsubSignature } from './sumsub-kyc';

// Sumsub's API stands at the network edge: a local HTTP server answers in its place.
let server: Server;
let baseUrl = '';
let seen: { method?: string; url?: string; headers: IncomingMessage['headers']; body: string }[] = [];
let answer: { status: number; body: unknown } = { status: 200, body: {} };

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      seen.push({ method: req.method, url: req.url, headers: req.headers, body });
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const now = new Date('2026-05-01T12:00:00Z');
const provider = () =>
  createSumsubKycProvider({
    appToken: 'sbx:app-token',
    secretKey: 'sumsub-secret',
    levelName: 'basic-kyc-level',
    baseUrl,
    now: () => now,
  });

describe('Sumsub provider', () => {
  it('asks for a WebSDK token with a signed request and answers it', async () => {
    seen = [];
    answer = { status: 200, body: { token: '_act-sbx-jwt-abc', userId: '10000009' } };
    const token = await provider().accessToken({
      externalUserId: '10000009',
      email: 'a@example.com',
      phone: null,
    });
    expect(token).toEqual({
      token: '_act-sbx-jwt-abc',
      userId: '10000009',
      levelName: 'basic-kyc-level',
      expiresInSeconds: 600,
    });
    const [request] = seen;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/resources/accessTokens/sdk');
    expect(JSON.parse(request?.body ?? '')).toEqual({
      userId: '10000009',
      levelName: 'basic-kyc-level',
      ttlInSecs: 600,
      applicantIdentifiers: { email: 'a@example.com' },
    });
    const ts = String(now.getTime() / 1000);
    expect(request?.headers['x-app-token']).toBe('sbx:app-token');
    expect(request?.headers['x-app-access-ts']).toBe(ts);
    expect(request?.headers['x-app-access-sig']).toBe(
      sumsubSignature('sumsub-secret', ts, 'POST', '/resources/accessTokens/sdk', request?.body ?? ''),
    );
    expect(provider()).toMatchObject({ name: 'sumsub', flow: 'sdk' });
  });

  it('fails on an error answer or an unexpected one, without echoing it', async () => {
    answer = { status: 401, body: { description: 'App token invalid' } };
    await expect(provider().accessToken({ externalUserId: '1', email: null, phone: null })).rejects.toThrow(
      'Sumsub answered 401 to the access-token request',
    );
    answer = { status: 200, body: { nope: true } };
    await expect(provider().accessToken({ externalUserId: '1', email: null, phone: null })).rejects.toThrow(
      /unexpected shape/,
    );
  });
});
