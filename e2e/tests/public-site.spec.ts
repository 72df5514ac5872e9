import { join } from 'node:path';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { appReady, prefer, screenshotVariants, watchConsole } from '../support/browser';
import { firstNewsId, firstNoticeId } from '../support/content';
import { shots } from '../support/screens';

/** The public site (issue 8): marketing pages, news, help centre, downloads, contact. */

/** A help article every language has: the fund PIN guide, found by its English title. */
async function helpArticleId(request: APIRequestContext): Promise<number> {
  const res = await request.get(
    '/api/services/app/foundation/HelpCenter/GetHelpCenterShowPagedList?Keyword=fund%20PIN&MaxResultCount=5',
    { headers: { 'accept-language': 'en' } },
  );
  const body = (await res.json()) as { result: { items: { id: number; title: string }[] } };
  return body.result.items.find((i) => i.title === 'Your fund PIN')?.id ?? 1;
}

type Footer = 'cta-merchant' | 'merchant' | 'cta-personal' | 'personal' | 'none';

/** Every public route, what proves it rendered, and the footer the spec (§2) gives it. */
const routes = (ids: { news: number; notice: number; help: number }) =>
  [
    { path: '/', testId: 'news-banners', footer: 'cta-merchant' },
    { path: '/products', footer: 'cta-merchant' },
    { path: '/individuals', footer: 'cta-personal' },
    { path: '/saas', footer: 'cta-merchant' },
    { path: '/deploy', footer: 'cta-merchant' },
    { path: '/brokerage', footer: 'personal' },
    { path: '/about', footer: 'personal' },
    { path: '/news', testId: 'news-featured', footer: 'personal' },
    { path: '/news/list', testId: 'news-list', footer: 'personal' },
    { path: `/news/detail/${ids.news}`, testId: 'news-body', footer: 'personal' },
    { path: '/help', testId: 'help-categories', footer: 'personal' },
    { path: '/help/list', testId: 'help-results', footer: 'personal' },
    { path: '/help/search?keyword=PIN', testId: 'help-search-count', footer: 'personal' },
    { path: `/help/detail?id=${ids.help}`, testId: 'help-body', footer: 'personal' },
    { path: '/download', testId: 'download-platforms', footer: 'none' },
    { path: '/contact', testId: 'contact-form', footer: 'personal' },
    { path: '/notice/list', testId: 'notice-list', footer: 'personal' },
    { path: `/notice/detail?id=${ids.notice}`, footer: 'personal' },
  ] satisfies { path: string; testId?: string; footer: Footer }[];

/** A catalogue key shown instead of its text (`hero.title`, `news:list.title`). */
const rawKey = /^[a-z][\w-]*(:[\w.]+|\.[a-zA-Z0-9]+){1,}$/;

for (const lang of ['en', 'zh-CN', 'zh-TW']) {
  test(`every public page renders in ${lang}, with its title, footer and no console errors`, async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(120_000);
    await prefer(context, lang);
    const problems = watchConsole(page);
    const ids = {
      news: await firstNewsId(request),
      notice: await firstNoticeId(request),
      help: await helpArticleId(request),
    };
    for (const route of routes(ids)) {
      const res = await page.goto(route.path);
      expect(res?.status(), route.path).toBe(200);
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading, route.path).toBeVisible();
      const text = (await heading.textContent())?.trim() ?? '';
      expect(text, route.path).not.toBe('');
      expect(text, route.path).not.toMatch(rawKey);
      if (route.testId) await expect(page.getByTestId(route.testId), route.path).toBeVisible();
      await expect(page.locator('html'), route.path).toHaveAttribute('lang', lang);
      await expect(page, route.path).toHaveTitle(/ · Coffer$/);
      if (lang !== 'en' && !route.path.startsWith('/notice'))
        await expect(page, route.path).toHaveTitle(/[\u4e00-\u9fff]/);
      // The footer arrives 400 ms after the page (spec §9); then its rules can be read.
      if (route.footer === 'none') {
        await page.waitForTimeout(600);
        await expect(page.getByTestId('site-footer'), route.path).toHaveCount(0);
        continue;
      }
      await expect(page.getByTestId('site-footer'), route.path).toBeVisible();
      const cta = route.footer.startsWith('cta-');
      await expect(page.getByTestId('footer-cta'), route.path).toHaveCount(cta ? 1 : 0);
      await expect(page.getByTestId('footer-register'), route.path).toHaveAttribute(
        'data-register-type',
        route.footer.replace('cta-', ''),
      );
    }
    expect(problems).toEqual([]);
  });
}

