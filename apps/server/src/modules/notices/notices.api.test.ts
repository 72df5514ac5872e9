import { endpoints } from '@coffer/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, type Caller } from '../../../test/api-client';
import { aUser } from '../../../test/builders';
import { useTestApp } from '../../../test/harness';
import { announcements, users } from '../../db/schema';
import { createAnnouncementsRepo } from './notices.repo';

const list = '/api/services/app/foundation/Announcement/GetAppPagedList';
const one = '/api/services/app/foundation/Announcement/GetApp';
const day = 86_400_000;

type Page = { totalCount: number; items: { id: number; title: string; publishTime: string }[] };

const t = useTestApp();
const ids: number[] = [];
beforeAll(async () => {
  const repo = createAnnouncementsRepo(t.db);
  const at = (daysAgo: number) => new Date(t.clock.now.getTime() - daysAgo * day);
  for (let i = 1; i <= 7; i++) {
    ids.push(
      await repo.publish({
        publishTime: at(10 - i),
        versions: [
          { languageCode: 'en', title: `Notice ${i}`, body: `Body ${i}` },
          ...(i % 2 ? [{ languageCode: 'zh-CN' as const, title: `公告 ${i}`, body: `正文 ${i}` }] : []),
        ],
      }),
    );
  }
  // Scheduled for tomorrow: not shown yet.
  await repo.publish({ publishTime: at(-1), versions: [{ languageCode: 'en', title: 'Future', body: 'x' }] });
  await repo.publish({
    publishTime: at(1),
    versions: [{ languageCode: 'en', title: '100% _safe_', body: 'y' }],
  });
});

describe('GET foundation/Announcement/GetAppPagedList', () => {
  it('lists the latest five newest first, as the header bell asks', async () => {
    const res = await t.call({
      method: 'GET',
      url: `${list}?Keyword=&ClientType=0&SkipCount=0&MaxResultCount=5`,
    });
    expect(res.status).toBe(200);
    const page = res.body.result as Page;
    expect(page.totalCount).toBe(8);
    expect(page.items.map((a) => a.title)).toEqual([
      '100% _safe_',
      'Notice 7',
      'Notice 6',
      'Notice 5',
      'Notice 4',
    ]);
    expect(Object.keys(page.items[0] ?? {}).sort()).toEqual(['id', 'publishTime', 'title']);
    expect(new Date(page.items[0]?.publishTime ?? '').toISOString()).toBe(page.items[0]?.publishTime);
  });

  it('pages with SkipCount', async () => {
    const res = await t.call({ method: 'GET', url: `${list}?SkipCount=5&MaxResultCount=5` });
    expect((res.body.result as Page).items.map((a) => a.title)).toEqual(['Notice 3', 'Notice 2', 'Notice 1']);
  });

  it('answers in the reader language, falling back to English', async () => {
    const res = await t.call({ method: 'GET', url: list, headers: { 'accept-language': 'zh-CN' } });
    const titles = (res.body.result as Page).items.map((a) => a.title);
    expect(titles.slice(0, 3)).toEqual(['100% _safe_', '公告 7', 'Notice 6']);
  });

  it('searches titles with the keyword taken literally', async () => {
    const pct = await t.call({ method: 'GET', url: `${list}?Keyword=${encodeURIComponent('100%')}` });
    expect((pct.body.result as Page).items.map((a) => a.title)).toEqual(['100% _safe_']);
    const underscore = await t.call({ method: 'GET', url: `${list}?Keyword=_` });
    expect((underscore.body.result as Page).totalCount).toBe(1);
    const none = await t.call({ method: 'GET', url: `${list}?Keyword=nothing-like-this` });
    expect(none.body.result).toEqual({ totalCount: 0, items: [], unreadCount: null });
  });

  it('rejects page sizes over the limit and negative skips, naming the field', async () => {
    for (const [query, field] of [
      ['MaxResultCount=51', 'MaxResultCount'],
      ['MaxResultCount=0', 'MaxResultCount'],
      ['SkipCount=-1', 'SkipCount'],
      ['ClientType=x', 'ClientType'],
      [`Keyword=${'k'.repeat(101)}`, 'Keyword'],
    ] as const) {
      const res = await t.call({ method: 'GET', url: `${list}?${query}` });
      expect(res.status, query).toBe(400);
      const error = res.body.error as { code: number; validationErrors: { field: string }[] };
      expect(error.code).toBe(400);
      expect(error.validationErrors.map((f) => f.field)).toContain(field);
    }
  });
});

