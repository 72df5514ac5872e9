import type { DemoHelpArticle } from './demo-help';

/** Account & security: what custody means here, sign-up, lockout, security items, fund PIN, API keys. */
export const accountArticles: DemoHelpArticle[] = [
  {
    category: 'account-security',
    versions: {
      en: {
        title: 'What does Coffer do with my assets?',
        body: `Coffer is a custody and wallet service: we hold digital assets on your behalf and let you deposit, withdraw, transfer, convert and earn on them.

## Your assets stay yours

- Client assets are recorded in a ledger where every movement has an equal and opposite entry, so the total held for clients always matches what is on chain.
- Client balances are kept apart from Coffer’s own operating funds.
- Most assets sit in wallets that need several independent signatures to move. Enterprise clients can also run their own **multisig wallets**, where they choose the signers.

## Every withdrawal is checked

A withdrawal needs your **fund PIN** and a verified identity. After any change to your security settings, withdrawals and transfers wait 24 hours.

## Where we operate

We serve individuals, businesses and merchants in more than 30 countries. Our products are not available to individuals and entities based in or originating from the United Kingdom.`,
      },
      'zh-CN': {
        title: 'Coffer 如何保管我的资产？',
        body: `Coffer 是一项托管与钱包服务：我们代您保管数字资产，您可以进行充值、提现、转账、闪兑和理财。

## 您的资产始终属于您

- 客户资产记录在复式账本中，每一笔变动都有等额的对应记录，因此为客户持有的总额始终与链上一致。
- 客户余额与 Coffer 自有的运营资金相互隔离。
- 大部分资产存放在需要多个独立签名才能转出的钱包中。企业客户还可以使用自己的**多签钱包**，并自行选择签名人。

## 每笔提现都经过核验

提现需要您的**资金密码**并完成身份认证。修改任何安全设置后，提现和转账需等待 24 小时。

## 服务地区

我们为 30 多个国家和地区的个人、企业和商户提供服务。我们的产品不向位于英国或来自英国的个人和实体提供。`,
      },
      'zh-TW': {
        title: 'Coffer 如何保管我的資產？',
        body: `Coffer 是一項託管與錢包服務：我們代您保管數位資產，您可以進行充值、提現、轉帳、閃兌和理財。

## 您的資產始終屬於您

- 客戶資產記錄在複式帳本中，每一筆變動都有等額的對應紀錄，因此為客戶持有的總額始終與鏈上一致。
- 客戶餘額與 Coffer 自有的營運資金相互隔離。
- 大部分資產存放在需要多個獨立簽名才能轉出的錢包中。企業客戶還可以使用自己的**多簽錢包**，並自行選擇簽名人。

## 每筆提現都經過核驗

提現需要您的**資金密碼**並完成身分認證。修改任何安全設定後，提現和轉帳需等待 24 小時。

## 服務地區

我們為 30 多個國家和地區的個人、企業和商戶提供服務。我們的產品不向位於英國或來自英國的個人和實體提供。`,
      },
    },
  },
  {
    category: 'account-security',
    versions: {
      en: {
        title: 'Creating your account and choosing a password',
        body: `You can register with a phone number or an e-mail address, as a **personal** or an **enterprise** account. Merchants register through the merchant sign-up.

## Who can register

Before you register we ask you to confirm that you are over 18, have no relevant criminal conviction, are not bankrupt and are authorised to act for yourself or your company. If any answer is no, we cannot open an account. You also need to accept the terms of service and the privacy policy.

## Your password

Your sign-up password must be **12 to 20 characters** and mix:

- digits,
- lower-case letters,
- upper-case letters,
- and symbols such as ! or #.

Enter it twice to confirm. A password you set later through **Change password** may be 8 to 20 characters, but longer is always safer.

## After registering

Set your fund PIN and bind Google Authenticator under **Account → Security**, then complete identity verification to unlock withdrawals.`,
      },
      'zh-CN': {
        title: '注册账户与设置密码',
        body: `您可以使用手机号或邮箱注册**个人**或**企业**账户。商户请通过商户注册入口注册。

## 注册条件

注册前，我们会请您确认：已年满 18 岁、无相关犯罪记录、未破产，并有权代表本人或公司行事。任何一项回答为否，我们将无法为您开户。您还需要同意服务条款和隐私政策。

## 登录密码

注册密码须为 **12 至 20 个字符**，并同时包含：

- 数字，
- 小写字母，
- 大写字母，
- 以及符号，例如 ! 或 #。

请输入两次以确认。之后通过**修改密码**设置的密码可以为 8 至 20 个字符，但越长越安全。

## 注册之后

请在 **账户 → 安全** 中设置资金密码并绑定谷歌验证器，然后完成身份认证以开通提现。`,
      },
      'zh-TW': {
        title: '註冊帳戶與設定密碼',
        body: `您可以使用手機號碼或電子郵件註冊**個人**或**企業**帳戶。商戶請透過商戶註冊入口註冊。

## 註冊條件

註冊前，我們會請您確認：已年滿 18 歲、無相關犯罪紀錄、未破產，並有權代表本人或公司行事。任何一項回答為否，我們將無法為您開戶。您還需要同意服務條款和隱私權政策。

## 登入密碼

註冊密碼須為 **12 至 20 個字元**，並同時包含：

- 數字，
- 小寫字母，
- 大寫字母，
- 以及符號，例如 ! 或 #。

請輸入兩次以確認。之後透過**修改密碼**設定的密碼可以為 8 至 20 個字元，但越長越安全。

## 註冊之後

請在 **帳戶 → 安全** 中設定資金密碼並綁定 Google 驗證器，然後完成身分認證以開通提現。`,
      },
    },
  },
  {
    category: 'account-security',
    versions: {
      en: {
        title: 'Why is my account locked?',
        body: `To stop anyone from guessing your password, Coffer locks an account after **5 wrong passwords in a row**.

## What happens

- Each wrong attempt shows how many attempts remain.
- After the fifth wrong attempt the account is locked for **2 hours**. Signing in with the right password during that time does not work either.
- When the 2 hours are over, you can sign in again and the count starts from zero.

## What you can do

- Wait for the lock to end, then sign in with the correct password.
- If you have forgotten your password, use **Forgot password** on the sign-in page. You will need a verification code sent to your bound phone or e-mail.
- Resetting your password counts as a security change: withdrawals and transfers pause for 24 hours afterwards.

If you did not make these attempts yourself, change your password as soon as the lock ends and check **Security log** for sign-ins you do not recognise.`,
      },
      'zh-CN': {
        title: '为什么我的账户被锁定了？',
        body: `为防止他人猜测您的密码，**连续输错 5 次密码**后，Coffer 会锁定账户。

## 锁定规则

- 每次输错都会提示剩余尝试次数。
- 第 5 次输错后，账户将被锁定 **2 小时**。锁定期间即使输入正确密码也无法登录。
- 2 小时后即可重新登录，错误次数从零开始计算。

## 您可以这样做

- 等待锁定结束，然后使用正确的密码登录。
- 如果忘记密码，请在登录页点击**忘记密码**，您需要输入发送到已绑定手机或邮箱的验证码。
- 重置密码属于安全变更：之后提现和转账将暂停 24 小时。

如果这些尝试并非您本人操作，请在锁定结束后立即修改密码，并在**安全日志**中检查是否有陌生的登录记录。`,
      },
      'zh-TW': {
        title: '為什麼我的帳戶被鎖定了？',
        body: `為防止他人猜測您的密碼，**連續輸錯 5 次密碼**後，Coffer 會鎖定帳戶。

## 鎖定規則

- 每次輸錯都會提示剩餘嘗試次數。
- 第 5 次輸錯後，帳戶將被鎖定 **2 小時**。鎖定期間即使輸入正確密碼也無法登入。
- 2 小時後即可重新登入，錯誤次數從零開始計算。

## 您可以這樣做

- 等待鎖定結束，然後使用正確的密碼登入。
- 如果忘記密碼，請在登入頁點選**忘記密碼**，您需要輸入傳送到已綁定手機或電子郵件的驗證碼。
- 重設密碼屬於安全變更：之後提現和轉帳將暫停 24 小時。

如果這些嘗試並非您本人操作，請在鎖定結束後立即修改密碼，並在**安全日誌**中檢查是否有陌生的登入紀錄。`,
      },
    },
  },
  {
    category: 'account-security',
    versions: {
      en: {
        title: 'Google Authenticator and changing your security items',
        body: `Your security items are your phone number, e-mail address, Google Authenticator, login password and fund PIN. You manage them under **Account → Security**.

## Bind Google Authenticator

1. Install Google Authenticator (or any compatible app) on your phone.
2. Open **Security → Google Authenticator** and scan the QR code.
3. Enter the 6-digit code the app shows to confirm.

From then on, sensitive actions ask for a code from the app as well as your password.

## The 24-hour hold

After you change, bind or unbind any security item, **withdrawals and transfers are paused for 24 hours**. This gives you time to react if someone else made the change.

## Rules for phone and e-mail

You cannot unbind your phone if no e-mail is bound, or your e-mail if no phone is bound: you always keep one way to receive codes.

## Lost access?

If you can no longer use your phone, e-mail or authenticator, submit a **security-item change application**. We review it within 1 business day and may ask you to confirm your identity.`,
      },
      'zh-CN': {
        title: '谷歌验证器与安全项变更',
        body: `您的安全项包括手机号、邮箱、谷歌验证器、登录密码和资金密码，可在 **账户 → 安全** 中管理。

## 绑定谷歌验证器

1. 在手机上安装谷歌验证器（或任何兼容应用）。
2. 打开 **安全 → 谷歌验证器**，扫描二维码。
3. 输入应用显示的 6 位验证码完成确认。

此后，敏感操作除密码外还需要输入验证器中的验证码。

## 24 小时冻结

修改、绑定或解绑任何安全项后，**提现和转账将暂停 24 小时**。如果变更并非您本人操作，您有时间及时处理。

## 手机与邮箱规则

未绑定邮箱时不能解绑手机，未绑定手机时不能解绑邮箱：您始终保留一种接收验证码的方式。

## 无法访问？

如果您已无法使用原手机、邮箱或验证器，请提交**安全项变更申请**。我们会在 1 个工作日内审核，并可能请您确认身份。`,
      },
      'zh-TW': {
        title: 'Google 驗證器與安全項目變更',
        body: `您的安全項目包括手機號碼、電子郵件、Google 驗證器、登入密碼和資金密碼，可在 **帳戶 → 安全** 中管理。

## 綁定 Google 驗證器

1. 在手機上安裝 Google 驗證器（或任何相容的應用程式）。
2. 開啟 **安全 → Google 驗證器**，掃描 QR 碼。
3. 輸入應用程式顯示的 6 位驗證碼完成確認。

此後，敏感操作除密碼外還需要輸入驗證器中的驗證碼。

## 24 小時凍結

修改、綁定或解除綁定任何安全項目後，**提現和轉帳將暫停 24 小時**。如果變更並非您本人操作，您有時間及時處理。

## 手機與電子郵件規則

未綁定電子郵件時不能解除綁定手機，未綁定手機時不能解除綁定電子郵件：您始終保留一種接收驗證碼的方式。

## 無法存取？

如果您已無法使用原手機、電子郵件或驗證器，請提交**安全項目變更申請**。我們會在 1 個工作日內審核，並可能請您確認身分。`,
      },
    },
  },
  {
    category: 'account-security',
    versions: {
      en: {
        title: 'Your fund PIN',
        body: `The fund PIN is a **6-digit code** that protects money leaving your account. It is separate from your login password.

## When you need it

- Every crypto withdrawal.
- Fiat withdrawals and transfers between accounts.
- Confirming some trades.

You cannot withdraw until a fund PIN is set. If you try, we ask you to set one first.

## Set it

Go to **Account → Security → Fund PIN**, enter six digits, and enter them again to confirm. Both entries must match.

## Change it

Choose **Change fund PIN**, enter the current PIN and the new one twice. Changing the fund PIN is a security change, so withdrawals and transfers pause for 24 hours.

## Good practice

- Do not reuse your bank card PIN or any part of your phone number or birthday.
- Never share it: Coffer staff will never ask for it.`,
      },
      'zh-CN': {
        title: '资金密码',
        body: `资金密码是一组 **6 位数字**，用于保护从您账户转出的资金，与登录密码相互独立。

## 何时需要

- 每次加密货币提现。
- 法币提现及账户间转账。
- 确认部分交易。

未设置资金密码时无法提现，系统会提示您先进行设置。

## 设置

前往 **账户 → 安全 → 资金密码**，输入 6 位数字并再次输入确认，两次输入必须一致。

## 修改

选择**修改资金密码**，输入当前资金密码，再输入两次新密码。修改资金密码属于安全变更，之后提现和转账将暂停 24 小时。

## 安全建议

- 不要使用银行卡密码，也不要使用手机号或生日中的数字。
- 切勿告诉他人：Coffer 工作人员绝不会索要您的资金密码。`,
      },
      'zh-TW': {
        title: '資金密碼',
        body: `資金密碼是一組 **6 位數字**，用於保護從您帳戶轉出的資金，與登入密碼相互獨立。

## 何時需要

- 每次加密貨幣提現。
- 法幣提現及帳戶間轉帳。
- 確認部分交易。

未設定資金密碼時無法提現，系統會提示您先進行設定。

## 設定

前往 **帳戶 → 安全 → 資金密碼**，輸入 6 位數字並再次輸入確認，兩次輸入必須一致。

## 修改

選擇**修改資金密碼**，輸入目前的資金密碼，再輸入兩次新密碼。修改資金密碼屬於安全變更，之後提現和轉帳將暫停 24 小時。

## 安全建議

- 不要使用銀行卡密碼，也不要使用手機號碼或生日中的數字。
- 切勿告訴他人：Coffer 工作人員絕不會索取您的資金密碼。`,
      },
    },
  },
  {
    category: 'account-security',
    versions: {
      en: {
        title: 'Create and manage API keys',
        body: `API keys let your own software read balances, trade or withdraw without signing in. Manage them under **Account → API management**.

## Permissions

Each key has one or more permissions:

| Permission | Allows |
|---|---|
| Read | account info, balances, quotes and order information |
| Trade | placing and cancelling orders |
| Withdraw | sending funds out, to all addresses or only to the addresses you list |

Give each key only what it needs.

## Limits

- Up to **20 API keys** per account.
- Up to **20 IP addresses or ranges** per key, separated by commas.
- A key **without bound IPs expires after 90 days**. Bind IPs for a key that should keep working.

## The secret is shown once

When you create a key we show its secret a single time. Store it in a password manager or your secrets vault: we keep only a hash and cannot show it again. If you lose it, delete the key and create a new one.

Read the API documentation at **Account → API document**.`,
      },
      'zh-CN': {
        title: '创建与管理 API 密钥',
        body: `API 密钥让您的程序无需登录即可查询余额、交易或提现。请在 **账户 → API 管理** 中管理。

## 权限

每个密钥可拥有一项或多项权限：

| 权限 | 允许的操作 |
|---|---|
| 只读 | 账户信息、余额、报价和订单信息 |
| 交易 | 下单和撤单 |
| 提现 | 向所有地址或仅向您指定的地址转出资金 |

请只授予每个密钥所需的权限。

## 限制

- 每个账户最多 **20 个 API 密钥**。
- 每个密钥最多绑定 **20 个 IP 地址或网段**，以逗号分隔。
- **未绑定 IP 的密钥 90 天后失效**。需要长期使用的密钥请绑定 IP。

## 密钥只显示一次

创建密钥时，我们只会显示一次密钥私钥。请保存在密码管理器或密钥库中：我们只保存其哈希值，无法再次显示。如果丢失，请删除该密钥并重新创建。

API 文档请见 **账户 → API 文档**。`,
      },
      'zh-TW': {
        title: '建立與管理 API 金鑰',
        body: `API 金鑰讓您的程式無需登入即可查詢餘額、交易或提現。請在 **帳戶 → API 管理** 中管理。

## 權限

每個金鑰可擁有一項或多項權限：

| 權限 | 允許的操作 |
|---|---|
| 唯讀 | 帳戶資訊、餘額、報價和訂單資訊 |
| 交易 | 下單和撤單 |
| 提現 | 向所有地址或僅向您指定的地址轉出資金 |

請只授予每個金鑰所需的權限。

## 限制

- 每個帳戶最多 **20 個 API 金鑰**。
- 每個金鑰最多綁定 **20 個 IP 位址或網段**，以逗號分隔。
- **未綁定 IP 的金鑰 90 天後失效**。需要長期使用的金鑰請綁定 IP。

## 金鑰只顯示一次

建立金鑰時，我們只會顯示一次金鑰密文。請儲存在密碼管理器或金鑰庫中：我們只保存其雜湊值，無法再次顯示。如果遺失，請刪除該金鑰並重新建立。

API 文件請見 **帳戶 → API 文件**。`,
      },
    },
  },
];
