import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness';
import { helpTranslations } from '../../db/schema';
import { createHelpPublisher } from './help.service';

const byCategory = '/api/services/app/foundation/HelpCenter/GetHelpCenterShowByCategoryList';
const paged = '/api/services/app/foundation/HelpCenter/GetHelpCenterShowPagedList';
const one = '/api/services/app/foundation/HelpCenter/GetApp';

type Category = {
  id: number;
  code: string;
  name: string;
  totalCount: number;
  items: { id: number; title: string }[];
};
type Item = { id: number; title: string; categoryName: string; summary: string; languageCode: string };
type Page = { totalCount: number; items: Item[] };

const t = useTestApp();
const id: Record<string, number> = {};
/** The protocol documents, in the order of their ids 1–4 (the settings page links them by id). */
const protocolTitles = ['Terms of service', 'Privacy policy', 'Savings user agreement', 'Risk disclaimer'];

beforeAll(async () => {
  const p = createHelpPublisher(t.db, () => t.clock.now);
  await p.saveCategory('account', { languageCode: 'en', name: 'Account & security' }, 1);
  await p.saveCategory('account', { languageCode: 'zh-CN', name: '账户与安全' });
  await p.saveCategory('fees', { languageCode: 'en', name: 'Fees & limits' }, 2);
  await p.saveCategory('legal', { languageCode: 'en', name: 'Terms & policies' }, 9);
  await p.saveCategory('empty', { languageCode: 'en', name: 'Nothing here' }, 3);
  // The protocol documents keep ids 1–4, created before any other article.
  for (const [n, title] of protocolTitles.entries())
    await p.publish(
      { languageCode: 'en', title, markdown: `The ${title.toLowerCase()}.`, category: 'legal' },
      n + 1,
    );
  id.pin = await p.publish({
    languageCode: 'en',
    title: 'Set or change your fund PIN',
    category: 'account',
    sortOrder: 1,
    markdown: 'Your **fund PIN** is six digits. You need it to withdraw.',
  });
  await p.saveVersion(id.pin, {
    languageCode: 'zh-CN',
    title: '设置或修改资金密码',
    markdown: '资金密码为 6 位数字，提现时需要输入。',
  });
  id.lockout = await p.publish({
    languageCode: 'en',
    title: 'Why is my account locked?',
    category: 'account',
    sortOrder: 2,
    markdown: `${'Security matters to us. '.repeat(12)}After 5 wrong passwords the account locks for 2 hours. Your fund PIN is not affected.`,
  });
  id.percent = await p.publish({
    languageCode: 'en',
    title: 'Is custody 100% segregated?',
    category: 'account',
    sortOrder: 3,
    markdown: 'Yes: client_assets are held apart.',
  });
  id.scheduled = await p.publish({
    languageCode: 'en',
    title: 'Coming soon: fund PIN recovery',
    category: 'account',
    markdown: 'Later.',
    publishTime: new Date(t.clock.now.getTime() + 86_400_000),
  });
  for (let i = 1; i <= 12; i++)
    await p.publish({
      languageCode: 'en',
      title: `Fee table ${i}`,
      category: 'fees',
      sortOrder: i,
      markdown: `Row ${i}.`,
    });
});

const get = async (url: string, language?: string) => {
  const res = await t.call({ method: 'GET', url, headers: language ? { 'accept-language': language } : {} });
  expect(res.status, url).toBe(200);
  return res.body.result;
};

describe('GET foundation/HelpCenter/GetHelpCenterShowByCategoryList', () => {
  it('lists categories in order with their first articles and counts, empty ones left out', async () => {
    const categories = (await get(`${byCategory}?MaxItemCount=2`)) as Category[];
    expect(categories.map((c) => [c.code, c.name, c.totalCount])).toEqual([
      ['account', 'Account & security', 3],
      ['fees', 'Fees & limits', 12],
      ['legal', 'Terms & policies', 4],
    ]);
    expect(categories[0]?.items.map((i) => i.title)).toEqual([
      'Set or change your fund PIN',
      'Why is my account locked?',
    ]);
    expect(categories[1]?.items).toHaveLength(2);
  });

  it('names categories and articles in the reader language, English where missing', async () => {
    const categories = (await get(byCategory, 'zh-CN')) as Category[];
    expect(categories[0]?.name).toBe('账户与安全');
    expect(categories[0]?.items[0]?.title).toBe('设置或修改资金密码');
    expect(categories[0]?.items[1]?.title).toBe('Why is my account locked?');
    expect(categories[1]?.name).toBe('Fees & limits');
  });

  it('refuses an item count out of range', async () => {
    for (const q of ['MaxItemCount=0', 'MaxItemCount=21', 'MaxItemCount=x']) {
      const res = await t.call({ method: 'GET', url: `${byCategory}?${q}` });
      expect(res.status).toBe(400);
      expect((res.body.error as { validationErrors: { field: string }[] }).validationErrors[0]?.field).toBe(
        'MaxItemCount',
      );
    }
  });
});

