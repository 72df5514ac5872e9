import { endpoints } from '@coffer/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness';

const t = useTestApp();

describe('GET /api/openapi.json', () => {
  it('serves the OpenAPI document of the base host without signing in', async () => {
    const res = await t.call({ method: 'GET', url: '/api/openapi.json' });
    expect(res.status).toBe(200);
    expect(String(res.headers['content-type'])).toContain('application/json');
    const doc = res.body as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.paths[endpoints.apiKeys.create.path]?.post).toBeDefined();
    expect(doc.paths[endpoints.security.updatePassword.path]?.put).toBeDefined();
    expect(doc.paths[endpoints.auth.getAccountInfo.path]?.get).toMatchObject({
      security: [{ bearer: [] }, { apiKey: [], apiTimestamp: [], apiSignature: [] }],
    });
  });

  it('serves each host its own calls (the content host has no key management)', async () => {
    const merchant = (await t.call({ method: 'GET', url: '/m/api/openapi.json' })).body as {
      servers: { url: string }[];
      paths: Record<string, unknown>;
    };
    expect(merchant.servers[0]?.url).toBe('/m');
    expect(merchant.paths[endpoints.apiKeys.getList.path]).toBeDefined();
    const content = (await t.call({ method: 'GET', url: '/c/api/openapi.json' })).body as {
      paths: Record<string, unknown>;
    };
    expect(content.paths[endpoints.apiKeys.getList.path]).toBeUndefined();
    expect(content.paths[endpoints.news.getNewsPageList.path]).toBeDefined();
  });
});
