import type { Language } from '../../lib/language';

/** Security changes the account holder is told about on their addresses. */
export type SecurityNotice =
  | 'phoneBound'
  | 'phoneChanged'
  | 'phoneRemoved'
  | 'emailBound'
  | 'emailChanged'
  | 'emailRemoved'
  | 'googleBound'
  | 'googleRemoved'
  | 'passwordChanged'
  | 'fundPinSet'
  | 'fundPinChanged'
  | 'apiKeyCreated'
  | 'apiKeyDeleted'
  | 'changeApplicationReceived'
  | 'changeApplicationApproved'
  | 'changeApplicationRejected';

const what: Record<Language, Record<SecurityNotice, string>> = {
  en: {
    phoneBound: 'A phone number was linked to your account.',
    phoneChanged: 'The phone number of your account was changed.',
    phoneRemoved: 'The phone number was removed from your account.',
    emailBound: 'An e-mail address was linked to your account.',
    emailChanged: 'The e-mail address of your account was changed.',
    emailRemoved: 'The e-mail address was removed from your account.',
    googleBound: 'Google Authenticator was linked to your account.',
    googleRemoved: 'Google Authenticator was removed from your account.',
    passwordChanged:
      'The login password of your account was changed, and your other sessions were signed out.',
    fundPinSet: 'A fund PIN was set for your account.',
    fundPinChanged: 'The fund PIN of your account was changed.',
    apiKeyCreated: 'A new API key was created for your account.',
    apiKeyDeleted: 'An API key of your account was deleted.',
    changeApplicationReceived:
      'We received an application to change a security item of your account. We review it within 1 business day.',
    changeApplicationApproved:
      'Your security-item change application was approved. Withdrawals and transfers are held for 24 hours.',
    changeApplicationRejected: 'Your security-item change application was rejected.',
  },
  'zh-CN': {
    phoneBound: '您的账户已绑定手机号。',
    phoneChanged: '您账户的手机号已更换。',
    phoneRemoved: '您账户的手机号已解绑。',
    emailBound: '您的账户已绑定邮箱。',
    emailChanged: '您账户的邮箱已更换。',
    emailRemoved: '您账户的邮箱已解绑。',
    googleBound: '您的账户已绑定谷歌验证器。',
    googleRemoved: '您的账户已解绑谷歌验证器。',
    passwordChanged: '您账户的登录密码已修改，其他会话已退出登录。',
    fundPinSet: '您的账户已设置资金密码。',
    fundPinChanged: '您账户的资金密码已修改。',
    apiKeyCreated: '您的账户已创建新的 API 密钥。',
    apiKeyDeleted: '您账户的一个 API 密钥已删除。',
    changeApplicationReceived: '我们已收到您账户的安全项变更申请，将在 1 个工作日内审核。',
    changeApplicationApproved: '您的安全项变更申请已通过，提币和划转将暂停 24 小时。',
    changeApplicationRejected: '您的安全项变更申请未通过。',
  },
  'zh-TW': {
    phoneBound: '您的帳戶已綁定手機號碼。',
    phoneChanged: '您帳戶的手機號碼已更換。',
    phoneRemoved: '您帳戶的手機號碼已解除綁定。',
    emailBound: '您的帳戶已綁定電子郵件。',
    emailChanged: '您帳戶的電子郵件已更換。',
    emailRemoved: '您帳戶的電子郵件已解除綁定。',
    googleBound: '您的帳戶已綁定 Google 驗證器。',
    googleRemoved: '您的帳戶已解除綁定 Google 驗證器。',
    passwordChanged: '您帳戶的登入密碼已修改，其他工作階段已登出。',
    fundPinSet: '您的帳戶已設定資金密碼。',
    fundPinChanged: '您帳戶的資金密碼已修改。',
    apiKeyCreated: '您的帳戶已建立新的 API 金鑰。',
    apiKeyDeleted: '您帳戶的一個 API 金鑰已刪除。',
    changeApplicationReceived: '我們已收到您帳戶的安全項目變更申請，將在 1 個工作天內審核。',
    changeApplicationApproved: '您的安全項目變更申請已通過，提幣和劃轉將暫停 24 小時。',
    changeApplicationRejected: '您的安全項目變更申請未通過。',
  },
};

const ifNotYou: Record<Language, string> = {
  en: 'If this was not you, contact support at once.',
  'zh-CN': '如非本人操作，请立即联系客服。',
  'zh-TW': '如非本人操作，請立即聯絡客服。',
};

const subject: Record<Language, string> = {
  en: 'Coffer security notice',
  'zh-CN': 'Coffer 安全提醒',
  'zh-TW': 'Coffer 安全提醒',
};

/** The text of a security notice in the reader's language. */
export function securityNoticeMessage(language: Language, notice: SecurityNotice, extra?: string) {
  const parts = [what[language][notice], extra, ifNotYou[language]].filter(Boolean);
  return { subject: subject[language], body: parts.join(' ') };
}
