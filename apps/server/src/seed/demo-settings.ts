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
const footerGroups = (t: Record<string, string>): Groups => [
  {
    Id: 1,
    Title: t.products as string,
    Links: [
      { Id: 11, Title: t.custody as string, Url: '/products' },
      { Id: 12, Title: t.convert as string, Url: '/convert' },
      { Id: 13, Title: t.otc as string, Url: '/otc' },
      { Id: 14, Title: t.earn as string, Url: '/earn' },
      { Id: 15, Title: t.saas as string, Url: '/saas' },
    ],
  },
  {
    Id: 2,
    Title: t.support as string,
    Links: [
      { Id: 21, Title: t.help as string, Url: '/help' },
      { Id: 22, Title: t.notices as string, Url: '/notice/list' },
      { Id: 23, Title: t.download as string, Url: '/download' },
      { Id: 24, Title: t.api as string, Url: '/account/ApiDocument' },
    ],
  },
  {
    Id: 3,
    Title: t.company as string,
    Links: [
      { Id: 31, Title: t.about as string, Url: '/about?to=company' },
      { Id: 32, Title: t.team as string, Url: '/about?to=team' },
      { Id: 33, Title: t.news as string, Url: '/news' },
      { Id: 34, Title: t.contact as string, Url: '/contact' },
    ],
  },
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
