import { expect, type Page, type Route, test } from '@playwright/test';
import { verifiedAccount } from '../support/accounts';
import { prefer, useSession } from '../support/browser';
import { pixelOf } from '../support/images';

// What a full page load shows (issue 12): the frame index.html paints before any of the app's code
// or styles arrive, in the stored theme; and a new load starts at the top of the page, while
// back and forward restore where the reader was.

/** Holds every request for the built app's code and styles until `release()`. */
async function holdAppFiles(page: Page) {
  const held: Route[] = [];
  let released = false;
  await page.route(/\/assets\/[^/]+\.(js|css)$/, async (route) => {
    if (released) await route.continue();
    else held.push(route);
  });
  return {
    async release() {
      released = true;
      await Promise.all(held.map((route) => route.continue()));
    },
  };
}

/** The colour the browser painted at (x, y): a screenshot waits for a frame actually drawn. */
async function paintedAt(page: Page, x: number, y: number) {
  return pixelOf(await page.screenshot({ clip: { x, y, width: 1, height: 1 }, timeout: 5_000 }));
}

for (const scheme of ['light', 'dark'] as const) {
  test(`before any script or stylesheet arrives, the frame is painted in the stored ${scheme} theme`, async ({
    page,
    context,
  }) => {
    await prefer(context, 'en', scheme);
    const app = await holdAppFiles(page);
    await page.goto('/assets', { waitUntil: 'commit' });
    const frame = page.getByTestId('boot-header');
    await expect(frame).toBeVisible();
    await expect(frame.getByText('Coffer')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
    // What was painted, not only laid out: the page below the header bar, in the theme's colour.
    const [r, g, b] = await paintedAt(page, 600, 400);
    if (scheme === 'dark') expect(r + g + b, 'a dark page').toBeLessThan(3 * 80);
    else expect(r + g + b, 'a light page').toBeGreaterThan(3 * 230);
    await app.release();
    // The app replaces the frame with its own header.
    await expect(page.getByTestId('site-header')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('boot-frame')).toHaveCount(0);
  });
}

test('a new page load starts at the top; back restores the scroll position', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  const account = await verifiedAccount(request, 'scroll');
  await useSession(context, account.tokens, { deviceId: account.deviceId });
  await page.setViewportSize({ width: 390, height: 700 });
  await page.goto('/assets');
  await expect(page.getByTestId('page-assets')).toBeVisible();
  await expect(page.getByTestId('site-footer')).toBeVisible();
  // Well inside the page (the footer, 400 ms late, is not there yet when back restores).
  await page.evaluate(() => window.scrollTo(0, 500));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThanOrEqual(500);

  // Typed into the address bar: a new load.
  await page.goto('/assets/recharge');
  await expect(page.getByTestId('page-recharge')).toBeVisible();
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  await page.goBack();
  await expect(page.getByTestId('page-assets')).toBeVisible();
  // Back where the reader was (give or take the browser's scroll anchoring), not at the top.
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThanOrEqual(500);
});
