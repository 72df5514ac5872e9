import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { endpoints } from '@coffer/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../harness';
import { repoRoot } from '../reliability/server-process';

/**
 * The security headers of DESIGN §6 on every kind of response: the SPA's pages (known and unknown
 * addresses), its static files, API successes and failures on each host, and the 404 of an unknown
 * API path. No inline script in the page, and no cookie (the app sets none; one would need Secure,
 * HttpOnly and SameSite).
 */
let t: TestApp;
let dist: string;

beforeAll(async () => {
  // The real index.html (with the real theme script) beside a stand-in for a built chunk.
  dist = mkdtempSync(join(tmpdir(), 'coffer-dist-'));
  mkdirSync(join(dist, 'assets'));
  copyFileSync(join(repoRoot, 'apps/web/index.html'), join(dist, 'index.html'));
  copyFileSync(join(repoRoot, 'apps/web/public/theme-init.js'), join(dist, 'theme-init.js'));
  writeFileSync(join(dist, 'assets/index-abc123.js'), 'export const x = 1;\n');
  t = await startTestApp({ webDistDir: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

function expectSecurityHeaders(h: Record<string, unknown>, what: string) {
  const csp = String(h['content-security-policy'] ?? '');
  const directives = new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name, values]),
  );
  const scriptSrc = directives.get('script-src') ?? directives.get('default-src') ?? [];
  expect(scriptSrc, `${what}: script-src`).not.toContain("'unsafe-inline'");
  expect(scriptSrc, `${what}: script-src`).not.toContain("'unsafe-eval'");
  expect(scriptSrc.length, `${what}: a script-src or default-src`).toBeGreaterThan(0);
  expect(directives.get('frame-ancestors'), `${what}: frame-ancestors`).toEqual(["'none'"]);
  expect(directives.get('object-src') ?? directives.get('default-src'), `${what}: object-src`).toBeDefined();
  expect(String(h['strict-transport-security']), `${what}: HSTS`).toMatch(/max-age=(\d{8,}|3153[6-9]\d{3})/);
  expect(h['x-content-type-options'], `${what}: nosniff`).toBe('nosniff');
  expect(['DENY', 'SAMEORIGIN'], `${what}: x-frame-options`).toContain(h['x-frame-options']);
  expect(String(h['referrer-policy']), `${what}: referrer-policy`).toMatch(
    /strict-origin|no-referrer|same-origin/,
  );
  expect(h['x-powered-by'], `${what}: no x-powered-by`).toBeUndefined();
  const cookies = ([] as unknown[]).concat(h['set-cookie'] ?? []).map(String);
  for (const cookie of cookies)
    expect(cookie, `${what}: cookie flags`).toMatch(/(?=.*;\s*Secure)(?=.*;\s*HttpOnly)(?=.*;\s*SameSite)/i);
}

describe('security headers on every kind of response', () => {
  const cases: [string, { method: 'GET' | 'POST'; url: string; payload?: object }, number][] = [
    ['SPA page /', { method: 'GET', url: '/' }, 200],
    ['SPA page at an unknown address', { method: 'GET', url: '/no/such/page' }, 200],
    ['static chunk', { method: 'GET', url: '/assets/index-abc123.js' }, 200],
    ['static script in the root', { method: 'GET', url: '/theme-init.js' }, 200],
    ['API success (base)', { method: 'GET', url: endpoints.basic.getEnum.path }, 200],
    ['API success (merchant host)', { method: 'GET', url: `/m${endpoints.basic.getEnum.path}` }, 200],
    ['API success (content host)', { method: 'GET', url: `/c${endpoints.geoip.getIpInfo.path}` }, 200],
    ['API 401', { method: 'GET', url: endpoints.assets.getAssets.path }, 401],
    [
      'API 400',
      { method: 'POST', url: endpoints.contact.addContactUs.path.replace('/api', '/c/api'), payload: {} },
      400,
    ],
    ['API 404 (unknown path)', { method: 'GET', url: '/api/services/app/No/Such' }, 404],
    ['API 404 (content host)', { method: 'GET', url: '/c/api/No/Such' }, 404],
  ];
  it.each(cases)('%s', async (what, request, status) => {
    const res = await t.call(request);
    expect(res.status, what).toBe(status);
    expectSecurityHeaders(res.headers, what);
  });

  it('serves a page without inline script or inline event handlers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    const html = res.body;
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attrs, body] of scripts) {
      expect(attrs, 'every script has a src').toMatch(/\bsrc=/);
      expect(body?.trim(), 'and no body').toBe('');
    }
    expect(html).not.toMatch(/\son[a-z]+\s*=/i);
    expect(html).not.toMatch(/javascript:/i);
    expect(readFileSync(join(repoRoot, 'apps/web/index.html'), 'utf8')).toBe(html);
  });
});
