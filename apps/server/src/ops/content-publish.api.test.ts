import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness';
import { contentResources, helpTranslations, newsArticles, newsTranslations } from '../db/schema';
import { bannerPng } from '../seed/png';
import type { OpsCommand } from './cli';
import { helpCategoryCommand, helpPublishCommand } from './help-publish';
import { newsPublishCommand } from './news-publish';

const t = useTestApp();
const lines: string[] = [];
const dir = mkdtempSync(join(tmpdir(), 'coffer-ops-content-'));
const run = (command: OpsCommand, values: Record<string, unknown>, positionals: string[] = []) =>
  command.run({ database: t.database, modules: t.modules, values, positionals, out: (l) => lines.push(l) });
const file = (name: string, text: string | Buffer) => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};
const lastId = () => Number(lines.at(-1)?.match(/\d+/)?.[0]);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('ops news:publish', () => {
  it('publishes Markdown with front matter, its images and cover, onto the carousel', async () => {
    file('cover.png', bannerPng([1, 2, 3], [4, 5, 6], [], 40, 20));
    file('chart.png', bannerPng([9, 9, 9], [200, 9, 9], [], 20, 20));
    const md = file(
      'launch.md',
      [
        '---',
        'title: "Coffer launches in Singapore"',
        'summary: Custody for SGD clients.',
        'cover: cover.png',
        'rotation: "1:2"',
        '---',
        'We are live. <script>alert(1)</script>',
        '',
        '![Growth](chart.png) ![Remote](https://tracker.example/x.gif)',
      ].join('\n'),
    );
    await run(newsPublishCommand, { lang: 'en' }, [md]);
    expect(lines.at(-2)).toBe(
      'Left out https://tracker.example/x.gif: only images stored with the article are shown.',
    );
    expect(lines.at(-1)).toMatch(/^News \d+ published in en with 1 image\(s\)\.$/);
    const id = lastId();
    t.clock.now = new Date(Date.now() + 1000); // the app's clock was fixed before publishing

    const res = await t.call({ method: 'GET', url: `/c/api/News/GetNewsById?id=${id}` });
    const article = res.body.Data as { Title: string; Summary: string; Content: string; CoverUrl: string };
    expect(article.Title).toBe('Coffer launches in Singapore');
    expect(article.Summary).toBe('Custody for SGD clients.');
    expect(article.Content).toContain('&lt;script&gt;');
    expect(article.Content).toMatch(/<img src="\/c\/api\/News\/GetNewsResource\?id=\d+" alt="Growth" \/>/);
    expect(article.Content).not.toContain('tracker.example');
    expect(article.CoverUrl).toMatch(/GetNewsResource\?id=\d+$/);
    const banners = await t.call({ method: 'GET', url: '/c/api/News/GetRotationList?type=1' });
    expect(banners.body.Data).toMatchObject([{ NewsId: id, Sort: 2 }]);
    expect(await t.db.select({ id: contentResources.id }).from(contentResources)).toHaveLength(2);
  });

  it('adds a language version with --id, the options winning over the front matter', async () => {
    const [article] = await t.db.select({ id: newsArticles.id }).from(newsArticles);
    const md = file('zh.md', '---\ntitle: 被覆盖的标题\n---\n我们已上线。\n');
    await run(newsPublishCommand, { lang: 'zh-CN', id: String(article?.id), title: 'Coffer 登陆新加坡' }, [
      md,
    ]);
    expect(lines.at(-1)).toBe(`News ${article?.id}: zh-CN version saved.`);
    const res = await t.call({
      method: 'GET',
      url: `/c/api/News/GetNewsById?id=${article?.id}&languageCode=zh-CN`,
    });
    expect(res.body.Data).toMatchObject({
      Title: 'Coffer 登陆新加坡',
      Summary: '我们已上线。',
      Languages: ['en', 'zh-CN'],
    });
  });

  it('refuses bad options, missing files and non-images, writing nothing', async () => {
    const before = await t.db.select().from(newsTranslations);
    const ok = file('ok.md', '---\ntitle: Fine\n---\nText.');
    await expect(run(newsPublishCommand, { lang: 'fr' }, [ok])).rejects.toThrow(/lang/);
    await expect(run(newsPublishCommand, { lang: 'en' }, [])).rejects.toThrow(/exactly one Markdown file/);
    await expect(run(newsPublishCommand, { lang: 'en' }, [join(dir, 'missing.md')])).rejects.toThrow(
      /ENOENT/,
    );
    await expect(run(newsPublishCommand, { lang: 'en', rotation: ['9'] }, [ok])).rejects.toThrow(/rotation/);
    const untitled = file('untitled.md', 'No title here.');
    await expect(run(newsPublishCommand, { lang: 'en' }, [untitled])).rejects.toThrow(/title/);
    const broken = file('broken.md', '---\ntitle: x\n---\n![a](nope.png)');
    await expect(run(newsPublishCommand, { lang: 'en' }, [broken])).rejects.toThrow(
      /Image not found: nope.png/,
    );
    file('fake.png', '<svg onload="alert(1)"/>');
    const fake = file('fake.md', '---\ntitle: x\ncover: fake.png\n---\nText.');
    await expect(run(newsPublishCommand, { lang: 'en' }, [fake])).rejects.toThrow(/cover: not a PNG/);
    await expect(run(newsPublishCommand, { lang: 'en', id: '99999' }, [ok])).rejects.toThrow(
      /No news article/,
    );
    expect(await t.db.select().from(newsTranslations)).toEqual(before);
  });
});

describe('ops help:category and help:publish', () => {
  it('creates a category, publishes an article into it and adds a translation', async () => {
    await run(helpCategoryCommand, { code: 'wallets', lang: 'en', name: 'Wallets', sort: '1' });
    await run(helpCategoryCommand, { code: 'wallets', lang: 'zh-TW', name: '錢包' });
    expect(lines.at(-1)).toMatch(/^Help category wallets \(\d+\): zh-TW name saved\.$/);
    const md = file(
      'multisig.md',
      '---\ntitle: Multisig wallets\ncategory: wallets\n---\nAt least **2** signatures.',
    );
    await run(helpPublishCommand, { lang: 'en' }, [md]);
    expect(lines.at(-1)).toMatch(/^Help article \d+ published in en\.$/);
    const id = lastId();
    const zh = file('multisig-zh.md', '至少需要 **2** 個簽名。');
    await run(helpPublishCommand, { lang: 'zh-TW', id: String(id), title: '多簽錢包' }, [zh]);
    t.clock.now = new Date(Date.now() + 1000);
    const res = await t.call({
      method: 'GET',
      url: `/api/services/app/foundation/HelpCenter/GetApp?id=${id}`,
      headers: { 'accept-language': 'zh-TW' },
    });
    expect(res.body.result).toMatchObject({
      title: '多簽錢包',
      body: '<p>至少需要 <strong>2</strong> 個簽名。</p>',
      categoryName: '錢包',
    });
  });

  it('refuses a new article without a category, an unknown category or a bad code', async () => {
    const before = await t.db.select().from(helpTranslations);
    const md = file('plain.md', 'Body.');
    await expect(run(helpPublishCommand, { lang: 'en', title: 'x' }, [md])).rejects.toThrow(/--category/);
    await expect(run(helpPublishCommand, { lang: 'en', title: 'x', category: 'nope' }, [md])).rejects.toThrow(
      /No help category/,
    );
    await expect(run(helpCategoryCommand, { code: 'Bad Code', lang: 'en', name: 'x' })).rejects.toThrow(
      /code/,
    );
    expect(await t.db.select().from(helpTranslations)).toEqual(before);
  });
});
