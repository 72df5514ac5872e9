import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { type Account, signInByApi, verifiedAccount, webClient } from '../support/accounts';
import { prefer, useSession } from '../support/browser';
import { ops } from '../support/console';

/**
 * No link of ours leads to "Page not found" (issue 12): for each role, every internal link of every
 * page it can reach — the header's menus at desktop width, the slide-out menu at phone width, the
 * footer and the pages themselves — is opened once (by path), and none may answer the 404 page.
 * Menus, the footer and pages derive their links from the router's table, so an area that is not
 * built has no link in, and building its routes turns them on.
 *
 * Signed out, and signed in as each role: personal, enterprise, merchant and acceptor accounts of
 * this file's own. The acceptor is made by the operator (`p2p:dealer`), never the demo acceptor:
 * a web sign-in ends the account's other web session, and the OTC spec holds the demo acceptor's.
 */

/** Server endpoints (files, images) are not pages. */
const isPage = (pathname: string) => !/^\/(m\/|c\/)?api\//.test(pathname);

/** The internal links in the part of the page `scope` selects, as paths with their query. */
async function hrefsIn(page: Page, scope = 'body'): Promise<string[]> {
  return page.locator(scope).evaluateAll((roots) => {
    const found: string[] = [];
    for (const root of roots)
      for (const a of root.querySelectorAll('a[href]')) {
        const url = new URL((a as HTMLAnchorElement).href, window.location.href);
        if (url.origin === window.location.origin) found.push(`${url.pathname}${url.search}`);
      }
    return found;
  });
}

/** The page has rendered its route: the layout's main area, with no route loader in it. */
async function settle(page: Page) {
  await page.locator('#main').waitFor({ timeout: 10_000 });
  await expect(page.locator('#main > .mantine-Center-root .mantine-Loader-root')).toHaveCount(0);
}

/**
 * Opens `href` inside the running app, as a link would (the router follows the history), which is
 * several times faster than loading the whole app again for each of some 50 pages. The page shown
 * before is marked, and the new one has rendered when the marked content is gone (a redirect back
 * to the same page leaves it: then after a few seconds).
 */
async function openInApp(page: Page, href: string) {
  await page.evaluate((to) => {
    for (const element of document.querySelectorAll('#main > *')) element.setAttribute('data-crawl-left', '');
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, href);
  await page
    .waitForFunction(() => !document.querySelector('#main > [data-crawl-left]'), undefined, {
      timeout: 4_000,
    })
    .catch(() => undefined);
  await settle(page);
}

/** One visit per page: numeric ids (a news article's path) stand for any id. */
const pageKey = (pathname: string) => pathname.replace(/\/\d+(?=\/|$)/g, '/:id');

/** Every dropdown of the desktop header, opened one after another, then the slide-out menu. */
async function menuHrefs(page: Page): Promise<string[]> {
  const found: string[] = [];
  // By the keyboard, the pointer kept away: the header menus also open on hover, and a trigger
  // swapped in under a resting pointer gets its hover a moment later, reopening a menu just closed
  // (the pointer-driven version of this loop left a menu open now and then).
  await page.mouse.move(0, 0);
  for (const testId of ['product-menu', 'assets-menu', 'orders-menu', 'merchant-menu', 'user-menu']) {
    const trigger = page.getByTestId(testId);
    if ((await trigger.count()) === 0) continue;
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menu')).toBeVisible();
    found.push(...(await hrefsIn(page, '[role=menu]')));
    await page.getByRole('menu').press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
  }
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByTestId('mobile-menu-button').click();
  const drawer = page.getByTestId('mobile-menu');
  await expect(drawer.locator('nav')).toBeVisible();
  // Open every group (the grouped entries are buttons; the log-out button is not one of them).
  for (const group of await drawer.locator('nav button.mantine-NavLink-root').all()) await group.click();
  found.push(...(await hrefsIn(page, '[data-testid=mobile-menu] .mantine-Drawer-content')));
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 1280, height: 800 });
  return found;
}

/**
 * Opens `start`, gathers the menus' and the footer's links there, then opens every internal link
 * of every page reached, each page once; answers the links that led to the 404 page.
 */
async function crawl(page: Page, start: string[]): Promise<string[]> {
  const queued = new Map<string, { href: string; from: string }>();
  const queue: string[] = [];
  const enqueue = (hrefs: string[], from: string) => {
    for (const href of hrefs) {
      const pathname = href.split('?')[0] ?? href;
      const key = pageKey(pathname);
      if (!isPage(pathname) || queued.has(key)) continue;
      queued.set(key, { href, from });
      queue.push(key);
    }
  };
  const [first = '/', ...others] = start;
  await page.goto(first);
  await settle(page);
  await expect(page.getByTestId('site-footer')).toBeVisible();
  // The first page is read where it is; the others are opened like any link.
  queued.set(pageKey(first), { href: first, from: 'the start' });
  enqueue(others, 'the start');
  enqueue(await hrefsIn(page), first);
  enqueue(await menuHrefs(page), 'the header menus');
  enqueue(await hrefsIn(page, '[data-testid=site-footer]'), 'the footer');

  const broken: string[] = [];
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    const { href, from } = queued.get(next) ?? { href: next, from: '?' };
    await openInApp(page, href);
    if ((await page.getByTestId('page-not-found').count()) > 0) {
      broken.push(`${href} (linked from ${from})`);
      continue;
    }
    enqueue(await hrefsIn(page), href);
  }
  expect(queued.size, 'the crawl reached the site').toBeGreaterThan(15);
  return broken;
}

async function signedInAs(context: BrowserContext, account: Pick<Account, 'tokens' | 'deviceId'>) {
  await useSession(context, account.tokens, { deviceId: account.deviceId });
}

test.describe('no internal link leads to the 404 page', () => {
  test.describe.configure({ timeout: 180_000 });
  test.use({ viewport: { width: 1280, height: 800 } });

  test('signed out', async ({ page, context }) => {
    await prefer(context);
    expect(await crawl(page, ['/'])).toEqual([]);
  });

  for (const kind of ['personal', 'enterprise', 'merchant'] as const)
    test(`signed in as a verified ${kind} account`, async ({ page, context, request }) => {
      await signedInAs(context, await verifiedAccount(request, `links-${kind}`, { kind }));
      expect(await crawl(page, ['/assets', '/'])).toEqual([]);
    });

  test('signed in as an acceptor', async ({ page, context, request }) => {
    const account = await verifiedAccount(request, 'links-acceptor');
    await ops('p2p:dealer', account.uid);
    // The account type is read at sign-in: the dealer signs in again, as the operator tells them.
    const deviceId = account.deviceId;
    const tokens = await signInByApi(request, account.email, { headers: webClient(deviceId) });
    await signedInAs(context, { tokens, deviceId });
    expect(await crawl(page, ['/assets', '/'])).toEqual([]);
  });
});
