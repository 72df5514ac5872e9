import type {
  footerLinksSettingSchema,
  protocolLinksSettingSchema,
  socialSettingSchema,
} from '@coffer/contract';
import type { z } from 'zod';

export const socialSetting: z.input<typeof socialSettingSchema> = {
  Items: [
    { Id: 1, Title: 'X', Url: 'https://x.com/coffercustody', Logo: '/social/x.svg' },
    { Id: 2, Title: 'Telegram', Url: 'https://t.me/coffercustody', Logo: '/social/telegram.svg' },
    {
      Id: 3,
      Title: 'LinkedIn',
      Url: 'https://www.linkedin.com/company/coffercustody',
      Logo: '/social/linkedin.svg',
    },
    { Id: 4, Title: 'YouTube', Url: 'https://www.youtube.com/@coffercustody', Logo: '/social/youtube.svg' },
  ],
  Cooperation: 'partners@coffer.example',
  CustomerService: 'support@coffer.example',
};

type Groups = z.input<typeof footerLinksSettingSchema>[number]['Data'];
/** A footer column: link n of group g has the id g·10 + n; titles are keys of `t`, the language's words. */
const footerGroup = (t: Record<string, string>, id: number, title: string, links: [string, string][]) => ({
  Id: id,
  Title: t[title] as string,
  Links: links.map(([key, url], i) => ({ Id: id * 10 + i + 1, Title: t[key] as string, Url: url })),
});
const footerGroups = (t: Record<string, string>): Groups => [
  footerGroup(t, 1, 'products', [
    ['custody', '/products'],
    ['convert', '/convert'],
    ['otc', '/otc'],
    ['earn', '/earn'],
    ['saas', '/saas'],
  ]),
  footerGroup(t, 2, 'support', [
    ['help', '/help'],
    ['notices', '/notice/list'],
    ['download', '/download'],
    ['api', '/account/ApiDocument'],
  ]),
  footerGroup(t, 3, 'company', [
    ['about', '/about?to=company'],
    ['team', '/about?to=team'],
    ['news', '/news'],
    ['contact', '/contact'],
  ]),
];

export const footerLinksSetting: z.input<typeof footerLinksSettingSchema> = [
  {
    LanguageCode: 'en',
    Data: footerGroups({
      products: 'Products',
      custody: 'Custody',
      convert: 'Convert',
      otc: 'OTC desk',
      earn: 'Earn',
      saas: 'Wallet as a service',
      support: 'Support',
      help: 'Help centre',
      notices: 'Notices',
      download: 'Download the app',
      api: 'API documentation',
      company: 'Company',
      about: 'About Coffer',
      team: 'Our team',
      news: 'News',
      contact: 'Contact us',
    }),
  },
  {
    LanguageCode: 'zh-CN',
    Data: footerGroups({
      products: '产品',
      custody: '资产托管',
      convert: '闪兑',
      otc: '场外交易',
      earn: '理财',
      saas: '钱包即服务',
      support: '支持',
      help: '帮助中心',
      notices: '公告',
      download: '下载应用',
      api: 'API 文档',
      company: '公司',
      about: '关于 Coffer',
      team: '我们的团队',
      news: '新闻',
      contact: '联系我们',
    }),
  },
  {
    LanguageCode: 'zh-TW',
    Data: footerGroups({
      products: '產品',
      custody: '資產託管',
      convert: '閃兌',
      otc: '場外交易',
      earn: '理財',
      saas: '錢包即服務',
      support: '支援',
      help: '幫助中心',
      notices: '公告',
      download: '下載應用程式',
      api: 'API 文件',
      company: '公司',
      about: '關於 Coffer',
      team: '我們的團隊',
      news: '新聞',
      contact: '聯絡我們',
    }),
  },
];

/** Help-centre article ids 1–4 hold these documents (the help issue seeds them). */
const protocolData = (terms: string, privacy: string, savings: string, disclaimer: string) => [
  { Key: 'terms', Title: terms, Url: '/help/detail?id=1' },
  { Key: 'privacy', Title: privacy, Url: '/help/detail?id=2' },
  { Key: 'savingsAgreement', Title: savings, Url: '/help/detail?id=3' },
  { Key: 'disclaimer', Title: disclaimer, Url: '/help/detail?id=4' },
];

export const protocolLinksSetting: z.input<typeof protocolLinksSettingSchema> = [
  {
    LanguageCode: 'en',
    Data: protocolData('Terms of service', 'Privacy policy', 'Savings user agreement', 'Risk disclaimer'),
  },
  { LanguageCode: 'zh-CN', Data: protocolData('服务条款', '隐私政策', '理财用户协议', '风险免责声明') },
  { LanguageCode: 'zh-TW', Data: protocolData('服務條款', '隱私權政策', '理財用戶協議', '風險免責聲明') },
];
