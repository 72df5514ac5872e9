import { constants } from '@coffer/contract';
import { describe, expect, it } from 'vitest';
import { loadDemoContent } from './demo-content';

const content = loadDemoContent(new Date());
const demoNews = content.news;
const demoHelpCategories = content.categories;
const demoLegalDocuments = content.helpArticles.filter((a) => a.category === 'legal');
const demoHelpArticles = content.helpArticles.filter((a) => a.category !== 'legal');

// Characters that exist only in one script: a Traditional text must hold none of the first
// list, a Simplified text none of the second (each pair is the same word in the two scripts).
const simplifiedOnly =
  '这个们来时说对发会经过还没样现实问题关开门东车长见给让认识语话读写书买卖钱银账户码设务议协条规则护险资证验审请输错误级导总额费单余冻结转换币场价标购货进线网络专业团队选择应须备处状态显报确页图传载广华权联与为从动数据国际汇兑闪电邮机号绑锁内将执构隐责声约签详删复细营诉该获财产达统缴';
const traditionalOnly =
  '這個們來時說對發會經過還沒樣現實問題關開門東車長見給讓認識語話讀寫書買賣錢銀帳戶碼設務議協條規則護險資證驗審請輸錯誤級導總額費單餘凍結轉換幣場價標購貨進線網絡專業團隊選擇應須備處狀態顯報確頁圖傳載廣華權聯與為從動數據國際匯兌閃電郵機號綁鎖內將執構隱責聲約簽詳刪複細營訴該獲財產達統繳';

const texts = (language: (typeof constants.languages)[number]) => [
  ...demoNews.flatMap((n) => [
    n.versions[language].title,
    n.versions[language].summary ?? '',
    n.versions[language].markdown,
  ]),
  ...[...demoHelpArticles, ...demoLegalDocuments].flatMap((a) => [
    a.versions[language].title,
    a.versions[language].markdown,
  ]),
  ...demoHelpCategories.map((c) => c.names[language]),
  ...content.notices.flatMap((n) => [n.versions[language].title, n.versions[language].body]),
];

const found = (text: string, characters: string) => [
  ...new Set([...text].filter((c) => characters.includes(c))),
];

describe('demo content', () => {
  it('has at least 6 news articles, 3 of them banners, and 20 help articles in 5 categories', () => {
    expect(demoNews.length).toBeGreaterThanOrEqual(6);
    expect(demoNews.filter((n) => n.versions.en.rotations?.length).length).toBe(3);
    expect(demoHelpArticles.length).toBeGreaterThanOrEqual(20);
    const categories = new Set(demoHelpArticles.map((a) => a.category));
    expect(categories.size).toBe(5);
    for (const code of categories)
      expect(demoHelpArticles.filter((a) => a.category === code).length, code).toBeGreaterThanOrEqual(4);
    expect(demoLegalDocuments.map((d) => d.versions.en.title)).toEqual([
      'Terms of service',
      'Privacy policy',
      'Savings user agreement',
      'Risk disclaimer',
    ]);
  });

  it('is written in every language, with no empty text', () => {
    for (const language of constants.languages)
      for (const text of texts(language)) expect(text.trim().length, language).toBeGreaterThan(0);
  });

  it('keeps Traditional Chinese free of Simplified characters, and the other way round', () => {
    expect(found(texts('zh-TW').join(''), simplifiedOnly)).toEqual([]);
    expect(found(texts('zh-CN').join(''), traditionalOnly)).toEqual([]);
  });

  it('states the product rules as the spec has them', () => {
    const english = texts('en').join('\n');
    for (const fact of [
      '5 wrong passwords',
      '**2 hours**',
      '24 hours',
      '6-digit',
      '12 to 20 characters',
      'Up to **20 API keys**',
      'expires after 90 days',
      '5% of the amount, at least 10 USD',
      '**3 minutes**',
      '**2.5%**',
      '10–30 minutes',
      'T+2',
      '16:00–16:20 UTC',
      'under 8 hours',
      '**1 working day**',
      '**3 active payment methods**',
      'up to **5 MB**',
    ])
      expect(english, fact).toContain(fact);
  });
});
