import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { newDeviceId, newEmail, registerByApi, verifiedAccount, webClient } from '../support/accounts';
import { appReady, prefer, signInWithForm, storedToken, useSession, watchConsole } from '../support/browser';

/**
 * Prerendered public pages (issue 14): the server sends each as HTML in the reader's language, so
 * the first paint needs no JavaScript; the app then hydrates that markup (the same nodes, no
 * mismatch) and fills in what it fetches.
 */

const pages = [
  '/',
  '/products',
  '/individuals',
  '/saas',
  '/deploy',
  '/brokerage',
  '/about',
  '/contact',
  '/download',
  '/news',
  '/news/list',
  '/help',
  '/help/list',
  '/notice/list',
  // The signed-out forms: hydrated only for a signed-out visitor.
  '/user/login',
  '/user/register',
  '/user/forget',
];
/** Pages whose title is the site's alone (no page meta of their own). */
const untitled = new Set(['/brokerage', '/notice/list', '/user/login', '/user/register', '/user/forget']);

const normalise = (text: string) => text.replace(/\s+/g, ' ').trim();
const mainText = async (page: Page) => normalise(await page.locator('main').innerText());

/** A browser tab with JavaScript off, in `lang` by the app's cookie or nothing (the default). */
async function staticTab(browser: Browser, lang?: string) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  if (lang)
    await context.addCookies([
      { name: 'coffer-lang', value: lang, url: test.info().project.use.baseURL ?? '' },
    ]);
  return { context, page: await context.newPage() };
}

for (const lang of ['en', 'zh-CN'] as const) {
  test(`without JavaScript every prerendered page shows its content and title in ${lang}; hydrated, the same`, async ({
    browser,
    page,
    context,
  }) => {
    test.setTimeout(180_000);
    const still = await staticTab(browser, lang === 'en' ? undefined : lang);
    // A returning reader: the language stored, and the cookie the app writes beside it.
    await context.addInitScript((l) => localStorage.setItem('coffer.production.lang', l), lang);
    if (lang !== 'en')
      await context.addCookies([
        { name: 'coffer-lang', value: lang, url: test.info().project.use.baseURL ?? '' },
      ]);
    // Before the app runs, each tab keeps the prerendered <main>: hydration must keep that node.
    await context.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive')
          (window as unknown as { prerenderedMain: Element | null }).prerenderedMain =
            document.querySelector('main');
      });
    });
    // What the API would fill in never arrives, so the hydrated page stays as the prerender drew it.
    await page.route(/\/api\//, () => {});
    const problems = watchConsole(page);

    for (const path of pages) {
      const res = await still.page.goto(path);
      expect(res?.status(), path).toBe(200);
      expect(res?.headers()['cache-control'], path).toBe('no-cache');
      await expect(still.page.locator('html'), path).toHaveAttribute('lang', lang);
      await expect(still.page.locator('#root'), path).toHaveAttribute('data-prerendered', `${path} ${lang}`);
      await expect(still.page.getByTestId('boot-frame'), path).toHaveCount(0);
      await expect(still.page.getByTestId('site-header'), path).toBeVisible();
      const heading = still.page.locator('main h1').first();
      await expect(heading, path).toBeVisible();
      expect(normalise(await heading.innerText()), path).not.toBe('');
      const title = await still.page.title();
      if (!untitled.has(path)) expect(title, path).toMatch(/ · Coffer$/);
      if (lang === 'zh-CN') expect(await mainText(still.page), path).toMatch(/[\u4e00-\u9fff]/);
      const prerendered = await mainText(still.page);

      await page.goto(path);
      await expect(page.locator('#root'), path).toHaveAttribute('data-prerendered', `${path} ${lang}`);
      // Hydrated: the page reacts (the theme toggle's handler is attached) on the very same <main>.
      await expect(page.getByTestId('theme-toggle'), path).toHaveAttribute('data-scheme', 'light');
      await expect
        .poll(
          () =>
            page.evaluate(
              () =>
                (window as unknown as { prerenderedMain: Element | null }).prerenderedMain ===
                document.querySelector('main'),
            ),
          { message: `${path}: hydration kept the prerendered <main>` },
        )
        .toBe(true);
      expect(await mainText(page), path).toBe(prerendered);
      await expect(page, path).toHaveTitle(title);
    }
    expect(problems, 'no hydration errors in the console').toEqual([]);
    await still.context.close();
  });
}

