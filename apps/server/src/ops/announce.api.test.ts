import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness';
import { announcements, announcementTranslations } from '../db/schema';
import { announceCommand } from './announce';

const t = useTestApp();
const lines: string[] = [];
const run = (values: Record<string, unknown>) =>
  announceCommand.run({ database: t.database, modules: t.modules, values, out: (l) => lines.push(l) });
const dir = mkdtempSync(join(tmpdir(), 'coffer-ops-'));

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('ops announce', () => {
  it('publishes a notice that the bell then lists, and adds a language version to it', async () => {
    await run({ lang: 'en', title: 'Wallet upgrade', body: 'Tonight.' });
    expect(lines.at(-1)).toMatch(/^Announcement (\d+) published in en\.$/);
    const id = Number(lines.at(-1)?.match(/\d+/)?.[0]);
    const file = join(dir, 'zh.md');
    writeFileSync(file, '今晚升级。\n');
    await run({ lang: 'zh-CN', title: '钱包升级', file, id: String(id) });
    t.clock.now = new Date(Date.now() + 1000); // the app's clock was fixed before the notice was published
    const zh = await t.call({
      method: 'GET',
      url: `/api/services/app/foundation/Announcement/GetApp?id=${id}`,
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(zh.body.result).toMatchObject({ id, title: '钱包升级', body: '今晚升级。' });
    const en = await t.call({
      method: 'GET',
      url: `/api/services/app/foundation/Announcement/GetApp?id=${id}`,
    });
    expect(en.body.result).toMatchObject({ title: 'Wallet upgrade', body: 'Tonight.' });
  });

  it('takes the title and time from the front matter of --file, the options winning', async () => {
    const file = join(dir, 'notice.md');
    writeFileSync(
      file,
      '---\ntitle: Card payments paused\nat: "2026-01-05T08:00:00Z"\n---\nFor an hour tonight.\n',
    );
    await run({ lang: 'en', file });
    const id = Number(lines.at(-1)?.match(/\d+/)?.[0]);
    await run({ lang: 'zh-CN', file, id: String(id), title: '银行卡支付暂停' });
    const [notice] = await t.db.select().from(announcements).where(eq(announcements.id, id));
    expect(notice?.publishTime).toEqual(new Date('2026-01-05T08:00:00Z'));
    const versions = await t.db
      .select({
        lang: announcementTranslations.languageCode,
        title: announcementTranslations.title,
        body: announcementTranslations.body,
      })
      .from(announcementTranslations)
      .where(eq(announcementTranslations.announcementId, id))
      .orderBy(announcementTranslations.languageCode);
    expect(versions).toEqual([
      { lang: 'en', title: 'Card payments paused', body: 'For an hour tonight.' },
      { lang: 'zh-CN', title: '银行卡支付暂停', body: 'For an hour tonight.' },
    ]);
  });

  it('refuses bad options and writes nothing', async () => {
    const before = await t.db.select().from(announcementTranslations);
    await expect(run({ lang: 'fr', title: 'x', body: 'y' })).rejects.toThrow(/lang/);
    await expect(run({ lang: 'en', title: '', body: 'y' })).rejects.toThrow(/title/);
    await expect(run({ lang: 'en', title: 'x' })).rejects.toThrow(/--body or --file/);
    await expect(run({ lang: 'en', title: 'x', body: '   ' })).rejects.toThrow(/empty/);
    await expect(run({ lang: 'en', title: 'x', body: 'y', id: '999' })).rejects.toThrow(/No announcement/);
    expect(await t.db.select().from(announcementTranslations)).toEqual(before);
  });
});
