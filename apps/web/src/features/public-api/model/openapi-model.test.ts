import { describe, expect, it } from 'vitest';
import { sampleDocument } from '../../../../test/api-document-fixtures';
import { codeSample, sampleLanguages } from './code-samples';
import { allOperations, readApiDocument } from './openapi-model';
import { exampleBody, exampleQuery, sampleRequestOf } from './operation-example';
import { exampleOf, schemaRows, typeLabel } from './schema-rows';

const model = readApiDocument(sampleDocument);
const byId = (id: string) => {
  const op = allOperations(model).find((o) => o.id === id);
  if (!op) throw new Error(`no ${id}`);
  return op;
};

describe('readApiDocument', () => {
  it('keeps only the calls a key may make, grouped by tag in the document order', () => {
    expect(model.tags.map((t) => t.name)).toEqual(['session', 'earn', 'withdrawals']);
    expect(model.tags[0]?.description).toBe('Who the key belongs to.');
    expect(allOperations(model).map((o) => o.id)).not.toContain('auth.signIn');
  });

  it('reads the permission from x-permission, or from the 3.0 security and description', () => {
    expect(byId('session.getAccountInfo').permission).toBe('read');
    expect(byId('withdrawals.apply').permission).toBe('withdraw');
    // The 3.0 permission sentence is shown as a badge, not repeated as a description.
    expect(byId('session.getAccountInfo').description).toBeUndefined();
  });

  it('reads rate class, idempotency, error codes, and the operation server prefix', () => {
    const apply = byId('withdrawals.apply');
    expect(apply).toMatchObject({ method: 'POST', rateClass: 'withdraw', idempotent: true });
    expect(apply.errors.map((e) => e.code)).toEqual([401, 60028]);
    // The Idempotency-Key header is described once in the guide, not as a parameter of each call.
    expect(apply.parameters).toEqual([]);
    expect(byId('earn.getOrders').path).toBe('/c/api/services/app/Earn/GetOrders');
  });

  it('reads the signing facts, falling back to the contract for a 3.0 document', () => {
    expect(model.facts.serverTime).toEqual({ path: '/api/services/app/Basic/GetServerTime', method: 'GET' });
    expect(model.facts.rateLimits?.classes.withdraw).toEqual({ max: 30 });
    const old = readApiDocument({ openapi: '3.0.3', paths: {} });
    expect(old.facts.headers.signature).toBe('x-api-signature');
    expect(old.facts.recvWindowMs).toEqual({ default: 5000, max: 60000 });
    expect(old.facts.serverTime).toBeUndefined();
  });

  it('refuses what is not an OpenAPI document', () => {
    expect(() => readApiDocument({ hello: 1 })).toThrow();
  });
});

describe('schema rows and examples', () => {
  const envelope = byId('session.getAccountInfo').result?.schema.properties as
    | Record<string, Record<string, unknown>>
    | undefined;
  const result = envelope?.result ?? {};

  it('flattens nested fields, following $refs, with types and constraints', () => {
    const rows = schemaRows(result, model.schemas);
    expect(rows.map((r) => [r.depth, r.name, r.type, r.required])).toEqual([
      [0, 'uid', 'string', true],
      [0, 'kycStatus', 'number', false],
      [0, 'balances', 'array of object', false],
      [1, 'coin', 'string', true],
      [1, 'available', 'string', true],
    ]);
    expect(rows[1]?.notes).toEqual(['one of 0, 3']);
    expect(rows[4]?.notes).toEqual(['pattern ^\\d+(\\.\\d+)?$']);
  });

  it('writes 3.1 nullable types as a union with null', () => {
    expect(typeLabel({ type: ['string', 'null'] }, {})).toBe('string | null');
    expect(typeLabel({ nullable: true, type: 'string' }, {})).toBe('string | null');
  });

  it('makes examples from the document, else from the schema', () => {
    expect(exampleBody(byId('withdrawals.apply'), model.schemas)).toBe('{"coin":"USDT","amount":"12.5"}');
    expect(
      exampleOf({ type: 'object', properties: { a: { type: 'integer' } }, required: ['a'] }, {}),
    ).toEqual({
      a: 0,
    });
    expect(exampleQuery(byId('earn.getOrders'), model.schemas)).toBe('coin=USDT');
  });
});

describe('code samples', () => {
  it('sign the same text the server checks, in every language', () => {
    const request = sampleRequestOf(byId('withdrawals.apply'), model.schemas);
    for (const language of sampleLanguages) {
      const code = codeSample(language, 'https://coffer.example', request, model.facts);
      expect(code, language).toContain('/api/services/app/Withdraw/Apply');
      expect(code, language).toContain('X-Api-Signature');
      expect(code, language).toContain('Idempotency-Key');
    }
    const curl = codeSample('curl', 'https://coffer.example', request, model.facts);
    expect(curl).toContain(`printf '%s\\n%s\\n%s\\n%s' "$TS" POST "$REQ_PATH" "$BODY"`);
    expect(curl).toContain('openssl dgst -sha256 -hmac "$API_SECRET"');
    expect(curl).toContain(`BODY='{"coin":"USDT","amount":"12.5"}'`);
    const python = codeSample('python', 'https://coffer.example', request, model.facts);
    expect(python).toContain('hmac.new(API_SECRET.encode(), message, hashlib.sha256).hexdigest()');
  });
});
