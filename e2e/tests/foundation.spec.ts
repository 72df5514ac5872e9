import { expect, test } from '@playwright/test';
import { watchConsole } from '../support/browser';

test('the server serves the web app, which reaches the API without console errors', async ({ page }) => {
  const problems = watchConsole(page);
  const notices = page.waitForResponse((r) => r.url().includes('/Announcement/GetAppPagedList'));
  const res = await page.goto('/');
  expect(res?.status()).toBe(200);
  expect(res?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(page).toHaveTitle(/Coffer/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Custody, wallets and payments for digital assets',
  );
  // The landing page's latest notices come from the API (seeded announcements).
  expect((await notices).status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Latest notices' })).toBeVisible();
  expect(problems).toEqual([]);
});

test('a deep link loads the app too (history fallback); an address of no page is the 404 page', async ({
  page,
}) => {
  const res = await page.goto('/assets/cash/no-such-page?currency=EUR');
  expect(res?.status()).toBe(200);
  await expect(page.getByTestId('page-not-found')).toBeVisible();
  await expect(page.getByTestId('site-header')).toBeVisible();
});
