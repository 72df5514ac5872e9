import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness';
import { contentResources, newsArticles, newsTranslations } from '../../db/schema';
import { bannerPng } from '../../seed/png';
import { createNewsPublisher } from './news.service';

const list = '/c/api/News/GetNewsPageList';
const one = '/c/api/News/GetNewsById';
const rotation = '/c/api/News/GetRotationList';
const resource = '/c/api/News/GetNewsResource';
const day = 86_400_000;

type Item = { Id: number; Title: string; Summary: string; CoverUrl: string | null; LanguageCode: string };
type Page = { TotalCount: number; Items: Item[] };

const t = useTestApp();
const ids: number[] = [];
let hostileId = 0;
let scheduledId = 0;
const cover = bannerPng([10, 20, 30], [200, 210, 220], [], 64, 32);
const inline = bannerPng([90, 20, 30], [20, 210, 120], [], 32, 32);

beforeAll(async () => {
  const publisher = createNewsPublisher(t.db, () => t.clock.now);
  const at = (daysAgo: number) => new Date(t.clock.now.getTime() - daysAgo * day);
  for (let i = 1; i <= 12; i++) {
    const id = await publisher.publish({
      languageCode: 'en',
      title: `News ${i}`,
      summary: i === 1 ? undefined : `Summary ${i}`,
      markdown: i === 1 ? `First paragraph of news one.\n\n![chart](chart.png)\n\nMore.` : `Body ${i}`,
      images: i === 1 ? new Map([['chart.png', inline]]) : undefined,
      cover: i <= 2 ? cover : undefined,
      publishTime: at(20 - i),
      rotations: i % 4 === 0 ? [{ type: 1, sort: 12 - i }] : undefined,
    });
    ids.push(id);
    if (i % 2 === 0)
      await publisher.saveVersion(id, {
        languageCode: 'zh-CN',
        title: `新闻 ${i}`,
        summary: `摘要 ${i}`,
        markdown: `正文 ${i}`,
      });
  }
  hostileId = await publisher.publish({
    languageCode: 'en',
    title: 'Hostile',
    markdown: [
      '<script>alert(1)</script>',
      '[click](javascript:alert(1))',
      '<img src=x onerror=alert(1)>',
      '![x](https://tracker.example/p.gif)',
      '[ok](https://example.com)',
    ].join('\n\n'),
    publishTime: at(30),
  });
  scheduledId = await publisher.publish({
    languageCode: 'en',
    title: 'Tomorrow',
    markdown: 'Not yet.',
    publishTime: at(-1),
    rotations: [{ type: 1, sort: 0 }],
  });
  // Only in Traditional Chinese: no English version to fall back on.
  await publisher.publish({
    languageCode: 'zh-TW',
    title: '僅有繁體',
    markdown: '內容',
    publishTime: at(40),
  });
});

const page = async (payload: Record<string, unknown>, headers: Record<string, string> = {}) => {
  const res = await t.call({ method: 'POST', url: list, payload, headers });
  expect(res.status).toBe(200);
  expect(res.body).toMatchObject({ StatusCode: '200', Error: null });
  return res.body.Data as Page;
};

describe('POST content News/GetNewsPageList', () => {
  it('lists published articles newest first, in pages', async () => {
    const first = await page({ skipCount: 0, maxResultCount: 5 });
    expect(first.TotalCount).toBe(13);
    expect(first.Items.map((n) => n.Title)).toEqual(['News 12', 'News 11', 'News 10', 'News 9', 'News 8']);
    const last = await page({ skipCount: 10, maxResultCount: 5 });
    expect(last.Items.map((n) => n.Title)).toEqual(['News 2', 'News 1', 'Hostile']);
    const beyond = await page({ skipCount: 100, maxResultCount: 5 });
    expect(beyond).toEqual({ TotalCount: 13, Items: [] });
  });

  it('gives each item its summary, cover path and language', async () => {
    const all = await page({ maxResultCount: 50 });
    const news1 = all.Items.find((n) => n.Title === 'News 1');
    expect(news1?.Summary).toBe('First paragraph of news one. chart More.');
    expect(news1?.CoverUrl).toMatch(/^\/c\/api\/News\/GetNewsResource\?id=\d+$/);
    expect(all.Items.find((n) => n.Title === 'News 3')?.CoverUrl).toBeNull();
    expect(new Set(all.Items.map((n) => n.LanguageCode))).toEqual(new Set(['en']));
  });

  it('answers in the language asked, falling back to English per article', async () => {
    const zh = await page({ languageCode: 'zh-CN', maxResultCount: 3 });
    expect(zh.Items.map((n) => [n.Title, n.LanguageCode])).toEqual([
      ['新闻 12', 'zh-CN'],
      ['News 11', 'en'],
      ['新闻 10', 'zh-CN'],
    ]);
    const byHeader = await page({ maxResultCount: 1 }, { 'accept-language': 'zh-CN,zh;q=0.9' });
    expect(byHeader.Items[0]?.Title).toBe('新闻 12');
    const lowerCase = await page({ languageCode: 'zh-cn', maxResultCount: 1 });
    expect(lowerCase.Items[0]?.Title).toBe('新闻 12');
  });

  it('shows an article with no English version only to readers of its language', async () => {
    expect((await page({ languageCode: 'en', maxResultCount: 50 })).TotalCount).toBe(13);
    const tw = await page({ languageCode: 'zh-TW', maxResultCount: 50 });
    expect(tw.TotalCount).toBe(14);
    expect(tw.Items.at(-1)).toMatchObject({ Title: '僅有繁體', LanguageCode: 'zh-TW' });
  });

  it('refuses out-of-range paging and unknown languages, naming the field', async () => {
    for (const [payload, field] of [
      [{ maxResultCount: 51 }, 'maxResultCount'],
      [{ maxResultCount: 0 }, 'maxResultCount'],
      [{ skipCount: -1 }, 'skipCount'],
      [{ skipCount: 1.5 }, 'skipCount'],
      [{ languageCode: 'fr' }, 'languageCode'],
    ] as const) {
      const res = await t.call({ method: 'POST', url: list, payload });
      expect(res.status, JSON.stringify(payload)).toBe(400);
      expect(res.body).toMatchObject({ StatusCode: '400', Data: null, Error: { code: 400 } });
      const fields = (res.body.Error as { validationErrors: { field: string }[] }).validationErrors;
      expect(fields.map((f) => f.field)).toContain(field);
    }
  });
});

