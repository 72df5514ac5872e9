import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, expect, type Page } from '@playwright/test';
import type { TokenSession } from './accounts';
import { prefer, type ScreenshotVariant, screenshotVariants, useSession, watchConsole } from './browser';

/** Screenshots of every variant of a page, and new tabs signed in or out with their console watched. */

/** Where every screenshot goes, one folder (the review reads them from here; docs/testing.md). */
export const shots = join(import.meta.dirname, '../../.test-output/screens');
mkdirSync(shots, { recursive: true });

/** A session to put in a new tab: its tokens, and the device the API calls used. */
export interface BrowserSession {
  tokens: TokenSession;
  deviceId?: string;
}

/** A new tab signed in as `session` (in English, light), its console watched. */
export async function signedInPage(browser: Browser, session: BrowserSession) {
  const context = await browser.newContext();
  await useSession(context, session.tokens, { deviceId: session.deviceId });
  const page = await context.newPage();
  return { context, page, problems: watchConsole(page) };
}

/**
 * A new tab with no session (in English, light), its console watched; `expected` as in
 * watchConsole, `viewport` when the test needs a phone.
 */
export async function signedOutPage(
  browser: Browser,
  { viewport, expected = [] }: { viewport?: { width: number; height: number }; expected?: RegExp[] } = {},
) {
  const context = await browser.newContext(viewport ? { viewport } : {});
  await prefer(context);
  const page = await context.newPage();
  return { context, page, problems: watchConsole(page, expected) };
}

/** The full page as `<name>-<width>-<lang>-<scheme>.png`. */
// Transitions are run to their end first: a dialog caught while fading in shows through the page.
export const screenshot = (page: Page, name: string, { width, lang, scheme }: ScreenshotVariant) =>
  page.screenshot({
    path: join(shots, `${name}-${width}-${lang}-${scheme}.png`),
    fullPage: true,
    animations: 'disabled',
  });

/**
 * `shoot` on a new tab of every screenshot variant, signed in as `session` if one is given; no
 * console error may appear in any of them.
 */
export async function eachScreenshotVariant(
  browser: Browser,
  session: BrowserSession | undefined,
  shoot: (page: Page, variant: ScreenshotVariant) => Promise<void>,
) {
  for (const variant of screenshotVariants()) {
    const { width, height, lang, scheme } = variant;
    const context = await browser.newContext({ viewport: { width, height } });
    if (session) await useSession(context, session.tokens, { deviceId: session.deviceId, lang, scheme });
    else await prefer(context, lang, scheme);
    const page = await context.newPage();
    const problems = watchConsole(page);
    await shoot(page, variant);
    expect(problems).toEqual([]);
    await context.close();
  }
}

export interface PageShot {
  name: string;
  url: string;
  testId: string;
  /** The page draws a QR code: wait for it before the shot. */
  qr?: boolean;
  session?: BrowserSession;
}

/**
 * One page in every variant: shown, in the variant's language, no wider than the screen (no
 * sideways scrolling), then its screenshot.
 */
export function shootPage(browser: Browser, { name, url, testId, qr, session }: PageShot) {
  return eachScreenshotVariant(browser, session, async (page, variant) => {
    await page.goto(url);
    await expect(page.getByTestId(testId)).toBeVisible({ timeout: 30_000 });
    if (qr) await expect(page.getByTestId('qr-code').first()).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('html')).toHaveAttribute('lang', variant.lang);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      variant.width,
    );
    await screenshot(page, name, variant);
  });
}