describe('GET foundation/HelpCenter/GetHelpCenterShowPagedList', () => {
  const search = async (query: string, language?: string) =>
    (await get(`${paged}?${query}`, language)) as Page;

  it('pages through everything in category order, then article order', async () => {
    const first = await search('MaxResultCount=5');
    expect(first.totalCount).toBe(19);
    expect(first.items.map((i) => i.title)).toEqual([
      'Set or change your fund PIN',
      'Why is my account locked?',
      'Is custody 100% segregated?',
      'Fee table 1',
      'Fee table 2',
    ]);
    const last = await search('SkipCount=15&MaxResultCount=5');
    expect(last.items.map((i) => i.title)).toEqual([
      'Terms of service',
      'Privacy policy',
      'Savings user agreement',
      'Risk disclaimer',
    ]);
    expect(await search('SkipCount=19')).toEqual({ totalCount: 19, items: [] });
  });

  it('filters by category id', async () => {
    const all = (await get(byCategory)) as Category[];
    const fees = all.find((c) => c.code === 'fees');
    const page = await search(`CategoryId=${fees?.id}&SkipCount=10&MaxResultCount=50`);
    expect(page.totalCount).toBe(12);
    expect(page.items.map((i) => i.title)).toEqual(['Fee table 11', 'Fee table 12']);
    expect(page.items[0]?.categoryName).toBe('Fees & limits');
  });

  it('finds words in titles and bodies, case-insensitively, title matches first', async () => {
    const pin = await search(`Keyword=${encodeURIComponent('FUND pin')}`);
    expect(pin.items.map((i) => i.id)).toEqual([id.pin, id.lockout]);
    const bodyOnly = await search('Keyword=segregated');
    expect(bodyOnly.items.map((i) => i.id)).toEqual([id.percent]);
    const both = await search(`Keyword=${encodeURIComponent('locks hours')}`);
    expect(both.items.map((i) => i.id)).toEqual([id.lockout]);
    const notBoth = await search(`Keyword=${encodeURIComponent('locks segregated')}`);
    expect(notBoth).toEqual({ totalCount: 0, items: [] });
  });

  it('shows the passage around the match as the summary', async () => {
    const res = await search('Keyword=wrong');
    expect(res.items[0]?.summary).toMatch(/^….*After 5 wrong passwords/);
    expect(res.items[0]?.summary.length).toBeLessThanOrEqual(160);
  });

  it('searches the text, not the markup, and takes % and _ literally', async () => {
    expect((await search('Keyword=strong')).totalCount).toBe(0);
    expect((await search(`Keyword=${encodeURIComponent('100%')}`)).items.map((i) => i.id)).toEqual([
      id.percent,
    ]);
    expect((await search(`Keyword=${encodeURIComponent('t_a')}`)).items.map((i) => i.id)).toEqual([
      id.percent,
    ]);
    expect((await search(`Keyword=${encodeURIComponent('%')}`)).items.map((i) => i.id)).toEqual([id.percent]);
    expect((await search(`Keyword=${encodeURIComponent('\\')}`)).totalCount).toBe(0);
  });

  it('searches the version the reader gets: their language, or English', async () => {
    const zh = await search(`Keyword=${encodeURIComponent('资金密码')}`, 'zh-CN');
    expect(zh.items.map((i) => [i.id, i.languageCode])).toEqual([[id.pin, 'zh-CN']]);
    // The English words of an article the reader has in Chinese do not match it…
    const english = await search('Keyword=digits', 'zh-CN');
    expect(english.totalCount).toBe(0);
    // …but an article with no Chinese version is searched in English.
    expect((await search('Keyword=hours', 'zh-CN')).items.map((i) => i.id)).toEqual([id.lockout]);
  });

  it('never lists an article before its publish time', async () => {
    expect((await search('Keyword=recovery')).totalCount).toBe(0);
  });

  it('refuses out-of-range paging and an overlong keyword, naming the field', async () => {
    for (const [q, field] of [
      ['MaxResultCount=51', 'MaxResultCount'],
      ['MaxResultCount=0', 'MaxResultCount'],
      ['SkipCount=-1', 'SkipCount'],
      ['CategoryId=abc', 'CategoryId'],
      [`Keyword=${'k'.repeat(101)}`, 'Keyword'],
    ] as const) {
      const res = await t.call({ method: 'GET', url: `${paged}?${q}` });
      expect(res.status, q).toBe(400);
      expect(res.body).toMatchObject({ success: false, error: { code: 400 } });
      expect((res.body.error as { validationErrors: { field: string }[] }).validationErrors[0]?.field).toBe(
        field,
      );
    }
  });
});

