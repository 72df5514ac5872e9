import type { NewAppVersion } from '../modules/versioning/versioning.module';

const day = 86_400_000;
const notes = (en: string, zhCN: string, zhTW: string) => ({ en, 'zh-CN': zhCN, 'zh-TW': zhTW });

/** Two releases per mobile platform (the older one shows on /download's history) and desktop. */
export const demoVersions = (now: Date): NewAppVersion[] => [
  {
    platform: 'android',
    version: '3.4.0',
    downloadUrl: 'https://download.coffer.example/android/coffer-3.4.0.apk',
    releaseNotes: notes(
      'Multisig signing from the app.',
      '支持在应用内进行多签签名。',
      '支援在應用程式內進行多簽簽名。',
    ),
    publishTime: new Date(now.getTime() - 60 * day),
  },
  {
    platform: 'android',
    version: '3.5.2',
    downloadUrl: 'https://download.coffer.example/android/coffer-3.5.2.apk',
    releaseNotes: notes(
      'Faster sign-in by QR code; USDT on TRON.',
      '扫码登录更快；支持 TRON 网络 USDT。',
      '掃碼登入更快；支援 TRON 網路 USDT。',
    ),
    publishTime: new Date(now.getTime() - 9 * day),
  },
  {
    platform: 'ios',
    version: '3.5.1',
    downloadUrl: 'https://apps.apple.com/app/coffer-custody/id0000000000',
    releaseNotes: notes(
      'Face ID for the fund PIN; dark mode fixes.',
      '资金密码支持面容 ID；修复深色模式显示问题。',
      '資金密碼支援 Face ID；修正深色模式顯示問題。',
    ),
    publishTime: new Date(now.getTime() - 12 * day),
  },
  {
    platform: 'windows',
    version: '2.1.0',
    downloadUrl: 'https://download.coffer.example/desktop/coffer-setup-2.1.0.exe',
    releaseNotes: notes(
      'Desktop wallet with hardware-key signing.',
      '桌面钱包，支持硬件密钥签名。',
      '桌面錢包，支援硬體金鑰簽名。',
    ),
    publishTime: new Date(now.getTime() - 30 * day),
  },
  {
    platform: 'macos',
    version: '2.1.0',
    downloadUrl: 'https://download.coffer.example/desktop/coffer-2.1.0.dmg',
    releaseNotes: notes(
      'Desktop wallet with hardware-key signing.',
      '桌面钱包，支持硬件密钥签名。',
      '桌面錢包，支援硬體金鑰簽名。',
    ),
    publishTime: new Date(now.getTime() - 30 * day),
  },
];