test('hydrated, a prerendered page fills in what it fetches, with no console errors', async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto('/news');
  await expect(page.locator('#root')).toHaveAttribute('data-prerendered', '/news en');
  await expect(page.getByTestId('news-featured')).toBeVisible();
  await page.goto('/');
  await expect(page.getByTestId('news-banners')).toBeVisible();
  // A client-side move from a hydrated page renders the next page as before.
  await page.getByTestId('site-header').getByRole('link', { name: 'Coffer' }).first().waitFor();
  await page.goto('/notice/list?lang=zh-CN');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.locator('#root')).toHaveAttribute('data-prerendered', '/notice/list zh-CN');
  await expect(page.getByTestId('notice-list')).toBeVisible();
  expect(problems).toEqual([]);
});

test('the landing page paints the first banner’s picture without the app, where the carousel then shows it', async ({
  browser,
  page,
}) => {
  const still = await staticTab(browser);
  await still.page.setViewportSize({ width: 390, height: 844 });
  await still.page.goto('/');
  const picture = still.page.locator('img[src^="/landing-picture/en"]');
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const before = await picture.boundingBox();
  await still.context.close();

  await page.setViewportSize({ width: 390, height: 844 });
  // Reduced motion: the carousel does not move on by itself while it is measured.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  const slide = page.getByTestId('news-banners').locator('img').first();
  await expect.poll(() => slide.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  // The same picture (the address sends on to it), in the same place at the same size: no shift.
  const sentTo = (await page.request.get('/landing-picture/en', { maxRedirects: 0 })).headers().location;
  expect(await slide.getAttribute('src')).toBe(sentTo);
  expect(await slide.boundingBox()).toEqual(before);
});

test('on the prerendered login page a sign-in right after the app takes over works; signed in, the page sends on', async ({
  page,
  context,
  request,
}) => {
  const deviceId = newDeviceId();
  const email = newEmail('prerendered-login');
  await registerByApi(request, email, { headers: webClient(deviceId) });
  await context.addInitScript((id) => localStorage.setItem('coffer.production.deviceId', id), deviceId);
  const problems = watchConsole(page);
  await page.goto('/user/login');
  await expect(page.locator('#root')).toHaveAttribute('data-prerendered', '/user/login en');
  await appReady(page);
  await signInWithForm(page, email);
  await expect(page).not.toHaveURL(/\/user\/login/);
  expect(await storedToken(page)).not.toBeNull();
  // Signed in, the same prerendered page is not hydrated: the app renders and sends the user on.
  await page.goto('/user/login');
  await expect(page).not.toHaveURL(/\/user\/login/);
  expect(problems).toEqual([]);
});

test('hydrating keeps the ids the server drew, and every reference between parts finds its part', async ({
  page,
  request,
}) => {
  // Mantine's own useId swapped each id for a random one after hydration (a second, synchronous
  // render of every field); ours (src/lib/mantine-use-id.ts) keeps React's. Those must then be the
  // ones the prerender drew, or a part added after hydration (a tab's aria-controls) names an id
  // that is not on the page.
  for (const path of ['/user/login', '/user/register', '/user/forget']) {
    const html = await (await request.get(path)).text();
    const drawn = [...html.matchAll(/<input[^>]* id="([^"]+)"/g)].map((m) => m[1]);
    expect(drawn.length, path).toBeGreaterThan(0);
    await page.goto(path);
    await appReady(page);
    const hydrated = await page.locator('#root input[id]').evaluateAll((inputs) => inputs.map((i) => i.id));
    expect(hydrated, path).toEqual(drawn);
    const dangling = await page.evaluate(() =>
      [
        ...document.querySelectorAll('[aria-controls], [aria-labelledby], [aria-describedby], label[for]'),
      ].flatMap((el) =>
        ['aria-controls', 'aria-labelledby', 'aria-describedby', 'for']
          .flatMap((name) => (el.getAttribute(name) ?? '').split(/\s+/).filter(Boolean))
          .filter((id) => !document.getElementById(id)),
      ),
    );
    expect(dangling, path).toEqual([]);
  }
  // The labels still name their fields.
  await page.goto('/user/login');
  await appReady(page);
  await expect(
    page.getByTestId('signin-form-email').getByRole('textbox', { name: /e-?mail/i }),
  ).toBeVisible();
});

test('a page the browser renders arrives with its own chunks named in the HTML, not added by the app', async ({
  page,
  context,
  request,
}) => {
  const html = await (await request.get('/assets')).text();
  const named = (rel: string) =>
    [...html.matchAll(new RegExp(`<link rel="${rel}"[^>]* href="([^"]+)"`, 'g'))].map((m) => m[1]);
  // Chunks are named by their hash alone: the build's manifest says which file is the overview page.
  const manifest = JSON.parse(
    readFileSync(join(import.meta.dirname, '../../apps/web/dist/.vite/manifest.json'), 'utf8'),
  ) as Record<string, { file: string }>;
  const overview = manifest['src/app/routes/assets/overview.tsx']?.file;
  const route = named('modulepreload').find(
    (href) => overview !== undefined && (href ?? '').endsWith(`/${overview}`),
  );
  expect(route, 'the overview chunk is preloaded by the HTML').toBeTruthy();
  expect(named('stylesheet').length).toBeGreaterThan(5);
  const { tokens, deviceId } = await verifiedAccount(request, 'routed-page');
  await useSession(context, tokens, { deviceId });
  const problems = watchConsole(page);
  await page.goto('/assets');
  await expect(page.getByTestId('assets-total')).toBeVisible();
  // Each of the route's files is linked once: the one the HTML names (Vite's helper adds none).
  const links = await page.evaluate(
    (href) => document.querySelectorAll(`link[href="${href}"]`).length,
    route as string,
  );
  expect(links).toBe(1);
  expect(problems).toEqual([]);
});

test('a prerendered page asks for its scripts after its stylesheets; a page the browser renders does not', async ({
  request,
}) => {
  const tags = (html: string, pattern: RegExp) => [...html.matchAll(pattern)].map((m) => m[0]);
  const scripts = /<(script type="module"|link rel="modulepreload")[^>]*>/g;
  for (const path of ['/', '/user/login']) {
    const html = await (await request.get(path)).text();
    const found = tags(html, scripts);
    expect(found.length, `${path} names its scripts`).toBeGreaterThan(3);
    for (const tag of found) expect(tag, path).toContain('fetchpriority="low"');
    for (const tag of tags(html, /<link rel="stylesheet"[^>]*>/g))
      expect(tag, path).not.toContain('fetchpriority');
  }
  // Without scripts /assets shows only the loading frame: they are what it waits for.
  const routed = await (await request.get('/assets')).text();
  expect(tags(routed, scripts).filter((tag) => tag.includes('fetchpriority'))).toEqual([]);
});

test('a signed-out reader with another stored language gets the page rendered in it', async ({
  page,
  context,
}) => {
  // No cookie yet (an older visit): the server sends English, the app renders the stored Chinese.
  await context.addInitScript(() => localStorage.setItem('coffer.production.lang', 'zh-CN'));
  const problems = watchConsole(page);
  const res = await page.goto('/about');
  expect(await res?.text(), 'sent in the default language').toContain('data-prerendered="/about en"');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.locator('main h1').first()).toHaveText(/[\u4e00-\u9fff]/);
  // The app wrote the cookie: the next load is prerendered in Chinese.
  const cookies = await context.cookies();
  expect(cookies.find((c) => c.name === 'coffer-lang')?.value).toBe('zh-CN');
  await page.reload();
  await expect(page.locator('#root')).toHaveAttribute('data-prerendered', '/about zh-CN');
  expect(problems).toEqual([]);
});

test('in the dark theme a prerendered page hydrates without a mismatch, and the toggle shows the stored scheme', async ({
  page,
  context,
}) => {
  await prefer(context, 'en', 'dark');
  const problems = watchConsole(page);
  await page.goto('/products');
  await expect(page.locator('#root')).toHaveAttribute('data-prerendered', '/products en');
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expect(page.getByTestId('theme-toggle')).toHaveAttribute('data-scheme', 'dark');
  expect(problems).toEqual([]);
});

test('the console watch above would see a mismatch: markup that differs from the app is reported', async ({
  page,
}) => {
  // The server's /about with its heading changed: hydrating it must log React's mismatch error.
  await page.route('**/about', async (route) => {
    const res = await route.fetch();
    const html = (await res.text()).replace(/(<main[^>]*>[\s\S]*?<h1[^>]*>)[^<]+/, '$1Not the page');
    await route.fulfill({ response: res, body: html });
  });
  const problems = watchConsole(page);
  await page.goto('/about');
  await expect(page.getByTestId('theme-toggle')).toBeVisible();
  await expect.poll(() => problems.join('\n')).toMatch(/418|hydrat/i);
});