describe('GET content News/GetNewsById', () => {
  it('returns the article with its HTML, cover, languages and times', async () => {
    const res = await t.call({ method: 'GET', url: `${one}?id=${ids[1]}&languageCode=zh-CN` });
    expect(res.status).toBe(200);
    const n = res.body.Data as Record<string, unknown>;
    expect(n).toMatchObject({ Id: ids[1], Title: '新闻 2', Summary: '摘要 2', Content: '<p>正文 2</p>' });
    expect(n.Languages).toEqual(['en', 'zh-CN']);
    expect(n.LanguageCode).toBe('zh-CN');
    expect(n.CoverUrl).toMatch(/^\/c\/api\/News\/GetNewsResource\?id=\d+$/);
    expect(Date.parse(n.UpdateTime as string)).toBeGreaterThanOrEqual(Date.parse(n.PublishTime as string));
  });

  it('falls back to English when the article lacks the language', async () => {
    const res = await t.call({ method: 'GET', url: `${one}?id=${ids[0]}&languageCode=zh-TW` });
    expect(res.body.Data).toMatchObject({ Title: 'News 1', LanguageCode: 'en', Languages: ['en'] });
  });

  it('points inline images at the stored resource under the content host', async () => {
    const res = await t.call({ method: 'GET', url: `${one}?id=${ids[0]}` });
    const content = (res.body.Data as { Content: string }).Content;
    expect(content).toMatch(/<img src="\/c\/api\/News\/GetNewsResource\?id=\d+" alt="chart" \/>/);
    const src = content.match(/src="([^"]+)"/)?.[1] ?? '';
    const image = await t.app.inject({ method: 'GET', url: src });
    expect(image.statusCode).toBe(200);
    expect(Buffer.compare(image.rawPayload, inline)).toBe(0);
  });

  it('serves hostile Markdown as inert HTML', async () => {
    const res = await t.call({ method: 'GET', url: `${one}?id=${hostileId}` });
    const content = (res.body.Data as { Content: string }).Content;
    // Raw HTML and refused links stay visible as text; no tag, handler or script URL survives.
    expect(content).not.toMatch(/<script|<img|href="javascript|tracker\.example/i);
    expect(content).not.toMatch(/<[^>]*\son\w+=/i);
    expect(content).toContain('&lt;script&gt;');
    expect(content).toContain(
      '<a href="https://example.com" rel="noopener noreferrer nofollow" target="_blank">ok</a>',
    );
    const [stored] = await t.db
      .select({ html: newsTranslations.bodyHtml })
      .from(newsTranslations)
      .where(eq(newsTranslations.newsId, hostileId));
    expect(stored?.html).toBe(content);
  });

  it('answers 404 for an unknown id and one not yet published', async () => {
    for (const id of [999_999, scheduledId]) {
      const res = await t.call({ method: 'GET', url: `${one}?id=${id}` });
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ StatusCode: '404', Data: null, Error: { code: 404 } });
    }
  });

  it('answers 400 naming the field for a bad id or language', async () => {
    for (const [query, field] of [
      ['', 'id'],
      ['?id=abc', 'id'],
      ['?id=0', 'id'],
      ['?id=99999999999', 'id'],
      [`?id=${ids[0]}&languageCode=xx`, 'languageCode'],
    ] as const) {
      const res = await t.call({ method: 'GET', url: `${one}${query}` });
      expect(res.status, query).toBe(400);
      const fields = (res.body.Error as { validationErrors: { field: string }[] }).validationErrors;
      expect(fields.map((f) => f.field)).toEqual([field]);
    }
  });
});