test('news: the list leads to an article, which renders its body and more news', async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto('/news/list');
  await appReady(page);
  const first = page.getByTestId('news-list').getByRole('link').first();
  const title = (await first.getByTestId('news-title').textContent())?.trim() ?? '';
  expect(title).not.toBe('');
  await first.click();
  await expect(page).toHaveURL(/\/news\/detail\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page).toHaveTitle(`${title} · Coffer`);
  const body = page.getByTestId('news-body');
  await expect(body.locator('h2').first()).toBeVisible();
  // The server's sanitised HTML: structure survives, no script does.
  await expect(body.locator('script')).toHaveCount(0);
  await expect(page.getByTestId('latest-news').getByTestId('news-card')).toHaveCount(3);
  await page
    .getByRole('link', { name: /Newsroom/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/news$/);
  await expect(page.getByTestId('news-featured')).toBeVisible();
  expect(problems).toEqual([]);
});

test('switching the language on an article shows its other version', async ({ page, request }) => {
  await page.goto(`/news/detail/${await firstNewsId(request)}`);
  const english = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  await page.getByTestId('language-menu').click();
  await page.getByTestId('language-zh-CN').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(english);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/[\u4e00-\u9fff]/);
  await expect(page.getByRole('link', { name: /新闻中心/ }).first()).toBeVisible();
});

test('news: an unknown article is a "not found" page', async ({ page }) => {
  await page.goto('/news/detail/999999');
  await expect(page.getByTestId('news-not-found')).toBeVisible();
  await page.goto('/help/detail?id=999999');
  await expect(page.getByTestId('help-not-found')).toBeVisible();
});

const searches = [
  { lang: 'en', keyword: 'fund PIN', title: 'Your fund PIN', mark: 'fund' },
  { lang: 'zh-CN', keyword: '资金密码', title: '资金密码', mark: '资金密码' },
  { lang: 'zh-TW', keyword: '資金密碼', title: '資金密碼', mark: '資金密碼' },
];

for (const { lang, keyword, title, mark } of searches) {
  test(`help: searching "${keyword}" in ${lang} finds the article and opens it`, async ({
    page,
    context,
  }) => {
    await prefer(context, lang);
    const problems = watchConsole(page);
    await page.goto('/help');
    await appReady(page);
    await page.getByTestId('help-search-input').fill(keyword);
    await page.getByTestId('help-search-submit').click();
    await expect(page).toHaveURL(/\/help\/search\?keyword=/);
    await expect(page.getByTestId('help-search-count')).toBeVisible();
    const results = page.getByTestId('help-results');
    await expect(results.locator('mark').first()).toHaveText(new RegExp(mark, 'i'));
    const hit = results.getByRole('link', { name: title, exact: true });
    await expect(hit).toBeVisible();
    await hit.click();
    await expect(page).toHaveURL(/\/help\/detail\?id=\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByTestId('help-body')).toBeVisible();
    expect(problems).toEqual([]);
  });
}

test('help: a search without matches says so and offers the topics', async ({ page }) => {
  await page.goto('/help/search?keyword=zzqqxx');
  await expect(page.getByTestId('help-search-empty')).toBeVisible();
  await expect(page.getByTestId('help-search-count')).toHaveText('0 articles match “zzqqxx”');
});

