import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { constants, newsResourcePath, rotationType } from '@coffer/contract';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness';
import { newsArticles } from '../db/schema';
import { createNewsPublisher } from '../modules/news/news.service';
import { bannerPng } from '../seed/png';
import { pageLanguage } from './spa';

// A web build with prerendered pages, as scripts/prerender.mjs writes them (issue 14).
const web = mkdtempSync(join(tmpdir(), 'coffer-web-prerendered-'));
const languages = ['en', 'zh-CN', 'zh-TW'];
const paths = ['/', '/news/list'];
const page = (path: string, language: string) =>
  `<!doctype html><html lang="${language}"><div id="root" data-prerendered="${path} ${language}">${'<p>news</p>'.repeat(200)}</div>`;
writeFileSync(join(web, 'index.html'), '<!doctype html><title>Coffer</title><div id="root"></div>');
mkdirSync(join(web, 'prerendered'));
// The pages the browser renders, with their chunks preloaded (scripts/prerender.mjs `writeRoutedPages`).
const routes = {
  '/assets': 'routes/assets.html',
  '/pay/:id': 'routes/pay/_id.html',
  '/pay/code/:id': 'routes/pay/code/_id.html',
};
writeFileSync(join(web, 'prerendered/pages.json'), JSON.stringify({ languages, paths, routes }));
mkdirSync(join(web, 'prerendered/routes/pay/code'), { recursive: true });
for (const [pattern, file] of Object.entries(routes))
  writeFileSync(
    join(web, 'prerendered', file),
    `<!doctype html><div id="root" data-routed="${pattern}"></div>`,
  );
for (const language of languages) {
  mkdirSync(join(web, 'prerendered', language, 'news'), { recursive: true });
  writeFileSync(join(web, 'prerendered', language, 'index.html'), page('/', language));
  writeFileSync(join(web, 'prerendered', language, 'news/list.html'), page('/news/list', language));
}
writeFileSync(join(web, 'prerendered/zh-CN/index.html.br'), brotliCompressSync(page('/', 'zh-CN')));

const t = useTestApp({ webDistDir: web });
afterAll(() => rmSync(web, { recursive: true, force: true }));

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

