import { createHash } from 'node:crypto';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { password, type TokenSession } from './accounts';

/** The browser side: stored preferences and tokens, the console, the sign-in form and menu. */

/**
 * Console errors and page errors, each with its page. `expected` lists those a step provokes; each
 * is tried on the message and on "<source url> <message>" (the source of a failed load is the
 * resource), so it can name the one call it allows.
 */
export function watchConsole(page: Page, expected: RegExp[] = []): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() !== 'error') return;
    const sourced = `${m.location().url} ${m.text()}`;
    if (!expected.some((e) => e.test(m.text()) || e.test(sourced)))
      problems.push(`${page.url()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`${page.url()}: ${e.message}`));
  return problems;
}

/** What the built app stores (production mode): the language and the colour scheme. */
export async function prefer(context: BrowserContext, lang = 'en', scheme = 'light') {
  await context.addInitScript(
    ([l, s]) => {
      localStorage.setItem('coffer.production.lang', l as string);
      localStorage.setItem('coffer.color-scheme', s as string);
    },
    [lang, scheme],
  );
}

/**
 * Puts the tokens where lib/session keeps them, with the language and scheme. `deviceId` makes the
 * browser the device the API calls used; `seedOnce` seeds the tokens once per tab, so a later
 * navigation does not bring back tokens the test has since signed out of.
 */
export async function useSession(
  context: BrowserContext,
  tokens: TokenSession,
  {
    lang = 'en',
    scheme = 'light',
    deviceId = '',
    seedOnce = false,
  }: { lang?: string; scheme?: string; deviceId?: string; seedOnce?: boolean } = {},
) {
  await prefer(context, lang, scheme);
  await context.addInitScript(
    ([t, id, once]) => {
      if (id) localStorage.setItem('coffer.production.deviceId', id as string);
      if (once) {
        if (sessionStorage.getItem('e2e-session-seeded')) return;
        sessionStorage.setItem('e2e-session-seeded', '1');
      }
      const session = t as TokenSession;
      localStorage.setItem('coffer.production.token', session.accessToken);
      localStorage.setItem('coffer.production.refreshToken', session.refreshToken);
      localStorage.setItem(
        'coffer.production.tokenExpiresAt',
        String(Date.now() + session.accessTokenExpireInSeconds * 1000),
      );
    },
    [tokens, deviceId, seedOnce] as const,
  );
}

/** The access token the page keeps, or null when signed out. */
export const storedToken = (page: Page) =>
  page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.endsWith('.token'));
    return key ? localStorage.getItem(key) : null;
  });

export async function signInWithForm(page: Page, email: string, secret = password) {
  const form = page.getByTestId('signin-form-email');
  // The prerendered form's button waits for the app: typing before then would be typed into markup
  // React has not taken over yet.
  await expect(form.getByTestId('signin-submit')).toBeEnabled();
  await form.getByTestId('email-input').fill(email);
  await form.getByTestId('password-input').fill(secret);
  await form.getByTestId('signin-submit').click();
}

/** Signed in: the header shows the user menu instead of the log-in link. */
export async function expectSignedIn(page: Page) {
  await expect(page.getByTestId('user-menu')).toBeVisible();
  await expect(page.getByTestId('login-link')).toHaveCount(0);
}

export async function signOut(page: Page) {
  await page.getByTestId('user-menu').click();
  await page.getByTestId('logout').click();
  await expect(page).toHaveURL(/\/user\/login$/);
}

export interface ScreenshotVariant {
  width: number;
  height: number;
  lang: 'en' | 'zh-CN';
  scheme: 'light' | 'dark';
}

/** Every screenshot variant: desktop (1280×900) and phone (390×844), en and zh-CN, light and dark. */
export function allScreenshotVariants(): ScreenshotVariant[] {
  const all: ScreenshotVariant[] = [];
  for (const [width, height] of [
    [1280, 900],
    [390, 844],
  ] as const)
    for (const lang of ['en', 'zh-CN'] as const)
      for (const scheme of ['light', 'dark'] as const) all.push({ width, height, lang, scheme });
  return all;
}

/**
 * The variants a screenshot test walks: all of them with E2E_SHOTS=all (`npm run shots`, `npm run
 * test:full`, for people to look at); otherwise one, picked by the test's title, so each test
 * still checks its page renders without console errors or sideways scrolling and the tests
 * together cover every variant, at an eighth of the time (issue 29).
 */
export function screenshotVariants(): ScreenshotVariant[] {
  const all = allScreenshotVariants();
  if (process.env.E2E_SHOTS === 'all') return all;
  const title = test.info().titlePath.join(' ');
  const pick = createHash('sha256').update(title).digest().readUInt32BE(0) % all.length;
  return [all[pick] as ScreenshotVariant];
}

/**
 * Waits until the app has taken over the page: a prerendered public page shows its buttons before
 * its script runs, and a click before hydration does nothing (main.tsx marks #root when done).
 */
export const appReady = (page: Page) =>
  expect(page.locator('#root[data-app-ready]')).toBeAttached({ timeout: 15_000 });

/**
 * Opens `path` and waits for the app to take it over: on a prerendered page (sign-in, sign-up,
 * reset and the public pages) a tab or button clicked before then does nothing, and React-hook-form
 * fields clear what was typed into them before then.
 */
export async function openReady(page: Page, path: string) {
  await page.goto(path);
  await appReady(page);
}

/** Signed out, `path` sends the visitor to log in, to come back to it after. */
export async function expectSentToLogIn(page: Page, path: string) {
  await page.goto(path);
  const back = encodeURIComponent(path).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await expect(page).toHaveURL(new RegExp(`/user/login\\?redirect=${back}$`));
}