describe('GET foundation/Announcement/GetApp', () => {
  it('returns one notice with its body', async () => {
    const res = await t.call({
      method: 'GET',
      url: `${one}?id=${ids[2]}`,
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(res.body.result).toMatchObject({ id: ids[2], title: '公告 3', body: '正文 3' });
  });

  it('answers 404 for an unknown id and for one not yet published', async () => {
    const unknown = await t.call({ method: 'GET', url: `${one}?id=999999` });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ success: false, error: { code: 404 } });
    const all = await t.db.select().from(announcements);
    const scheduled = all.find((a) => a.publishTime > t.clock.now);
    const res = await t.call({ method: 'GET', url: `${one}?id=${scheduled?.id}` });
    expect(res.status).toBe(404);
  });

  it('answers 400 for a missing or malformed id', async () => {
    for (const q of ['', '?id=abc', '?id=0', '?id=1.5', '?id=99999999999']) {
      const res = await t.call({ method: 'GET', url: `${one}${q}` });
      expect(res.status, q).toBe(400);
      expect((res.body.error as { validationErrors: { field: string }[] }).validationErrors[0]?.field).toBe(
        'id',
      );
    }
  });
});

describe('the unread count of the notice bell', () => {
  const notices = endpoints.notices;
  const unread = async (who: Caller | null) =>
    (await api(t).as(who).call(notices.getAppPagedList, { MaxResultCount: 5 })).unreadCount;
  const seenUntil = async (userId: number) =>
    (await t.db.select().from(users).where(eq(users.id, userId)))[0]?.noticesSeenUntil ?? null;

  it('is null for a visitor and counts every published notice for a user who has read none', async () => {
    expect(await unread(null)).toBeNull();
    const u = await aUser().email('bell-new@example.com').create(t);
    expect(await unread(u)).toBe(8);
  });

  it('opening a notice marks it and every older one read; an older one opened later moves nothing back', async () => {
    const u = await aUser().email('bell-open@example.com').create(t);
    const open = (id: number) => api(t).as(u).send(notices.getApp, { id });
    // ids[4] is "Notice 5": newer are Notice 6, Notice 7 and the one of yesterday.
    expect((await open(ids[4] ?? 0)).status).toBe(200);
    expect(await unread(u)).toBe(3);
    const mark = await seenUntil(u.id);
    expect((await open(ids[0] ?? 0)).status).toBe(200);
    expect(await seenUntil(u.id)).toEqual(mark);
    expect(await unread(u)).toBe(3);
  });

  it('MarkSeen without an id (the bell opened) clears it, on every device, until a newer notice', async () => {
    const u = await aUser().email('bell-seen@example.com').create(t);
    const otherDevice = { ...u, sessionId: `phone-${u.id}` };
    const seen = await api(t).as(u).send(notices.markSeen, {});
    expect(seen.status).toBe(200);
    expect(seen.result).toEqual({ unreadCount: 0 });
    expect(await unread(otherDevice)).toBe(0);
    t.clock.advance(1000);
    await createAnnouncementsRepo(t.db).publish({
      publishTime: t.clock.now,
      versions: [{ languageCode: 'en', title: 'Fresh', body: 'new' }],
    });
    expect(await unread(otherDevice)).toBe(1);
    const marked = await api(t).as(otherDevice).send(notices.markSeen, {});
    expect(marked.result).toEqual({ unreadCount: 0 });
    expect(await unread(u)).toBe(0);
  });

  it('MarkSeen with an id marks up to that notice; an unknown id is 404; signed out is 401', async () => {
    const u = await aUser().email('bell-id@example.com').create(t);
    const before = await unread(u);
    const res = await api(t)
      .as(u)
      .send(notices.markSeen, { id: ids[6] ?? 0 });
    expect(res.result).toEqual({ unreadCount: (before ?? 0) - 7 });
    expect((await api(t).as(u).send(notices.markSeen, { id: 999999 })).status).toBe(404);
    expect((await api(t).send(notices.markSeen, {})).status).toBe(401);
  });
});
