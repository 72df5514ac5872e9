import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestApp, useTestApp } from '../test/harness';

const web = mkdtempSync(join(tmpdir(), 'coffer-web-'));
mkdirSync(join(web, 'assets'));
writeFileSync(join(web, 'index.html'), '<!doctype html><title>Coffer</title><div id="root"></div>');
writeFileSync(join(web, 'assets', 'app-abc123.js'), 'console.info(1)');
writeFileSync(join(web, 'assets', 'app-abc123.css'), 'body{margin:0}');
// Files of public/ keep their names across releases (no hash in them).
writeFileSync(join(web, 'theme-init.js'), 'document.documentElement.dataset.x="1"');
// What the build writes beside each text file (scripts/build.mjs): a brotli and a gzip copy.
const script = `console.info(${'"coffer",'.repeat(400)})`;
writeFileSync(join(web, 'assets', 'big-abc123.js'), script);
writeFileSync(join(web, 'assets', 'big-abc123.js.br'), brotliCompressSync(script));
writeFileSync(join(web, 'assets', 'big-abc123.js.gz'), gzipSync(script));

const t = useTestApp({ webDistDir: web });
afterAll(() => rmSync(web, { recursive: true, force: true }));

describe('the web app', () => {
  it('serves index.html for a page path (history fallback), never cached', async () => {
    for (const url of ['/', '/assets/withdraw', '/user/login?type=x', '/no/such/page']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves hashed assets immutable for a year, their precompressed copies too', async () => {
    for (const [url, encoding] of [
      ['/assets/app-abc123.js', 'identity'],
      ['/assets/app-abc123.css', 'identity'],
      ['/assets/big-abc123.js', 'br'],
      ['/assets/big-abc123.js', 'gzip'],
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], `${url} ${encoding}`).toBe('public, max-age=31536000, immutable');
    }
  });

  it('has the browser revalidate what keeps its name across releases: index.html, public files', async () => {
    for (const url of ['/index.html', '/theme-init.js']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('sends the precompressed copy the browser accepts, and the plain file otherwise', async () => {
    const url = '/assets/big-abc123.js';
    const br = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.rawPayload.length).toBeLessThan(script.length / 5);
    const gz = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);
    const plain = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('compresses the JSON answers of the API for a browser that accepts it (plugins/compress-json.ts)', async () => {
    const url = '/api/openapi.json';
    const plain = await t.app.inject({ method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
  });

  it('answers an unknown API path with a 404 envelope of its host', async () => {
    const base = await t.call({ method: 'GET', url: '/api/services/app/Nope/Nope' });
    expect(base.status).toBe(404);
    expect(base.body).toMatchObject({ success: false, result: null, error: { code: 404 } });
    const merchant = await t.call({ method: 'POST', url: '/m/api/services/app/Nope', payload: {} });
    expect(merchant.body).toMatchObject({ success: false, error: { code: 404 } });
    const content = await t.call({ method: 'GET', url: '/c/api/Nope' });
    expect(content.body).toMatchObject({ StatusCode: '404', Data: null });
  });
});

describe('security headers', () => {
  it('are on every kind of response', async () => {
    const kinds = [
      { method: 'GET' as const, url: '/' },
      { method: 'GET' as const, url: '/assets/app-abc123.js' },
      { method: 'GET' as const, url: '/api/services/app/Basic/GetEnum' },
      { method: 'GET' as const, url: '/api/services/app/Nope' },
      { method: 'GET' as const, url: '/c/api/GeoIP/GetIPInfo' },
    ];
    for (const kind of kinds) {
      const res = await t.app.inject(kind);
      const csp = String(res.headers['content-security-policy']);
      expect(csp, kind.url).toContain("script-src 'self'");
      expect(csp).not.toContain("script-src 'self' 'unsafe-inline'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(res.headers['strict-transport-security']).toContain('max-age=31536000');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});

describe('one host alone', () => {
  it('serves the content host at the root, and nothing of the base host', async () => {
    const alone = await startTestApp({ mounts: { content: '' } });
    try {
      const geo = await alone.call({
        method: 'GET',
        url: '/api/GeoIP/GetIPInfo',
        headers: { 'x-geoip-country': 'DE' },
      });
      expect(geo.body).toEqual({ StatusCode: '200', Data: { ISOCode: 'DE' }, Error: null });
      const base = await alone.call({ method: 'GET', url: '/api/services/app/Basic/GetEnum' });
      expect(base.status).toBe(404);
      expect(base.body).toMatchObject({ StatusCode: '404' });
    } finally {
      await alone.close();
    }
  });
});