test('help: a topic lists its articles beside the topics', async ({ page }) => {
  await page.goto('/help');
  await appReady(page);
  await page.getByRole('link', { name: /All 6 articles/ }).click();
  await expect(page).toHaveURL(/\/help\/list\?categoryId=\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Account & security');
  await expect(page.getByTestId('help-results').locator('article')).toHaveCount(6);
  await expect(
    page.getByRole('navigation', { name: 'Help topics' }).locator('[aria-current=page]'),
  ).toContainText('Account & security');
});

test('contact: consent is required; a good message is accepted, a second at once is rate-limited', async ({
  page,
}) => {
  const problems = watchConsole(page);
  const sent: number[] = [];
  page.on('response', (r) => {
    if (r.url().includes('/ContactUs/AddContactUs')) sent.push(r.status());
  });
  await page.goto('/contact');
  await appReady(page);
  const form = page.getByTestId('contact-form');

  // Nothing filled: every field says what it needs, and nothing is sent.
  await page.getByTestId('contact-submit').click();
  await expect(form.getByText('Please enter your name.')).toBeVisible();
  await expect(form.getByText('Enter a valid e-mail address.')).toBeVisible();
  await expect(form.getByText('Please enter a subject.')).toBeVisible();
  await expect(form.getByText('Please write at least 10 characters.')).toBeVisible();

  await page.getByLabel('Your name').fill('Mei Chen');
  await page.getByLabel('E-mail address').fill('mei.chen@example.com');
  await page.getByLabel('Subject').fill('Custody for our family office');
  await page
    .getByRole('textbox', { name: /^Message/ })
    .fill('We hold about 40 BTC and would like segregated custody with two signers. Who can we talk to?');
  await page.getByTestId('contact-submit').click();
  await expect(form.getByText('Please agree to the use of your data to handle your message.')).toBeVisible();
  expect(sent).toEqual([]);

  await page.getByTestId('contact-consent').check();
  await page.getByTestId('contact-submit').click();
  await expect(page.getByTestId('contact-success')).toContainText('Thank you, Mei Chen');
  await expect(page.getByTestId('contact-success')).toContainText('mei.chen@example.com');
  expect(sent).toEqual([200]);

  // A second message straight away: the server's rate limit, told in words.
  await page.getByRole('button', { name: 'Send another message' }).click();
  await expect(page.getByLabel('Your name')).toHaveValue('Mei Chen');
  await page.getByLabel('Subject').fill('One more thing');
  await page
    .getByRole('textbox', { name: /^Message/ })
    .fill('Do you also support USDT on TRON for the family office account?');
  await page.getByTestId('contact-consent').check();
  await page.getByTestId('contact-submit').click();
  await expect(page.getByTestId('contact-rate-limited')).toContainText('Please wait a moment');
  expect(sent).toEqual([200, 429]);
  expect(problems.filter((p) => !p.includes('429'))).toEqual([]);
});

test('download: the seeded versions, their notes and QR codes for the phones', async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto('/download');
  const cards = page.getByTestId('download-platforms');
  await expect(cards.getByTestId('download-android')).toContainText('Version 3.5.2');
  await expect(cards.getByTestId('download-android')).toContainText(
    'Faster sign-in by QR code; USDT on TRON.',
  );
  await expect(cards.getByTestId('download-ios')).toContainText('Version 3.5.1');
  await expect(cards.getByTestId('download-windows')).toContainText('Version 2.1.0');
  await expect(cards.getByTestId('download-macos')).toContainText('Version 2.1.0');
  await expect(cards.getByTestId('qr-code')).toHaveCount(2);
  await expect(cards.getByTestId('download-android').getByRole('link')).toHaveAttribute(
    'href',
    'https://download.coffer.example/android/coffer-3.5.2.apk',
  );
  await expect(page.getByTestId('download-history')).toContainText('3.4.0');
  await expect(page.getByTestId('download-history')).toContainText('Multisig signing from the app.');
  expect(problems).toEqual([]);
});

test('download: notes in Simplified Chinese', async ({ page, context }) => {
  await prefer(context, 'zh-CN');
  await page.goto('/download');
  await expect(page.getByTestId('download-android')).toContainText('扫码登录更快；支持 TRON 网络 USDT。');
});

test('/?to=card scrolls to the card section, 60 px under the top', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/?to=card');
  const card = page.locator('#card');
  await expect(card).toBeVisible();
  await expect
    .poll(async () => Math.round((await card.boundingBox())?.y ?? -1), { timeout: 5000 })
    .toBeGreaterThanOrEqual(55);
  await expect.poll(async () => Math.round((await card.boundingBox())?.y ?? 999)).toBeLessThanOrEqual(65);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
});

test('/about?to=team scrolls to the team', async ({ page }) => {
  await page.goto('/about?to=team');
  await expect
    .poll(async () => Math.round((await page.locator('#team').boundingBox())?.y ?? 999))
    .toBeLessThanOrEqual(65);
});

test('the landing carousel shows the rotation banners and moves between them', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await appReady(page);
  const banners = page.getByTestId('news-banners');
  await expect(banners.getByRole('link')).toHaveCount(3);
  await expect(banners.getByRole('link').first()).toHaveAttribute('href', /^\/news\/detail\/\d+$/);
  const dots = banners.getByRole('button', { name: /Show banner/ });
  await expect(dots).toHaveCount(3);
  await dots.nth(2).click();
  await expect(dots.nth(2)).toHaveAttribute('aria-current', 'true');
});

test('screenshots: landing, a news article and the help centre', { tag: '@screens' }, async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const newsId = await firstNewsId(request);
  const pages = [
    { name: 'landing', path: '/', ready: 'news-banners' },
    { name: 'news-article', path: `/news/detail/${newsId}`, ready: 'news-body' },
    { name: 'help', path: '/help', ready: 'help-categories' },
  ];
  for (const { width, height, scheme, lang } of screenshotVariants()) {
    const context = await browser.newContext({ viewport: { width, height } });
    await prefer(context, lang, scheme);
    const page = await context.newPage();
    for (const shot of pages) {
      await page.goto(shot.path);
      await expect(page.getByTestId(shot.ready)).toBeVisible();
      await expect(page.getByTestId('site-footer')).toBeVisible();
      // Lazy images load as they come into view: pass over the page once.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 600) {
          window.scrollTo(0, y);
          await new Promise((r) => setTimeout(r, 60));
        }
        window.scrollTo(0, 0);
      });
      await page.waitForLoadState('networkidle');
      await page.screenshot({
        path: join(shots, `public-${shot.name}-${width}-${scheme}-${lang}.png`),
        fullPage: true,
      });
    }
    await context.close();
  }
});
