import type { Language } from '../lib/language';
import { accountArticles } from './demo-help-account';
import { feesArticles } from './demo-help-fees';
import { fundsArticles } from './demo-help-funds';
import { kycArticles } from './demo-help-kyc';
import { merchantArticles } from './demo-help-merchant';

export interface DemoHelpVersion {
  title: string;
  body: string;
}

export interface DemoHelpArticle {
  category: string;
  versions: Record<Language, DemoHelpVersion>;
}

/** The help centre's categories, in display order; `legal` holds the four protocol documents. */
export const demoHelpCategories: { code: string; names: Record<Language, string> }[] = [
  {
    code: 'account-security',
    names: { en: 'Account & security', 'zh-CN': '账户与安全', 'zh-TW': '帳戶與安全' },
  },
  {
    code: 'identity-verification',
    names: { en: 'Identity verification', 'zh-CN': '身份认证', 'zh-TW': '身分認證' },
  },
  {
    code: 'deposits-withdrawals',
    names: { en: 'Deposits & withdrawals', 'zh-CN': '充值与提现', 'zh-TW': '充值與提現' },
  },
  { code: 'fees-limits', names: { en: 'Fees & limits', 'zh-CN': '费用与限额', 'zh-TW': '費用與限額' } },
  { code: 'merchant-services', names: { en: 'Merchant services', 'zh-CN': '商户服务', 'zh-TW': '商戶服務' } },
  { code: 'legal', names: { en: 'Terms & policies', 'zh-CN': '条款与政策', 'zh-TW': '條款與政策' } },
];

/** Articles in display order within each category. */
export const demoHelpArticles: DemoHelpArticle[] = [
  ...accountArticles,
  ...kycArticles,
  ...fundsArticles,
  ...feesArticles,
  ...merchantArticles,
];
