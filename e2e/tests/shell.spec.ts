import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';

const shots = join(import.meta.dirname, '../../.test-output/screens');
mkdirSync(shots, { recursive: true });

/** What the built app stores (production mode): the language and the colour scheme. */
async function prefer(context: BrowserContext, lang: string, scheme: string) {
  await context.addInitScript(
    ([l, s]) => {
      localStorage.setItem('coffer.production.lang', l as string);
      localStorage.setItem('coffer.color-scheme', s as string);
    },
    [lang, scheme],
  );
}

function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(e.message));
  return problems;
}

async function firstNoticeId(page: Page): Promise<number> {
  const res = await page.request.get(
    '/api/services/app/foundation/Announcement/GetAppPagedList?MaxResultCount=1',
  );
  const body = (await res.json()) as { result: { items: { id: number }[] } };
  return body.result.items[0]?.id ?? 1;
}

/** Every route of the table, and what proves it rendered. */
const routes: { path: string | ((page: Page) => Promise<string>); testId?: string; heading?: RegExp }[] = [
  { path: '/', heading: /./ },
  { path: '/notice/list', testId: 'notice-list' },
  { path: async (page) => `/notice/detail?id=${await firstNoticeId(page)}`, heading: /./ },
  { path: '/maintain', testId: 'page-maintain' },
  { path: '/error', testId: 'page-error' },
  { path: '/error/404', testId: 'page-not-found' },
  { path: '/error/500', testId: 'page-server-error' },
  { path: '/no/such/page', testId: 'page-not-found' },
];

for (const lang of ['en', 'zh-CN']) {
  for (const scheme of ['light', 'dark']) {
    test(`every route renders in ${lang}, ${scheme}, without console errors`, async ({ page, context }) => {
      await prefer(context, lang, scheme);
      const problems = watchConsole(page);
      for (const route of routes) {
        const path = typeof route.path === 'string' ? route.path : await route.path(page);
        const res = await page.goto(path);
        expect(res?.status(), path).toBe(200);
        if (route.testId) await expect(page.getByTestId(route.testId), path).toBeVisible();
        if (route.heading)
          await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(route.heading);
        await expect(page.locator('html'), path).toHaveAttribute('lang', lang);
        await expect(page.locator('html'), path).toHaveAttribute('data-mantine-color-scheme', scheme);
        if (path === '/maintain') await expect(page.getByTestId('site-header')).toHaveCount(0);
        else await expect(page.getByTestId('site-header'), path).toBeVisible();
      }
      expect(problems).toEqual([]);
    });
  }
}

test('screenshots of / at 1280 and 390 px, light and dark', async ({ browser }) => {
  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    for (const scheme of ['light', 'dark']) {
      const context = await browser.newContext({ viewport: { width, height } });
      await prefer(context, 'en', scheme);
      const page = await context.newPage();
      await page.goto('/');
      await expect(page.getByTestId('site-footer')).toBeVisible();
      await page.screenshot({ path: join(shots, `home-${width}-${scheme}.png`), fullPage: true });
      await context.close();
    }
  }
});

test('GB visitors get the regulatory pop-up; "I Understand" closes it', async ({ browser }) => {
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-geoip-country': 'GB' } });
  const page = await context.newPage();
  const problems = watchConsole(page);
  await page.goto('/');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(
    'These products are not available to individuals and entities based in or originating from the United Kingdom.',
  );
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeVisible();
  await dialog.getByRole('button', { name: 'I Understand' }).click();
  await expect(dialog).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(problems).toEqual([]);
  await context.close();
});

test('other countries see no pop-up', async ({ browser }) => {
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-geoip-country': 'AE' } });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByTestId('site-footer')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await context.close();
});

test('at phone width the navigation moves into the slide-out menu', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByTestId('product-menu')).toBeHidden();
  await page.getByTestId('mobile-menu-button').click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/user/login');
  await drawer.getByText('Products', { exact: true }).click();
  await expect(drawer.getByRole('link', { name: 'Brokerage' })).toBeVisible();
  await drawer.getByRole('link', { name: 'Notices' }).click();
  await expect(page).toHaveURL(/\/notice\/list$/);
  await expect(drawer).toBeHidden();
  await context.close();
});

test('the language switch changes every text, dates and the html lang', async ({ page }) => {
  await page.goto('/notice/list');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Notices');
  const firstDate = await page.locator('[data-testid=notice-list] time').first().textContent();
  await page.getByTestId('language-menu').click();
  await page.getByTestId('language-zh-CN').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('公告');
  await expect(page.getByRole('link', { name: '登录' })).toBeVisible();
  await expect(page.locator('[data-testid=notice-list] time').first()).not.toHaveText(firstDate ?? '');
  await expect(page.locator('[data-testid=notice-list] time').first()).toContainText('年');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('公告');
});

test('?lang=zh-hant opens in Simplified Chinese', async ({ page }) => {
  await page.goto('/?lang=zh-hant');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
});

test('the theme switch persists and is applied before the app script runs (no flash)', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
  await page.getByTestId('theme-toggle').click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  // Without the app's code, only the pre-paint script can set the scheme.
  await page.route(/\/assets\/index-[^/]+\.js$/, (route) => route.abort());
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(background).not.toBe('rgb(255, 255, 255)');
});

test('the notice bell lists the latest five notices, linking to their detail', async ({ page }) => {
  await page.goto('/');
  await page.getByTestId('notice-bell').click();
  const list = page.getByTestId('notice-bell-list');
  const items = list.getByRole('menuitem');
  await expect(items).toHaveCount(6); // five notices and "view all"
  const first = items.first();
  const title = (await first.locator('p').first().textContent()) ?? '';
  await expect(first).toHaveAttribute('href', /\/notice\/detail\?id=\d+$/);
  await first.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
});

test('the footer comes after the page, with the call to action and merchant sign-up on /', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByTestId('footer-cta-register')).toHaveAttribute(
    'href',
    '/user/register?type=merchant',
  );
  await expect(page.getByTestId('site-footer')).toContainText('partners@coffer.example');
  await page.goto('/notice/list');
  await expect(page.getByTestId('site-footer')).toBeVisible();
  await expect(page.getByTestId('footer-cta')).toHaveCount(0);
  await expect(page.getByTestId('footer-register')).toHaveAttribute('href', '/user/register?type=personal');
  await page.goto('/maintain');
  await page.waitForTimeout(600);
  await expect(page.getByTestId('site-footer')).toHaveCount(0);
});

test('?to=apply scrolls to that section of the landing page, 60 px below the top', async ({ page }) => {
  await page.goto('/?to=apply');
  await expect(page.locator('#apply')).toBeVisible();
  await expect
    .poll(async () =>
      page.evaluate(() => Math.round(document.getElementById('apply')?.getBoundingClientRect().top ?? -1)),
    )
    .toBe(60);
});

test('app mode (?from=app) shows neither header nor footer', async ({ page }) => {
  await page.goto('/notice/list?from=app');
  await expect(page.getByTestId('notice-list')).toBeVisible();
  await page.waitForTimeout(600);
  await expect(page.getByTestId('site-header')).toHaveCount(0);
  await expect(page.getByTestId('site-footer')).toHaveCount(0);
  expect(await page.evaluate(() => typeof (window as { setAppToken?: unknown }).setAppToken)).toBe(
    'function',
  );
});
