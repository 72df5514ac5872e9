import type { Language } from '../../lib/language';

export type KycDecision = 'approved' | 'rejected';

interface Message {
  subject: string;
  body: string;
}

/** Each language's two outcomes; a rejection names the operator's reason. */
const decisionMessages: Record<Language, { approved: Message; rejected: (why: string) => Message }> = {
  'zh-CN': {
    approved: {
      subject: 'Coffer 身份认证已通过',
      body: '您的身份认证已通过审核。现在您可以使用 Coffer 的全部功能，包括理财、法币交易、法币账户和提币。',
    },
    rejected: (why) => ({
      subject: 'Coffer 身份认证未通过',
      body: `很抱歉，您的身份认证未通过审核。原因：${why}\n请在身份认证页面修改资料后重新提交。`,
    }),
  },
  'zh-TW': {
    approved: {
      subject: 'Coffer 身分認證已通過',
      body: '您的身分認證已通過審核。現在您可以使用 Coffer 的全部功能，包括理財、法幣交易、法幣帳戶和提幣。',
    },
    rejected: (why) => ({
      subject: 'Coffer 身分認證未通過',
      body: `很抱歉，您的身分認證未通過審核。原因：${why}\n請在身分認證頁面修改資料後重新提交。`,
    }),
  },
  en: {
    approved: {
      subject: 'Your Coffer identity verification is approved',
      body: 'Your identity verification has been approved. You can now use all of Coffer, including Earn, fiat trading, the fiat account and withdrawals.',
    },
    rejected: (why) => ({
      subject: 'Your Coffer identity verification was not approved',
      body: `We could not approve your identity verification. Reason: ${why}\nPlease correct your details on the identity verification page and submit them again.`,
    }),
  },
};

/** The message that tells a user the outcome of their verification, in their language. */
export function kycDecisionMessage(
  language: Language,
  decision: KycDecision,
  reason: string | null,
): Message {
  const messages = decisionMessages[language] ?? decisionMessages.en;
  return decision === 'approved' ? messages.approved : messages.rejected(reason ?? '');
}
