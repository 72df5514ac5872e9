import type { AnnouncementDraft } from '../modules/announcements/announcements.repo';

interface DemoNotice {
  daysAgo: number;
  versions: AnnouncementDraft[];
}

const v = (en: [string, string], zhCN: [string, string], zhTW: [string, string]): AnnouncementDraft[] => [
  { languageCode: 'en', title: en[0], body: en[1] },
  { languageCode: 'zh-CN', title: zhCN[0], body: zhCN[1] },
  { languageCode: 'zh-TW', title: zhTW[0], body: zhTW[1] },
];

export const demoAnnouncements: DemoNotice[] = [
  {
    daysAgo: 40,
    versions: v(
      [
        'Coffer custody now supports USDT on TRON',
        'Deposits and withdrawals of USDT (TRC-20) are open. Deposits are credited after 20 network confirmations. Always check the network before you send: funds sent on the wrong network cannot be recovered.',
      ],
      [
        'Coffer 托管现已支持 TRON 网络 USDT',
        'USDT（TRC-20）充值与提现现已开放。充值在 20 个网络确认后到账。转账前请务必核对网络：通过错误网络发送的资产无法找回。',
      ],
      [
        'Coffer 託管現已支援 TRON 網路 USDT',
        'USDT（TRC-20）充值與提現現已開放。充值在 20 個網路確認後到帳。轉帳前請務必核對網路：透過錯誤網路發送的資產無法找回。',
      ],
    ),
  },
  {
    daysAgo: 25,
    versions: v(
      [
        'Scheduled maintenance on Sunday 02:00–03:00 UTC',
        'Deposits, withdrawals and conversions pause during the maintenance window. Your balances are safe and nothing needs to be done. Orders placed before the window are processed afterwards.',
      ],
      [
        '周日 02:00–03:00（UTC）系统维护通知',
        '维护期间将暂停充值、提现和闪兑。您的资产安全，无需进行任何操作。维护前提交的订单将在维护结束后处理。',
      ],
      [
        '週日 02:00–03:00（UTC）系統維護通知',
        '維護期間將暫停充值、提現和閃兌。您的資產安全，無需進行任何操作。維護前提交的訂單將在維護結束後處理。',
      ],
    ),
  },
  {
    daysAgo: 14,
    versions: v(
      [
        'Protect your account with an authenticator app',
        'Bind Google Authenticator in the security centre. Any change to your phone, e-mail or authenticator pauses withdrawals and transfers for 24 hours, so that a stolen password alone cannot move your funds.',
      ],
      [
        '使用身份验证器保护您的账户',
        '请在安全中心绑定谷歌验证器。更改手机、邮箱或验证器后，提现和转账将暂停 24 小时，即使密码被盗也无法转走您的资产。',
      ],
      [
        '使用身分驗證器保護您的帳戶',
        '請在安全中心綁定 Google 驗證器。更改手機、電子郵件或驗證器後，提現和轉帳將暫停 24 小時，即使密碼被盜也無法轉走您的資產。',
      ],
    ),
  },
  {
    daysAgo: 6,
    versions: v(
      [
        'Beware of impersonation scams',
        'Coffer staff will never ask for your password, fund PIN or verification codes. Check that you are on our official site before you sign in, and report suspicious messages to support.',
      ],
      [
        '谨防冒充诈骗',
        'Coffer 工作人员绝不会索要您的密码、资金密码或验证码。登录前请确认您访问的是官方网站，如收到可疑信息请联系客服。',
      ],
      [
        '謹防冒充詐騙',
        'Coffer 工作人員絕不會索取您的密碼、資金密碼或驗證碼。登入前請確認您造訪的是官方網站，如收到可疑訊息請聯絡客服。',
      ],
    ),
  },
  {
    daysAgo: 1,
    versions: v(
      [
        'New: flexible Earn products for USDT and BTC',
        'Verified users can now subscribe to flexible Earn products. Interest starts accruing at T+2 and redemptions are paused daily from 16:00 to 16:20 UTC while interest is settled.',
      ],
      [
        '新上线：USDT 与 BTC 活期理财',
        '完成身份认证的用户现可申购活期理财产品。收益于 T+2 开始计算，每日 UTC 16:00 至 16:20 结算收益期间暂停赎回。',
      ],
      [
        '新上線：USDT 與 BTC 活期理財',
        '完成身分認證的用戶現可申購活期理財產品。收益於 T+2 開始計算，每日 UTC 16:00 至 16:20 結算收益期間暫停贖回。',
      ],
    ),
  },
];
