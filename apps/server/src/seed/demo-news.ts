import type { Language } from '../lib/language';

type Rgb = readonly [number, number, number];

export interface DemoNewsVersion {
  title: string;
  summary: string;
  body: string;
}

export interface DemoNews {
  daysAgo: number;
  /** Position in the landing-page carousel, when the article is one of its banners. */
  rotation?: number;
  cover: { from: Rgb; to: Rgb; rings: { x: number; y: number; r: number }[] };
  versions: Record<Language, DemoNewsVersion>;
}

/** Six articles, newest last in this list; the first three lead the landing-page carousel. */
export const demoNews: DemoNews[] = [
  {
    daysAgo: 60,
    rotation: 3,
    cover: {
      from: [14, 32, 74],
      to: [33, 112, 160],
      rings: [
        { x: 0.76, y: 0.5, r: 0.32 },
        { x: 0.84, y: 0.38, r: 0.16 },
      ],
    },
    versions: {
      en: {
        title: 'Segregated custody for businesses is live',
        summary:
          'Funds, treasuries and merchants can now hold digital assets in wallets kept apart from Coffer’s own, with multi-party approval for every withdrawal.',
        body: `Coffer’s business custody is open to verified enterprise accounts from today.

## What you get

- **Segregated wallets.** Your assets sit in addresses that belong to your account alone. They never mix with Coffer’s operating funds, and every balance can be traced to the chain.
- **Multi-party approval.** Withdrawals from a multisig wallet need at least two signatures from the signers you name. You choose the signers and the minimum.
- **A 24-hour safety hold.** After any change to a security item (phone, e-mail, authenticator, password, fund PIN), withdrawals and transfers pause for 24 hours, so a stolen password alone cannot move funds.
- **A full audit trail.** Every sign-in and every security operation is recorded in your security log.

## Who it is for

Investment funds, family offices, corporate treasuries and payment companies that need to show auditors exactly where client assets are.

## Getting started

Register an enterprise account, complete business verification with your business licence, then create your first multisig wallet under **Assets → Multisig**. Our team reviews business applications within one business day.`,
      },
      'zh-CN': {
        title: '企业隔离托管服务正式上线',
        summary:
          '基金、企业财务与商户现可将数字资产存放于与 Coffer 自有资金隔离的钱包中，每笔提现均需多方审批。',
        body: `即日起，完成认证的企业账户可使用 Coffer 企业托管服务。

## 服务内容

- **隔离钱包**：您的资产存放在仅属于您账户的地址中，绝不与 Coffer 的运营资金混同，每一笔余额都可在链上追溯。
- **多方审批**：多签钱包的每笔提现至少需要您指定的两位签名人签名。签名人和最少签名数由您决定。
- **24 小时安全冻结**：修改任何安全项（手机、邮箱、身份验证器、登录密码、资金密码）后，提现和转账将暂停 24 小时，即使密码被盗也无法转走资产。
- **完整审计记录**：每次登录和每项安全操作都记录在您的安全日志中。

## 适用对象

需要向审计师清楚说明客户资产去向的投资基金、家族办公室、企业财务部门和支付公司。

## 如何开始

注册企业账户，使用营业执照完成企业认证，然后在 **资产 → 多签** 中创建您的第一个多签钱包。我们的团队会在一个工作日内审核企业申请。`,
      },
      'zh-TW': {
        title: '企業隔離託管服務正式上線',
        summary:
          '基金、企業財務與商戶現可將數位資產存放於與 Coffer 自有資金隔離的錢包中，每筆提現均需多方審批。',
        body: `即日起，完成認證的企業帳戶可使用 Coffer 企業託管服務。

## 服務內容

- **隔離錢包**：您的資產存放在僅屬於您帳戶的地址中，絕不與 Coffer 的營運資金混同，每一筆餘額都可在鏈上追溯。
- **多方審批**：多簽錢包的每筆提現至少需要您指定的兩位簽名人簽名。簽名人和最少簽名數由您決定。
- **24 小時安全凍結**：修改任何安全項目（手機、電子郵件、身分驗證器、登入密碼、資金密碼）後，提現和轉帳將暫停 24 小時，即使密碼被盜也無法轉走資產。
- **完整稽核紀錄**：每次登入和每項安全操作都記錄在您的安全日誌中。

## 適用對象

需要向稽核人員清楚說明客戶資產去向的投資基金、家族辦公室、企業財務部門和支付公司。

## 如何開始

註冊企業帳戶，使用營業登記證完成企業認證，然後在 **資產 → 多簽** 中建立您的第一個多簽錢包。我們的團隊會在一個工作日內審核企業申請。`,
      },
    },
  },
  {
    daysAgo: 40,
    rotation: 2,
    cover: {
      from: [12, 70, 64],
      to: [38, 166, 120],
      rings: [{ x: 0.8, y: 0.55, r: 0.28 }],
    },
    versions: {
      en: {
        title: 'USDT on TRON: deposits and withdrawals are open',
        summary:
          'You can now deposit and withdraw USDT on the TRON network (TRC-20), alongside Ethereum (ERC-20). Check the network before every transfer.',
        body: `USDT on TRON (TRC-20) is now supported for deposits and withdrawals in every Coffer account.

## Why TRON

Transfers on TRON usually confirm within a minute or two and cost far less in network fees than on Ethereum, which makes it the network most of our merchants’ customers already use.

## Before you send

- **Pick the matching network.** Your USDT deposit address on TRON starts with a **T**; on Ethereum it starts with **0x**. Sending on one network to an address of the other cannot be reversed.
- **Mind the minimum.** Deposits below the minimum shown on the deposit page are recorded as *below minimum deposit* and are not credited automatically.
- **Wait for confirmations.** A deposit shows as *confirming* until the network has confirmed it enough times, then it is credited to your spot balance.

## Withdrawing

Choose **TRC-20** on the withdrawal form. The network fee is shown before you confirm, and you will need your fund PIN. Withdrawals are available once your identity is verified.`,
      },
      'zh-CN': {
        title: 'TRON 网络 USDT 充值与提现现已开放',
        summary:
          '除以太坊（ERC-20）外，您现在还可以通过 TRON 网络（TRC-20）充值和提现 USDT。每次转账前请核对网络。',
        body: `所有 Coffer 账户现已支持 TRON 网络 USDT（TRC-20）的充值和提现。

## 为什么选择 TRON

TRON 上的转账通常在一两分钟内确认，网络手续费远低于以太坊，这也是我们商户的客户最常使用的网络。

## 转账前须知

- **选择匹配的网络**：TRON 网络的 USDT 充值地址以 **T** 开头，以太坊网络以 **0x** 开头。在一个网络上向另一个网络的地址转账无法撤回。
- **注意最低金额**：低于充值页面所示最低金额的充值将记录为“低于最小充值额”，不会自动入账。
- **等待确认**：充值在网络确认足够次数之前显示为“确认中”，之后将计入您的现货余额。

## 提现

在提现表单中选择 **TRC-20**。确认前会显示网络手续费，并需要输入资金密码。完成身份认证后即可提现。`,
      },
      'zh-TW': {
        title: 'TRON 網路 USDT 充值與提現現已開放',
        summary:
          '除以太坊（ERC-20）外，您現在還可以透過 TRON 網路（TRC-20）充值和提現 USDT。每次轉帳前請核對網路。',
        body: `所有 Coffer 帳戶現已支援 TRON 網路 USDT（TRC-20）的充值和提現。

## 為什麼選擇 TRON

TRON 上的轉帳通常在一兩分鐘內確認，網路手續費遠低於以太坊，這也是我們商戶的客戶最常使用的網路。

## 轉帳前須知

- **選擇相符的網路**：TRON 網路的 USDT 充值地址以 **T** 開頭，以太坊網路以 **0x** 開頭。在一個網路上向另一個網路的地址轉帳無法撤回。
- **注意最低金額**：低於充值頁面所示最低金額的充值將記錄為「低於最小充值額」，不會自動入帳。
- **等待確認**：充值在網路確認足夠次數之前顯示為「確認中」，之後將計入您的現貨餘額。

## 提現

在提現表單中選擇 **TRC-20**。確認前會顯示網路手續費，並需要輸入資金密碼。完成身分認證後即可提現。`,
      },
    },
  },
  {
    daysAgo: 28,
    cover: {
      from: [60, 24, 84],
      to: [170, 70, 120],
      rings: [
        { x: 0.72, y: 0.45, r: 0.22 },
        { x: 0.86, y: 0.6, r: 0.2 },
      ],
    },
    versions: {
      en: {
        title: 'Merchant payments: accept crypto, settle in under eight hours',
        summary:
          'Merchants can create payment orders, review refunds, run sub-merchant accounts for each shop and download daily reports, all from one back office.',
        body: `Coffer’s merchant back office brings everything a business needs to accept digital-asset payments.

## Accept payments

Create a payment order or a receipt code for each sale. Your customer pays from any wallet; the order moves from *created* to *passed* once the payment is confirmed on chain. Settlement to your merchant wallet completes in under 8 hours.

## Stay in control

- **Reviews.** Payments, refunds and transfers can require approval: the overview shows how many are waiting.
- **Refunds.** Refund a passed order from its detail page; the refund is reviewed before it is sent.
- **Rates and fees.** Set the rate between your pricing currency and the coin you collect, and see the channel fee of each business type before you go live.

## Grow with sub-merchants

Give each shop or cashier a sub-merchant account with its own login, receipt validity time and order history. Deactivate one with a click when a shop closes.

## Trial or official

New merchants start on a **trial** account. Apply to become **official** from your merchant profile with your company details and business registration certificate (JPG or PNG, up to 5 MB).`,
      },
      'zh-CN': {
        title: '商户收款：接受加密货币，8 小时内完成结算',
        summary: '商户可在同一个后台创建收款订单、审核退款、为每家门店开设子商户账户并下载每日报表。',
        body: `Coffer 商户后台提供企业接受数字资产支付所需的一切。

## 收款

为每笔销售创建收款订单或收款码。客户可从任意钱包付款，链上确认后订单状态从“已创建”变为“已通过”。结算至您的商户钱包在 8 小时内完成。

## 全程掌控

- **审核**：收款、退款和转账均可设置审批，概览页显示待审核数量。
- **退款**：在订单详情页对已通过的订单发起退款，退款经审核后发出。
- **汇率与费率**：设置计价货币与收款币种之间的汇率，上线前即可查看各业务类型的通道费率。

## 子商户助力增长

为每家门店或收银员开设子商户账户，拥有独立的登录、收款有效时间和订单记录。门店关闭时一键停用。

## 试用与正式

新商户从**试用**账户开始。在商户资料中提交公司信息和商业登记证书（JPG 或 PNG，最大 5 MB），即可申请成为**正式**商户。`,
      },
      'zh-TW': {
        title: '商戶收款：接受加密貨幣，8 小時內完成結算',
        summary: '商戶可在同一個後台建立收款訂單、審核退款、為每家門市開設子商戶帳戶並下載每日報表。',
        body: `Coffer 商戶後台提供企業接受數位資產支付所需的一切。

## 收款

為每筆銷售建立收款訂單或收款碼。客戶可從任意錢包付款，鏈上確認後訂單狀態從「已建立」變為「已通過」。結算至您的商戶錢包在 8 小時內完成。

## 全程掌控

- **審核**：收款、退款和轉帳均可設定審批，概覽頁顯示待審核數量。
- **退款**：在訂單詳情頁對已通過的訂單發起退款，退款經審核後發出。
- **匯率與費率**：設定計價貨幣與收款幣種之間的匯率，上線前即可查看各業務類型的通道費率。

## 子商戶助力成長

為每家門市或收銀員開設子商戶帳戶，擁有獨立的登入、收款有效時間和訂單紀錄。門市關閉時一鍵停用。

## 試用與正式

新商戶從**試用**帳戶開始。在商戶資料中提交公司資訊和商業登記證明（JPG 或 PNG，最大 5 MB），即可申請成為**正式**商戶。`,
      },
    },
  },
  {
    daysAgo: 15,
    cover: {
      from: [20, 26, 40],
      to: [70, 90, 120],
      rings: [
        { x: 0.78, y: 0.5, r: 0.3 },
        { x: 0.78, y: 0.5, r: 0.18 },
      ],
    },
    versions: {
      en: {
        title: 'Security update: protection that holds even if a password leaks',
        summary:
          'Account lockout after five wrong passwords, a 24-hour hold after security changes and IP-bound API keys: how Coffer’s layers work together.',
        body: `Passwords leak. Our job is to make sure a leaked password is not enough to move your money. Here is how the layers fit together.

## At sign-in

After **5 wrong passwords in a row** the account locks for **2 hours**. The sign-in page tells you how many attempts remain. Turn on Google Authenticator so that a password alone cannot sign in at all.

## Before money moves

Every withdrawal asks for your **fund PIN**, a separate 6-digit code that is never the same as your login password. Set it under **Account → Security**.

## After a change

Changing your phone, e-mail, authenticator, password or fund PIN **pauses withdrawals and transfers for 24 hours**. If someone takes over your e-mail, you have a full day to notice the alert and contact us. Requests to change a security item you no longer have access to are handled within one business day.

## For automation

API keys can be limited to read-only, trade or withdraw permissions and bound to up to 20 IP addresses. A key without bound IPs expires after 90 days, and its secret is shown only once.

## What we will never ask

Coffer staff will never ask for your password, fund PIN, authenticator code or API secret.`,
      },
      'zh-CN': {
        title: '安全更新：即使密码泄露，资产依然安全',
        summary:
          '连续 5 次密码错误锁定账户、安全项变更后 24 小时冻结、绑定 IP 的 API 密钥：了解 Coffer 的多层防护如何协同工作。',
        body: `密码可能会泄露。我们的职责是确保仅凭泄露的密码无法转走您的资金。以下是各层防护的协同方式。

## 登录时

**连续输错 5 次密码**后，账户将被锁定 **2 小时**。登录页面会提示剩余尝试次数。开启谷歌验证器后，仅凭密码根本无法登录。

## 资金转出前

每次提现都需要输入**资金密码**，这是一组独立的 6 位数字，且不能与登录密码相同。请在 **账户 → 安全** 中设置。

## 变更之后

修改手机、邮箱、身份验证器、登录密码或资金密码后，**提现和转账将暂停 24 小时**。即使有人盗用了您的邮箱，您也有整整一天的时间发现提醒并联系我们。无法访问原安全项时提交的变更申请，将在一个工作日内处理。

## 自动化场景

API 密钥可限定为只读、交易或提现权限，并可绑定最多 20 个 IP 地址。未绑定 IP 的密钥 90 天后失效，密钥仅显示一次。

## 我们绝不会索要

Coffer 工作人员绝不会索要您的密码、资金密码、验证器验证码或 API 密钥。`,
      },
      'zh-TW': {
        title: '安全更新：即使密碼外洩，資產依然安全',
        summary:
          '連續 5 次密碼錯誤鎖定帳戶、安全項目變更後 24 小時凍結、綁定 IP 的 API 金鑰：了解 Coffer 的多層防護如何協同運作。',
        body: `密碼可能會外洩。我們的職責是確保僅憑外洩的密碼無法轉走您的資金。以下是各層防護的協同方式。

## 登入時

**連續輸錯 5 次密碼**後，帳戶將被鎖定 **2 小時**。登入頁面會提示剩餘嘗試次數。開啟 Google 驗證器後，僅憑密碼根本無法登入。

## 資金轉出前

每次提現都需要輸入**資金密碼**，這是一組獨立的 6 位數字，且不能與登入密碼相同。請在 **帳戶 → 安全** 中設定。

## 變更之後

修改手機、電子郵件、身分驗證器、登入密碼或資金密碼後，**提現和轉帳將暫停 24 小時**。即使有人盜用了您的電子郵件，您也有整整一天的時間發現提醒並聯絡我們。無法存取原安全項目時提交的變更申請，將在一個工作日內處理。

## 自動化情境

API 金鑰可限定為唯讀、交易或提現權限，並可綁定最多 20 個 IP 位址。未綁定 IP 的金鑰 90 天後失效，金鑰密文僅顯示一次。

## 我們絕不會索取

Coffer 工作人員絕不會索取您的密碼、資金密碼、驗證器驗證碼或 API 金鑰。`,
      },
    },
  },
  {
    daysAgo: 8,
    rotation: 1,
    cover: {
      from: [96, 52, 8],
      to: [214, 150, 40],
      rings: [
        { x: 0.74, y: 0.52, r: 0.26 },
        { x: 0.88, y: 0.3, r: 0.12 },
      ],
    },
    versions: {
      en: {
        title: 'Buy crypto with your bank card in minutes',
        summary:
          'Verified users can now buy USDT, BTC and ETH by card. The fee is 5% with a 10 USD minimum, and coins usually arrive in 10 to 30 minutes.',
        body: `Card purchases are open to every verified Coffer account.

## How it works

1. Choose the coin and the amount in your card’s currency.
2. We show a quote. It stays valid for **3 minutes**.
3. Pay with your card. Coins usually reach your account within **10–30 minutes**.

## Fees

The fee is **5% of the amount, and at least 10 USD** (or its equivalent). It is included in the quote, so the amount you see is the amount you pay.

## If the price moves

If the price changes by more than **2.5%** before your payment completes, we ask you to confirm the new price rather than charging you silently. If a quote expires and the market has moved by more than 1%, the price is adjusted and shown again.

## Before you start

Identity verification is required for card purchases. Some card issuers block crypto purchases; if your payment is declined, contact your bank or try another card.`,
      },
      'zh-CN': {
        title: '用银行卡几分钟买到加密货币',
        summary:
          '完成认证的用户现可使用银行卡购买 USDT、BTC 和 ETH。手续费为 5%，最低 10 美元，通常 10 至 30 分钟到账。',
        body: `所有完成认证的 Coffer 账户现已开放银行卡购买。

## 流程

1. 选择币种，并以您银行卡的币种输入金额。
2. 系统给出报价，报价有效期为 **3 分钟**。
3. 使用银行卡付款。通常 **10–30 分钟**内到账。

## 手续费

手续费为**金额的 5%，最低 10 美元**（或等值金额）。手续费已包含在报价中，您看到的就是您要支付的金额。

## 价格波动时

如果付款完成前价格波动超过 **2.5%**，我们会请您确认新价格，而不会直接扣款。如果报价过期且市场波动超过 1%，价格将重新调整并展示。

## 开始之前

银行卡购买需要完成身份认证。部分发卡行会拒绝加密货币交易；如付款被拒，请联系您的银行或换一张卡。`,
      },
      'zh-TW': {
        title: '用銀行卡幾分鐘買到加密貨幣',
        summary:
          '完成認證的用戶現可使用銀行卡購買 USDT、BTC 和 ETH。手續費為 5%，最低 10 美元，通常 10 至 30 分鐘到帳。',
        body: `所有完成認證的 Coffer 帳戶現已開放銀行卡購買。

## 流程

1. 選擇幣種，並以您銀行卡的幣種輸入金額。
2. 系統提供報價，報價有效期為 **3 分鐘**。
3. 使用銀行卡付款。通常 **10–30 分鐘**內到帳。

## 手續費

手續費為**金額的 5%，最低 10 美元**（或等值金額）。手續費已包含在報價中，您看到的就是您要支付的金額。

## 價格波動時

如果付款完成前價格波動超過 **2.5%**，我們會請您確認新價格，而不會直接扣款。如果報價過期且市場波動超過 1%，價格將重新調整並顯示。

## 開始之前

銀行卡購買需要完成身分認證。部分發卡銀行會拒絕加密貨幣交易；如付款被拒，請聯絡您的銀行或換一張卡。`,
      },
    },
  },
  {
    daysAgo: 2,
    cover: {
      from: [10, 60, 90],
      to: [90, 180, 200],
      rings: [
        { x: 0.7, y: 0.6, r: 0.2 },
        { x: 0.82, y: 0.42, r: 0.24 },
      ],
    },
    versions: {
      en: {
        title: 'Flexible Earn: put idle USDT and BTC to work',
        summary:
          'Subscribe to flexible Earn products from your investment account. Interest starts at T+2, and you can redeem at any time outside a short daily settlement window.',
        body: `Balances you are not using can now earn interest without being locked away.

## How interest works

Interest starts accruing **two days after you subscribe (T+2)** and is paid into your investment account daily. The rate for each product is shown before you subscribe.

## Redeeming

You can redeem at any time, except between **16:00 and 16:20 UTC** each day, while the day’s interest is settled. A redemption moves from *redeeming* to *success* once processed.

## Before you subscribe

- Earn is available to accounts that have **completed identity verification**.
- You need to accept the **savings user agreement** the first time you subscribe. Read it in the help centre under *Terms & policies*.
- Earn products carry risk: rates change, and past returns do not promise future ones. See our risk disclaimer.`,
      },
      'zh-CN': {
        title: '活期理财：让闲置的 USDT 和 BTC 产生收益',
        summary: '从理财账户申购活期理财产品。收益 T+2 开始计算，除每日短暂结算时段外可随时赎回。',
        body: `暂时不用的余额现在可以产生收益，且无需锁定。

## 收益如何计算

收益在**申购后第二天（T+2）**开始计算，每日发放至您的理财账户。每个产品的收益率在申购前展示。

## 赎回

您可以随时赎回，但每日 **UTC 16:00 至 16:20** 结算当日收益期间除外。赎回处理完成后，状态从“赎回中”变为“成功”。

## 申购前须知

- 理财服务仅向**已完成身份认证**的账户开放。
- 首次申购时需要同意**理财用户协议**，可在帮助中心“条款与政策”中查阅。
- 理财产品存在风险：收益率会变化，过往收益不代表未来表现。请参阅我们的风险免责声明。`,
      },
      'zh-TW': {
        title: '活期理財：讓閒置的 USDT 和 BTC 產生收益',
        summary: '從理財帳戶申購活期理財產品。收益 T+2 開始計算，除每日短暫結算時段外可隨時贖回。',
        body: `暫時不用的餘額現在可以產生收益，且無需鎖定。

## 收益如何計算

收益在**申購後第二天（T+2）**開始計算，每日發放至您的理財帳戶。每個產品的收益率在申購前顯示。

## 贖回

您可以隨時贖回，但每日 **UTC 16:00 至 16:20** 結算當日收益期間除外。贖回處理完成後，狀態從「贖回中」變為「成功」。

## 申購前須知

- 理財服務僅向**已完成身分認證**的帳戶開放。
- 首次申購時需要同意**理財用戶協議**，可在幫助中心「條款與政策」中查閱。
- 理財產品存在風險：收益率會變化，過往收益不代表未來表現。請參閱我們的風險免責聲明。`,
      },
    },
  },
];
