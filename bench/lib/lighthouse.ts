import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';

export interface LighthouseScores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  /** Cumulative layout shift (unitless) and the paints and blocking time behind the score, in ms. */
  cls: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
}

const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/**
 * One Lighthouse run (mobile preset: its default config) in Debian's Chromium. The browser is
 * started by Playwright with a debugging port, so a page that needs a session gets its stored
 * tokens first and Lighthouse is told to keep storage.
 */
export async function lighthouseOnce(
  url: string,
  port: number,
  storage: Record<string, string> = {},
): Promise<LighthouseScores> {
  const profile = mkdtempSync(join(tmpdir(), 'coffer-lh-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    headless: true,
    args: [`--remote-debugging-port=${port}`, '--no-sandbox'],
  });
  try {
    const signedIn = Object.keys(storage).length > 0;
    if (signedIn) {
      const page = await context.newPage();
      await page.goto(new URL('/error/404', url).toString());
      await page.evaluate((entries: Record<string, string>) => {
        for (const [k, v] of Object.entries(entries)) window.localStorage.setItem(k, v);
      }, storage);
      await page.close();
    }
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      disableStorageReset: signedIn,
    });
    const c = result?.lhr.categories;
    const score = (s: number | null | undefined) => Math.round((s ?? 0) * 100);
    const metric = (id: string) => result?.lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      performance: score(c?.performance?.score),
      accessibility: score(c?.accessibility?.score),
      bestPractices: score(c?.['best-practices']?.score),
      cls: metric('cumulative-layout-shift'),
      fcpMs: metric('first-contentful-paint'),
      lcpMs: metric('largest-contentful-paint'),
      tbtMs: metric('total-blocking-time'),
    };
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

/** Each figure's median over the runs, on its own (the medians may come from different runs). */
export function medianScores(runs: LighthouseScores[]): LighthouseScores {
  const median = (key: keyof LighthouseScores) => {
    const s = runs.map((r) => r[key]).sort((a, b) => a - b);
    return s[Math.floor(s.length / 2)] ?? 0;
  };
  return {
    performance: median('performance'),
    accessibility: median('accessibility'),
    bestPractices: median('bestPractices'),
    cls: median('cls'),
    fcpMs: median('fcpMs'),
    lcpMs: median('lcpMs'),
    tbtMs: median('tbtMs'),
  };
}