describe('GET content News/GetRotationList', () => {
  type Banner = {
    NewsId: number;
    Title: string;
    Sort: number;
    LinkUrl: string;
    ImageUrl: string | null;
    Type: number;
  };

  it('lists the landing banners in their order, published articles only', async () => {
    const res = await t.call({ method: 'GET', url: `${rotation}?type=1&languageCode=en` });
    const banners = res.body.Data as Banner[];
    expect(banners.map((b) => b.Title)).toEqual(['News 12', 'News 8', 'News 4']);
    expect(banners[0]).toMatchObject({ Type: 1, Sort: 0, LinkUrl: `/news/detail/${ids[11]}` });
  });

  it('answers in the reader language with English fallback, and type 1 by default', async () => {
    const res = await t.call({ method: 'GET', url: rotation, headers: { 'accept-language': 'zh-CN' } });
    expect((res.body.Data as Banner[]).map((b) => b.Title)).toEqual(['新闻 12', '新闻 8', '新闻 4']);
  });

  it('has an empty app carousel and refuses an unknown type', async () => {
    const app = await t.call({ method: 'GET', url: `${rotation}?type=2` });
    expect(app.body.Data).toEqual([]);
    const bad = await t.call({ method: 'GET', url: `${rotation}?type=7` });
    expect(bad.status).toBe(400);
    expect((bad.body.Error as { validationErrors: { field: string }[] }).validationErrors[0]?.field).toBe(
      'type',
    );
  });
});

describe('content News/GetNewsResource', () => {
  const coverId = async () => {
    const [row] = await t.db.select({ id: newsArticles.coverResourceId }).from(newsArticles).limit(1);
    return row?.id as number;
  };

  it('sends the stored bytes with their type, long caching and nosniff (POST, as the spec has it)', async () => {
    const res = await t.app.inject({ method: 'POST', url: resource, payload: { id: await coverId() } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(res.headers.etag).toMatch(/^"[0-9a-f]{64}"$/);
    expect(Buffer.compare(res.rawPayload, cover)).toBe(0);
  });

  it('answers GET the same, and 304 to a matching If-None-Match', async () => {
    const id = await coverId();
    const first = await t.app.inject({ method: 'GET', url: `${resource}?id=${id}` });
    expect(Buffer.compare(first.rawPayload, cover)).toBe(0);
    const again = await t.app.inject({
      method: 'GET',
      url: `${resource}?id=${id}`,
      headers: { 'if-none-match': `W/"nope", ${first.headers.etag}` },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('stores the same image once, however many articles use it', async () => {
    const rows = await t.db.select({ id: contentResources.id }).from(contentResources);
    expect(rows).toHaveLength(2); // the shared cover and the inline chart
  });

  it('answers 404 in the content envelope for an unknown id, 400 for a bad one', async () => {
    const missing = await t.call({ method: 'POST', url: resource, payload: { id: 424242 } });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ StatusCode: '404', Data: null, Error: { code: 404 } });
    const bad = await t.call({ method: 'GET', url: `${resource}?id=x` });
    expect(bad.status).toBe(400);
    expect((bad.body.Error as { validationErrors: { field: string }[] }).validationErrors[0]?.field).toBe(
      'id',
    );
  });
});

describe('publishing news', () => {
  it('refuses a cover that is not a raster image, and an oversized one, writing nothing', async () => {
    const publisher = createNewsPublisher(t.db, () => t.clock.now);
    const before = await t.db.select({ id: newsArticles.id }).from(newsArticles);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
    await expect(
      publisher.publish({ languageCode: 'en', title: 'x', markdown: 'y', cover: svg }),
    ).rejects.toThrow(/not a PNG/);
    const huge = Buffer.concat([cover, Buffer.alloc(3 * 1024 * 1024)]);
    await expect(
      publisher.publish({ languageCode: 'en', title: 'x', markdown: 'y', cover: huge }),
    ).rejects.toThrow(/larger than 2 MiB/);
    await expect(publisher.publish({ languageCode: 'en', title: 'x', markdown: '  ' })).rejects.toThrow(
      /empty/,
    );
    await expect(
      publisher.saveVersion(987_654, { languageCode: 'en', title: 'x', markdown: 'y' }),
    ).rejects.toThrow(/No news article/);
    expect(await t.db.select({ id: newsArticles.id }).from(newsArticles)).toEqual(before);
  });
});
