import { gzipSync } from 'node:zlib';
import type { Browser, Response } from 'playwright-core';

export interface PageWeight {
  path: string;
  /** False when the app answered with its 404 page (the route is not built yet). */
  built: boolean;
  files: number;
  jsGzip: number;
  cssGzip: number;
  /** Each file with its gzip size, largest first (`--files` prints them). */
  items: { url: string; gzip: number }[];
}

/**
 * Opens the page in a fresh browser context (a first visit: empty cache), waits until it stops
 * asking for scripts and stylesheets, and sums the gzip size of every script and stylesheet of our origin it loaded — the
 * entry, its preloads, the route's lazy chunks and the texts it fetched.
 */
export async function measurePage(
  browser: Browser,
  origin: string,
  path: string,
  storage: Record<string, string> = {},
): Promise<PageWeight> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    if (Object.keys(storage).length > 0)
      await context.addInitScript((entries: Record<string, string>) => {
        for (const [k, v] of Object.entries(entries)) window.localStorage.setItem(k, v);
      }, storage);
    const page = await context.newPage();
    const pending: Promise<{ type: string; url: string; bytes: number } | null>[] = [];
    const onResponse = (res: Response) => {
      const type = res.request().resourceType();
      if ((type !== 'script' && type !== 'stylesheet') || !res.url().startsWith(origin)) return;
      const url = res.url().slice(origin.length);
      // A body still arriving when the context closes can no longer be read: it came after the
      // measurement, so it counts for nothing (unhandled, the rejection used to end the whole run).
      pending.push(
        res.body().then(
          (body) => ({ type, url, bytes: gzipSync(body).length }),
          () => null,
        ),
      );
    };
    page.on('response', onResponse);
    let lastAt = performance.now();
    page.on('request', (req) => {
      const type = req.resourceType();
      if (type === 'script' || type === 'stylesheet') lastAt = performance.now();
    });
    // Not 'networkidle': a signed-in page keeps its live-update stream open, so the network is never
    // idle. Instead, after the load event, wait until no script or stylesheet was asked for 1.5 s.
    await page.goto(`${origin}${path}`, { waitUntil: 'load' });
    const deadline = performance.now() + 30_000;
    while (performance.now() - lastAt < 1500 && performance.now() < deadline) await page.waitForTimeout(250);
    const built = (await page.locator('[data-testid="page-not-found"]').count()) === 0;
    page.off('response', onResponse);
    const sizes = (await Promise.all(pending)).filter((s) => s !== null);
    const sum = (t: string) => sizes.filter((s) => s.type === t).reduce((a, s) => a + s.bytes, 0);
    const items = sizes.map((s) => ({ url: s.url, gzip: s.bytes })).sort((a, b) => b.gzip - a.gzip);
    return { path, built, files: sizes.length, jsGzip: sum('script'), cssGzip: sum('stylesheet'), items };
  } finally {
    await context.close();
  }
}