describe('prerendered public pages', () => {
  it('are sent in the language of ?lang=, else of the app’s cookie, else the default', async () => {
    const cases: [url: string, cookie: string | undefined, mark: string][] = [
      ['/', undefined, '/ en'],
      ['/?lang=zh-CN', undefined, '/ zh-CN'],
      ['/?lang=zh-tw', undefined, '/ zh-TW'],
      // The spec's alias (§9): zh-hant means zh-CN.
      ['/?lang=zh-hant', undefined, '/ zh-CN'],
      ['/', 'coffer-lang=zh-TW', '/ zh-TW'],
      ['/', 'other=1; coffer-lang=zh-CN; more=2', '/ zh-CN'],
      ['/?lang=en', 'coffer-lang=zh-TW', '/ en'],
      ['/', 'coffer-lang=fr', '/ en'],
      ['/?lang=xx', 'coffer-lang=zh-TW', '/ zh-TW'],
      ['/news/list', 'coffer-lang=zh-CN', '/news/list zh-CN'],
      ['/news/list/', undefined, '/news/list en'],
    ];
    for (const [url, cookie, mark] of cases) {
      const res = await get(url, cookie);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.body, `${url} ${cookie}`).toContain(`data-prerendered="${mark}"`);
    }
  });

  it('are revalidated on every load and vary with the cookie', async () => {
    const res = await get('/news/list', 'coffer-lang=zh-CN');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(String(res.headers.vary).toLowerCase()).toContain('cookie');
  });

  it('are sent precompressed to a browser that accepts it', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/?lang=zh-CN',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(String(res.headers.vary).toLowerCase()).toContain('cookie');
  });

  it('leave any other page, and a page asked with another query, to index.html', async () => {
    for (const url of ['/user/login', '/news/list?page=2', '/?from=app', '/news/detail/1', '/news/list/x']) {
      const res = await get(url, 'coffer-lang=zh-CN');
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).not.toContain('data-prerendered');
      expect(res.body, url).toContain('<div id="root">');
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('a page the browser renders comes with its own chunks, by the route its path matches', async () => {
    const cases: [url: string, route: string][] = [
      ['/assets', '/assets'],
      ['/assets/?lang=zh-CN', '/assets'],
      ['/pay/42', '/pay/:id'],
      // A fixed segment wins over a parameter, as in the router: /pay/:id would also match.
      ['/pay/code/7', '/pay/code/:id'],
      ['/pay/code', '/pay/:id'],
    ];
    for (const [url, route] of cases) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain(`data-routed="${route}"`);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
    for (const url of ['/assets/nowhere', '/pay', '/pay/code/7/x', '/elsewhere']) {
      const res = await get(url);
      expect(res.body, url).toContain('<div id="root"></div>');
    }
  });

  it('name the landing carousel’s first picture in a preload header and send its own address on to it', async () => {
    const picturePage = (language: string) =>
      t.app.inject({ method: 'GET', url: `${constants.landingPicturePath}/${language}` });
    expect((await get('/')).headers.link, 'no banner yet').toBeUndefined();
    // No banner yet: a blank picture, not a failed one (the browser would draw its broken-image icon).
    const blank = await picturePage('en');
    expect([blank.statusCode, blank.headers['content-type'], blank.headers['cache-control']]).toEqual([
      200,
      'image/svg+xml',
      'no-cache',
    ]);
    expect(blank.body).toMatch(/^<svg [^>]*\/>$/);
    const publisher = createNewsPublisher(t.db, () => t.clock.now);
    const publishTime = new Date(t.clock.now.getTime() - 60_000);
    const cover = bannerPng([10, 20, 30], [200, 210, 220], [], 64, 32);
    const first = await publisher.publish({
      languageCode: 'en',
      title: 'First slide',
      markdown: 'Body',
      cover,
      publishTime,
      rotations: [{ type: rotationType.members.landing, sort: 1 }],
    });
    await publisher.publish({
      languageCode: 'en',
      title: 'Second slide',
      markdown: 'Body',
      cover,
      publishTime,
      rotations: [{ type: rotationType.members.landing, sort: 2 }],
    });
    const [article] = await t.db.select().from(newsArticles).where(eq(newsArticles.id, first));
    const picture = `/c${newsResourcePath(Number(article?.coverResourceId))}`;
    const res = await get('/');
    expect(res.headers.link).toBe(`<${picture}>; rel=preload; as=image`);
    // What the browser then asks for is that picture.
    expect((await t.app.inject({ method: 'GET', url: picture })).headers['content-type']).toBe('image/png');
    // Only the landing page paints it; the other prerendered pages do not name it.
    expect((await get('/news/list')).headers.link).toBeUndefined();
    // The prerendered landing shows it from /landing-picture/<language>: a redirect, never cached.
    const sent = await picturePage('en');
    expect([sent.statusCode, sent.headers.location, sent.headers['cache-control']]).toEqual([
      302,
      picture,
      'no-cache',
    ]);
    // In another language, the picture that page's carousel shows (the rotation's own fallback).
    expect(`<${(await picturePage('zh-TW')).headers.location}>; rel=preload; as=image`).toBe(
      (await get('/?lang=zh-TW')).headers.link,
    );
    expect((await picturePage('xx')).statusCode, 'no such language').toBe(404);
    expect((await picturePage('..%2fen')).statusCode).toBe(404);
  });

  it('do not serve a file outside the build for a crafted path', async () => {
    const res = await get('/..%2f..%2fetc/passwd?lang=zh-CN');
    expect(res.body).not.toContain('root:');
  });
});

describe('pageLanguage', () => {
  it('matches languages case-insensitively and ignores what it does not know', () => {
    const none = new URLSearchParams();
    expect(pageLanguage(languages, new URLSearchParams('lang=ZH-cn'), undefined)).toBe('zh-CN');
    expect(pageLanguage(languages, none, 'coffer-lang=zh-TW')).toBe('zh-TW');
    expect(pageLanguage(languages, none, 'coffer-lang=')).toBe('en');
    expect(pageLanguage(languages, none, 'coffer-lang=%E0%A4%A')).toBe('en');
    expect(pageLanguage(languages, none, undefined)).toBe('en');
  });
});
