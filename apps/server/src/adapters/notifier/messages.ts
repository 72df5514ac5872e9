import type { VerificationPurpose } from '@coffer/contract';
import type { Language } from '../../lib/language';

const purposeText: Record<Language, Record<VerificationPurpose, string>> = {
  en: {
    register: 'to finish signing up',
    resetPassword: 'to reset your password',
    login: 'to confirm a sign-in from a new device',
    bind: 'to link this address to your account',
    withdraw: 'to confirm a withdrawal',
    security: 'to confirm a change to your security settings',
  },
  'zh-CN': {
    register: '用于完成注册',
    resetPassword: '用于重置密码',
    login: '用于确认新设备登录',
    bind: '用于将此地址绑定到您的账户',
    withdraw: '用于确认提币',
    security: '用于确认安全设置变更',
  },
  'zh-TW': {
    register: '用於完成註冊',
    resetPassword: '用於重設密碼',
    login: '用於確認新裝置登入',
    bind: '用於將此地址綁定到您的帳戶',
    withdraw: '用於確認提幣',
    security: '用於確認安全設定變更',
  },
};

/** The text of a one-time code message in the reader's language. */
export function codeMessage(language: Language, purpose: VerificationPurpose, code: string, minutes: number) {
  const why = purposeText[language][purpose];
  if (language === 'en')
    return {
      subject: `Your Coffer verification code: ${code}`,
      body: `Your Coffer verification code is ${code}, ${why}. It expires in ${minutes} minutes. Never share it with anyone, including Coffer staff.`,
    };
  if (language === 'zh-CN')
    return {
      subject: `Coffer 验证码：${code}`,
      body: `您的 Coffer 验证码为 ${code}，${why}，${minutes} 分钟内有效。请勿向任何人（包括 Coffer 工作人员）透露。`,
    };
  return {
    subject: `Coffer 驗證碼：${code}`,
    body: `您的 Coffer 驗證碼為 ${code}，${why}，${minutes} 分鐘內有效。請勿向任何人（包括 Coffer 工作人員）透露。`,
  };
}
