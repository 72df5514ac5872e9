import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import type { Endpoint } from '../common/endpoint';
import { errors } from '../common/errors';
import { endpoints } from '../registry';
import { buildOpenApiDocument } from '.';

const otherHosts = { base: '', merchant: '/m', content: '/c' };
const doc = buildOpenApiDocument(endpoints, { host: 'base', serverUrl: '/', version: 'test', otherHosts });
type Op = Record<string, unknown> & { responses: Record<string, Record<string, unknown>> };
const op = (path: string, method: string) =>
  (doc.paths[path] as Record<string, Op> | undefined)?.[method.toLowerCase()];
const all = Object.entries(endpoints).flatMap(([group, calls]) =>
  Object.entries(calls as Record<string, Endpoint>).map(([name, e]) => ({ id: `${group}.${name}`, e })),
);
const keyCalls = all.filter(({ e }) => e.auth.kind === 'apiKey');

describe('buildOpenApiDocument', () => {
  it('is a valid OpenAPI 3.1 document (@seriousme/openapi-schema-validator)', async () => {
    const result = await new Validator().validate(JSON.parse(JSON.stringify(doc)));
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(doc.openapi).toBe('3.1.0');
  });

  it('the validator does refuse a broken document (the check above can fail)', async () => {
    const broken = JSON.parse(JSON.stringify(doc));
    broken.paths[endpoints.auth.getAccountInfo.path].get.responses = 'none';
    expect((await new Validator().validate(broken)).valid).toBe(false);
  });

  it('lists every base-host call of the table once, and every key-callable call of the other hosts', () => {
    const count = Object.values(doc.paths).reduce((n, methods) => n + Object.keys(methods).length, 0);
    const expected = all.filter(
      ({ e }) => (e.hosts as readonly string[]).includes('base') || e.auth.kind === 'apiKey',
    ).length;
    expect(count).toBe(expected);
  });

  it('has every API-key call of the contract, with its permission, rate class and operation id', () => {
    expect(keyCalls.length).toBeGreaterThan(25);
    for (const { id, e } of keyCalls) {
      const found = op(e.path, e.method);
      expect(found, id).toBeDefined();
      const permission = (e.auth as { permission: string }).permission;
      expect(found).toMatchObject({
        operationId: id,
        'x-permission': permission,
        'x-rate-class': permission,
        'x-public-api': true,
        security: [{ bearer: [] }, { apiKey: [], apiTimestamp: [], apiSignature: [] }],
      });
      expect(found?.responses['200']?.headers).toHaveProperty('X-RateLimit-Remaining');
      expect(found?.responses['429']?.headers).toHaveProperty('Retry-After');
    }
    // Only key-callable calls carry a permission.
    const marked = Object.values(doc.paths)
      .flatMap((m) => Object.values(m as Record<string, Op>))
      .filter((o) => o['x-permission']);
    expect(marked).toHaveLength(keyCalls.length);
  });

  it('lists per call every code it can answer, by HTTP status, with an example envelope', () => {
    const apply = op(endpoints.withdrawals.apply.path, 'post') as Op;
    const codes = (apply['x-error-codes'] as { code: number }[]).map((e) => e.code);
    for (const name of [
      'wrongWithdrawalAddress',
      'dailyWithdrawalLimitExceeded',
      'tooManyRequests',
      'conflict',
    ] as const)
      expect(codes).toContain(errors[name].code);
    expect(String(apply.responses['400']?.description)).toContain('40018 wrongWithdrawalAddress');
    expect(apply.responses['409']).toMatchObject({
      content: { 'application/json': { example: { success: false, error: { code: 409 } } } },
    });
    expect(apply['x-idempotent']).toBe(true);
    expect(JSON.stringify(apply.parameters)).toContain('Idempotency-Key');
  });

  it('gives request and response examples (amounts as decimal strings)', () => {
    const quote = op(endpoints.convert.quote.path, 'post') as Op & {
      requestBody: { content: { 'application/json': { example: Record<string, unknown> } } };
    };
    const example = quote.requestBody.content['application/json'].example;
    expect(typeof example.fromAmount).toBe('string');
    expect(quote.responses['200']).toMatchObject({
      content: { 'application/json': { example: { success: true } } },
    });
    const balances = op(endpoints.assets.getAssets.path, 'get') as Op;
    expect(balances.summary).toBe('Balances of the spot wallet, per coin');
  });

  it('puts the content host calls a key may make under their own server', () => {
    const earn = op(endpoints.earn.getUserTradeRecord.path, 'post');
    expect(earn).toMatchObject({ servers: [{ url: '/c' }], 'x-permission': 'read' });
  });

  it('describes signing, the server clock and rate limits for a documentation page', () => {
    expect(doc.components.securitySchemes.apiKey.description).toContain('HMAC-SHA256');
    expect(doc['x-public-api']).toMatchObject({
      serverTime: { path: endpoints.basic.getServerTime.path, method: 'GET' },
      permissions: ['read', 'trade', 'withdraw'],
    });
    expect(op(endpoints.basic.getServerTime.path, 'get')).toMatchObject({
      security: [],
      'x-public-api': true,
    });
    expect(op(endpoints.apiKeys.create.path, 'post')?.security).toEqual([{ bearer: [] }]);
    expect(op(endpoints.auth.authenticateByEmailAddress.path, 'post')?.security).toEqual([]);
  });
});
