import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from './openapi';
import { endpoints } from './registry';

const doc = buildOpenApiDocument(endpoints, { host: 'base', serverUrl: '/', version: 'test' });
const op = (path: string, method: string) =>
  (doc.paths[path] as Record<string, Record<string, unknown>> | undefined)?.[method];

describe('buildOpenApiDocument', () => {
  it('lists every base-host call of the table once', () => {
    const count = Object.values(doc.paths).reduce((n, methods) => n + Object.keys(methods).length, 0);
    const expected = Object.values(endpoints)
      .flatMap((group) => Object.values(group))
      .filter((e) => (e.hosts as readonly string[]).includes('base')).length;
    expect(count).toBe(expected);
  });

  it('puts GET inputs in the query and POST inputs in the body', () => {
    const history = op(endpoints.security.getLoginHistory.path, 'get');
    expect(history?.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'SkipCount', in: 'query' })]),
    );
    const create = op(endpoints.apiKeys.create.path, 'post') as { requestBody: { content: object } };
    expect(JSON.stringify(create.requestBody.content)).toContain('"remark"');
  });

  it('marks the calls open to API keys and their security schemes', () => {
    const info = op(endpoints.auth.getAccountInfo.path, 'get');
    expect(info?.security).toEqual([{ bearer: [] }, { apiKey: [], apiTimestamp: [], apiSignature: [] }]);
    expect(op(endpoints.apiKeys.create.path, 'post')?.security).toEqual([{ bearer: [] }]);
    expect(op(endpoints.auth.authenticateByEmailAddress.path, 'post')?.security).toEqual([]);
  });

  it('is plain JSON', () => {
    expect(JSON.parse(JSON.stringify(doc)).openapi).toBe('3.0.3');
  });
});