describe('GET foundation/HelpCenter/GetApp', () => {
  it('returns the article in the reader language with its category', async () => {
    const a = (await get(`${one}?id=${id.pin}`, 'zh-CN')) as Record<string, unknown>;
    expect(a).toMatchObject({
      id: id.pin,
      title: '设置或修改资金密码',
      body: '<p>资金密码为 6 位数字，提现时需要输入。</p>',
      categoryCode: 'account',
      categoryName: '账户与安全',
      languageCode: 'zh-CN',
    });
  });

  it('falls back to English for a language the article lacks', async () => {
    const a = (await get(`${one}?id=${id.pin}`, 'zh-TW')) as Record<string, unknown>;
    expect(a).toMatchObject({ title: 'Set or change your fund PIN', languageCode: 'en' });
    expect(a.body).toBe('<p>Your <strong>fund PIN</strong> is six digits. You need it to withdraw.</p>');
  });

  it('serves the protocol documents at ids 1–4, where the settings link', async () => {
    for (const [n, title] of protocolTitles.entries())
      expect(await get(`${one}?id=${n + 1}`)).toMatchObject({ id: n + 1, title, categoryCode: 'legal' });
    // Ids given out later continue after them.
    expect(id.pin).toBe(5);
  });

  it('answers 404 for an unknown or unpublished article and 400 for a bad id', async () => {
    for (const q of ['?id=99999', `?id=${id.scheduled}`]) {
      const res = await t.call({ method: 'GET', url: `${one}${q}` });
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ success: false, error: { code: 404 } });
    }
    const bad = await t.call({ method: 'GET', url: `${one}?id=-3` });
    expect(bad.status).toBe(400);
  });
});

describe('publishing help', () => {
  it('stores and serves hostile Markdown as inert HTML', async () => {
    const p = createHelpPublisher(t.db, () => t.clock.now);
    const hostile = await p.publish({
      languageCode: 'en',
      title: 'Hostile',
      category: 'account',
      markdown:
        '<img src=x onerror=alert(1)>\n\n[x](javascript:alert(1))\n\n![p](https://tracker.example/p.gif)',
    });
    const a = (await get(`${one}?id=${hostile}`)) as { body: string };
    expect(a.body).not.toMatch(/<img|<[^>]*\son\w+=|href="javascript|tracker\.example/i);
    expect(a.body).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('refuses a missing category, an unknown one, an unknown id and an empty body, writing nothing', async () => {
    const p = createHelpPublisher(t.db, () => t.clock.now);
    const before = await t.db.select().from(helpTranslations);
    const draft = { languageCode: 'en' as const, title: 'x', markdown: 'y' };
    await expect(p.publish(draft)).rejects.toThrow(/needs a category/);
    await expect(p.publish({ ...draft, category: 'nope' })).rejects.toThrow(/No help category/);
    await expect(p.saveVersion(4242, draft)).rejects.toThrow(/No help article/);
    await expect(p.publish({ ...draft, category: 'legal' }, 1)).rejects.toThrow(/exists/);
    await expect(p.publish({ ...draft, markdown: ' ', category: 'legal' })).rejects.toThrow(/empty/);
    expect(await t.db.select().from(helpTranslations)).toEqual(before);
  });
});
