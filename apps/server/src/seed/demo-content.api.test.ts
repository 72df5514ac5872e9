import { commonSettingType, constants, protocolLinksSettingSchema } from '@coffer/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness';
import { createPasswordHasher } from '../modules/auth/auth.module';
import { seedDemo } from './seed-demo';

const t = useTestApp();
beforeAll(async () => {
  await seedDemo(t.db, createPasswordHasher({ memoryCost: 1024, timeCost: 1 }), t.clock.now);
});

const help = '/api/services/app/foundation/HelpCenter';
const get = async (url: string, language = 'en') => {
  const res = await t.call({ method: 'GET', url, headers: { 'accept-language': language } });
  expect(res.status, url).toBe(200);
  return res;
};

describe('the seeded public content', () => {
  it('links every protocol document of the settings to a help article with the same title', async () => {
    const type = commonSettingType.members.protocolLinks;
    const res = await get(`/api/services/app/foundation/CommonSetting/GetCommonSettingList?type=${type}`);
    const [setting] = res.body.result as { content: string }[];
    const perLanguage = protocolLinksSettingSchema.parse(JSON.parse(setting?.content ?? '[]'));
    for (const { LanguageCode, Data } of perLanguage) {
      for (const link of Data) {
        const id = Number(new URL(link.Url, 'http://x').searchParams.get('id'));
        const article = (await get(`${help}/GetApp?id=${id}`, LanguageCode)).body.result as Record<
          string,
          string
        >;
        expect(article.title, `${LanguageCode} ${link.Key}`).toBe(link.Title);
        expect(article.languageCode).toBe(LanguageCode);
        expect(article.body?.length).toBeGreaterThan(300);
      }
    }
  });

  it('fills six help categories, each article in all three languages', async () => {
    for (const language of constants.languages) {
      const categories = (await get(`${help}/GetHelpCenterShowByCategoryList?MaxItemCount=20`, language)).body
        .result as { code: string; totalCount: number }[];
      expect(categories.map((c) => c.code)).toEqual([
        'account-security',
        'identity-verification',
        'deposits-withdrawals',
        'fees-limits',
        'merchant-services',
        'legal',
      ]);
      const page = (await get(`${help}/GetHelpCenterShowPagedList?MaxResultCount=50`, language)).body
        .result as {
        totalCount: number;
        items: { languageCode: string }[];
      };
      expect(page.totalCount).toBeGreaterThanOrEqual(24);
      expect(new Set(page.items.map((i) => i.languageCode))).toEqual(new Set([language]));
    }
  });

  it('finds the fund PIN article by keyword in each language', async () => {
    for (const [language, keyword, title] of [
      ['en', 'fund PIN', 'Your fund PIN'],
      ['zh-CN', '资金密码', '资金密码'],
      ['zh-TW', '資金密碼', '資金密碼'],
    ] as const) {
      const page = (
        await get(`${help}/GetHelpCenterShowPagedList?Keyword=${encodeURIComponent(keyword)}`, language)
      ).body.result as { items: { title: string }[] };
      expect(page.items[0]?.title, language).toBe(title);
    }
  });

  it('publishes six news articles with covers, three of them on the landing carousel', async () => {
    for (const languageCode of constants.languages) {
      const res = await t.call({
        method: 'POST',
        url: '/c/api/News/GetNewsPageList',
        payload: { languageCode },
      });
      const page = res.body.Data as {
        TotalCount: number;
        Items: { CoverUrl: string; LanguageCode: string }[];
      };
      expect(page.TotalCount).toBe(6);
      expect(page.Items.every((n) => n.LanguageCode === languageCode && n.CoverUrl)).toBe(true);
    }
    const banners = (await get(`/c/api/News/GetRotationList?type=1&languageCode=zh-TW`)).body.Data as {
      Title: string;
      ImageUrl: string;
    }[];
    expect(banners).toHaveLength(3);
    expect(banners[0]?.Title).toBe('用銀行卡幾分鐘買到加密貨幣');
    const image = await t.app.inject({ method: 'GET', url: banners[0]?.ImageUrl ?? '' });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
  });
});
