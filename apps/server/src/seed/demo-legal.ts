import type { DemoHelpArticle } from './demo-help';

/**
 * The four protocol documents, in the order of their fixed help-article ids 1–4 (the common
 * settings of type 6 and the footer disclaimer link to /help/detail?id=N).
 */
export const demoLegalDocuments: DemoHelpArticle[] = [
  {
    category: 'legal',
    versions: {
      en: {
        title: 'Terms of service',
        body: `These terms govern your use of Coffer’s custody, wallet and payment services (“the services”). By registering you accept them.

## 1. Eligibility

You must be at least 18, not subject to sanctions, not bankrupt, and authorised to act for yourself or the company you register. The services are not offered to individuals and entities based in or originating from the United Kingdom, or where they would break local law.

## 2. Your account

- Keep your password, fund PIN, authenticator and API secrets private. Actions taken with them are treated as yours.
- Tell us at once if you suspect unauthorised access.
- We may ask you to complete identity verification before you use certain services, and from time to time after that.

## 3. Custody of assets

We hold digital assets on your behalf. They are recorded in your name and kept apart from our own funds. We do not lend your assets unless you subscribe to a product that says so.

## 4. Transactions

- Check addresses, networks and beneficiaries before you confirm. Blockchain transfers cannot be reversed.
- We may delay or refuse a transaction to protect you or to comply with law, including the 24-hour hold after security changes.
- Fees are shown before you confirm.

## 5. Suspension and closing

We may suspend an account that breaks these terms or the law. You may close your account at any time after withdrawing your balance.

## 6. Liability

We are responsible for losses caused by our negligence or breach of these terms. We are not responsible for market movements, mistakes in the details you enter, or events outside our reasonable control.

## 7. Changes

We will give notice of material changes through a notice on the site at least 14 days before they take effect.

Questions: support@coffer.example.`,
      },
      'zh-CN': {
        title: '服务条款',
        body: `本条款适用于您使用 Coffer 的托管、钱包和支付服务（“本服务”）。注册即表示您接受本条款。

## 1. 使用资格

您须年满 18 岁、未受制裁、未破产，并有权代表本人或所注册的公司行事。本服务不向位于英国或来自英国的个人和实体提供，也不在违反当地法律的地区提供。

## 2. 您的账户

- 请妥善保管您的密码、资金密码、验证器和 API 密钥，使用它们进行的操作将视为您本人的操作。
- 如怀疑账户遭未经授权的访问，请立即通知我们。
- 使用特定服务前及之后，我们可能要求您完成身份认证。

## 3. 资产托管

我们代您持有数字资产，资产登记在您名下，并与我们的自有资金隔离。除非您申购的产品另有说明，我们不会出借您的资产。

## 4. 交易

- 确认前请核对地址、网络和收款人。区块链转账无法撤回。
- 为保护您或遵守法律，我们可能延迟或拒绝交易，包括安全项变更后的 24 小时冻结。
- 费用会在您确认前展示。

## 5. 暂停与注销

对于违反本条款或法律的账户，我们可能予以暂停。您可以在提取余额后随时注销账户。

## 6. 责任

因我们的过失或违反本条款造成的损失由我们承担。市场波动、您输入信息有误或超出我们合理控制范围的事件所造成的损失，我们不承担责任。

## 7. 条款变更

重大变更将至少在生效前 14 天通过网站公告通知。

如有疑问：support@coffer.example。`,
      },
      'zh-TW': {
        title: '服務條款',
        body: `本條款適用於您使用 Coffer 的託管、錢包和支付服務（「本服務」）。註冊即表示您接受本條款。

## 1. 使用資格

您須年滿 18 歲、未受制裁、未破產，並有權代表本人或所註冊的公司行事。本服務不向位於英國或來自英國的個人和實體提供，也不在違反當地法律的地區提供。

## 2. 您的帳戶

- 請妥善保管您的密碼、資金密碼、驗證器和 API 金鑰，使用它們進行的操作將視為您本人的操作。
- 如懷疑帳戶遭未經授權的存取，請立即通知我們。
- 使用特定服務前及之後，我們可能要求您完成身分認證。

## 3. 資產託管

我們代您持有數位資產，資產登記在您名下，並與我們的自有資金隔離。除非您申購的產品另有說明，我們不會出借您的資產。

## 4. 交易

- 確認前請核對地址、網路和收款人。區塊鏈轉帳無法撤回。
- 為保護您或遵守法律，我們可能延遲或拒絕交易，包括安全項目變更後的 24 小時凍結。
- 費用會在您確認前顯示。

## 5. 暫停與註銷

對於違反本條款或法律的帳戶，我們可能予以暫停。您可以在提取餘額後隨時註銷帳戶。

## 6. 責任

因我們的過失或違反本條款造成的損失由我們承擔。市場波動、您輸入資訊有誤或超出我們合理控制範圍的事件所造成的損失，我們不承擔責任。

## 7. 條款變更

重大變更將至少在生效前 14 天透過網站公告通知。

如有疑問：support@coffer.example。`,
      },
    },
  },
  {
    category: 'legal',
    versions: {
      en: {
        title: 'Privacy policy',
        body: `This policy explains what personal data Coffer collects, why, and what you can ask us to do with it.

## What we collect

- **Account data:** name, e-mail address, phone number, account type.
- **Verification data:** identity documents, photos, date of birth, address; for businesses, company documents.
- **Activity data:** sign-in times and addresses, device information, security operations, transactions.
- **Messages:** what you send us through the contact form or support, with your consent.

## Why we use it

- To provide the services and keep your account secure.
- To meet legal duties, including identity verification and anti-money-laundering checks.
- To answer your questions.

We do not sell personal data.

## Who we share it with

Identity-verification, card-payment and banking partners, only as far as needed to provide a service you asked for; and authorities where the law requires it.

## How long we keep it

Verification and transaction records are kept for as long as the law requires after your account closes (typically five years). Contact-form messages are kept for two years.

## Your rights

You can ask for a copy of your data, its correction or deletion, or object to its use. Write to privacy@coffer.example. We answer within 30 days.

## Security

Passwords and fund PINs are stored only as salted hashes; API secrets are shown once and stored hashed; all traffic is encrypted.`,
      },
      'zh-CN': {
        title: '隐私政策',
        body: `本政策说明 Coffer 收集哪些个人数据、用途，以及您可以要求我们如何处理这些数据。

## 我们收集的数据

- **账户数据**：姓名、邮箱、手机号、账户类型。
- **认证数据**：身份证件、照片、出生日期、地址；企业客户还包括公司文件。
- **活动数据**：登录时间和地址、设备信息、安全操作、交易记录。
- **留言**：您在征得同意后通过联系表单或客服发送的内容。

## 使用目的

- 提供服务并保障账户安全。
- 履行法律义务，包括身份认证和反洗钱核查。
- 回复您的咨询。

我们不出售个人数据。

## 与谁共享

仅在提供您所要求服务的必要范围内，与身份认证、银行卡支付及银行合作伙伴共享；以及在法律要求时向主管机关提供。

## 保存期限

认证和交易记录在账户注销后按法律要求的期限保存（通常为五年）。联系表单留言保存两年。

## 您的权利

您可以要求获取数据副本、更正或删除数据，或反对数据的使用。请发送邮件至 privacy@coffer.example，我们将在 30 天内答复。

## 安全

密码和资金密码仅以加盐哈希形式保存；API 密钥只显示一次并以哈希形式保存；所有通信均经过加密。`,
      },
      'zh-TW': {
        title: '隱私權政策',
        body: `本政策說明 Coffer 蒐集哪些個人資料、用途，以及您可以要求我們如何處理這些資料。

## 我們蒐集的資料

- **帳戶資料**：姓名、電子郵件、手機號碼、帳戶類型。
- **認證資料**：身分證件、照片、出生日期、地址；企業客戶還包括公司文件。
- **活動資料**：登入時間和位址、裝置資訊、安全操作、交易紀錄。
- **留言**：您在同意後透過聯絡表單或客服傳送的內容。

## 使用目的

- 提供服務並保障帳戶安全。
- 履行法律義務，包括身分認證和防制洗錢審查。
- 回覆您的諮詢。

我們不出售個人資料。

## 與誰分享

僅在提供您所要求服務的必要範圍內，與身分認證、銀行卡支付及銀行合作夥伴分享；以及在法律要求時向主管機關提供。

## 保存期限

認證和交易紀錄在帳戶註銷後按法律要求的期限保存（通常為五年）。聯絡表單留言保存兩年。

## 您的權利

您可以要求取得資料副本、更正或刪除資料，或反對資料的使用。請寄送電子郵件至 privacy@coffer.example，我們將在 30 天內答覆。

## 安全

密碼和資金密碼僅以加鹽雜湊形式保存；API 金鑰只顯示一次並以雜湊形式保存；所有通訊均經過加密。`,
      },
    },
  },
  {
    category: 'legal',
    versions: {
      en: {
        title: 'Savings user agreement',
        body: `This agreement applies when you subscribe to an Earn (savings) product. You accept it before your first subscription.

## 1. Who may subscribe

Only accounts that have completed identity verification.

## 2. Subscribing

You move an amount from your spot balance to the product. The amount is held in your investment account and shown there with the interest earned.

## 3. Interest

- Interest starts accruing on the second day after subscription (**T+2**) and is paid daily.
- The rate shown when you subscribe is the current rate. It may change; a change applies from the day after it is announced.
- Rates are not guaranteed and past rates do not predict future ones.

## 4. Redemption

- You may redeem at any time except between **16:00 and 16:20 UTC**, while daily interest is settled.
- A redeemed amount returns to your spot balance once the redemption succeeds. If it fails, the amount stays in the product.

## 5. Risks

Assets in Earn products may be deployed with counterparties to generate the interest, which adds counterparty risk to market risk. Read the risk disclaimer before subscribing.

## 6. Ending

We may close a product with at least 7 days’ notice. On closing, all amounts in it are returned to your spot balance with the interest accrued.`,
      },
      'zh-CN': {
        title: '理财用户协议',
        body: `本协议适用于您申购理财产品的情形。首次申购前您需要接受本协议。

## 1. 申购资格

仅限已完成身份认证的账户。

## 2. 申购

您将一定金额从现货余额转入产品。该金额保存在您的理财账户中，并显示已获得的收益。

## 3. 收益

- 收益在申购后第二天（**T+2**）开始计算，每日发放。
- 申购时显示的是当前收益率，收益率可能变化，变化自公告次日起生效。
- 收益率不作保证，过往收益率不代表未来表现。

## 4. 赎回

- 除 **UTC 16:00 至 16:20** 结算每日收益期间外，您可以随时赎回。
- 赎回成功后，赎回金额将返还至您的现货余额；如赎回失败，金额仍保留在产品中。

## 5. 风险

理财产品中的资产可能会与交易对手合作以产生收益，因此除市场风险外还存在交易对手风险。申购前请阅读风险免责声明。

## 6. 终止

我们可能在至少提前 7 天通知后关闭某个产品。关闭时，产品中的全部金额连同已产生的收益将返还至您的现货余额。`,
      },
      'zh-TW': {
        title: '理財用戶協議',
        body: `本協議適用於您申購理財產品的情形。首次申購前您需要接受本協議。

## 1. 申購資格

僅限已完成身分認證的帳戶。

## 2. 申購

您將一定金額從現貨餘額轉入產品。該金額保存在您的理財帳戶中，並顯示已獲得的收益。

## 3. 收益

- 收益在申購後第二天（**T+2**）開始計算，每日發放。
- 申購時顯示的是目前收益率，收益率可能變化，變化自公告隔日起生效。
- 收益率不作保證，過往收益率不代表未來表現。

## 4. 贖回

- 除 **UTC 16:00 至 16:20** 結算每日收益期間外，您可以隨時贖回。
- 贖回成功後，贖回金額將返還至您的現貨餘額；如贖回失敗，金額仍保留在產品中。

## 5. 風險

理財產品中的資產可能會與交易對手合作以產生收益，因此除市場風險外還存在交易對手風險。申購前請閱讀風險免責聲明。

## 6. 終止

我們可能在至少提前 7 天通知後關閉某個產品。關閉時，產品中的全部金額連同已產生的收益將返還至您的現貨餘額。`,
      },
    },
  },
  {
    category: 'legal',
    versions: {
      en: {
        title: 'Risk disclaimer',
        body: `Digital assets are risky. Read this before you buy, hold, convert or earn on them with Coffer.

## Price risk

Prices of digital assets can rise or fall sharply in minutes, and can fall to zero. Do not commit money you cannot afford to lose.

## Irreversible transfers

A blockchain transfer cannot be undone. Coins sent to a wrong address, or on the wrong network, are usually lost.

## Stablecoins

A stablecoin aims to track a currency such as the US dollar, but it can lose that link. Its value depends on its issuer.

## Earn products

Interest rates change and are not guaranteed. Amounts in Earn products carry counterparty risk in addition to price risk.

## Card and peer-to-peer purchases

Prices can move between a quote and the payment; we ask you to confirm again if the price moves more than 2.5%. In peer-to-peer trading, only release coins after the payment has reached your account.

## Regulation

The law on digital assets differs between countries and is changing. A change could limit the services we can offer to you.

## Not advice

Nothing on this site is investment, tax or legal advice. Consider getting independent advice.`,
      },
      'zh-CN': {
        title: '风险免责声明',
        body: `数字资产具有风险。在通过 Coffer 购买、持有、兑换数字资产或使用其理财服务之前，请阅读本声明。

## 价格风险

数字资产价格可能在几分钟内大幅涨跌，甚至跌至零。请勿投入您无法承受损失的资金。

## 转账不可撤回

区块链转账无法撤销。发送到错误地址或错误网络的资产通常无法找回。

## 稳定币

稳定币旨在锚定美元等货币，但可能脱锚，其价值取决于发行方。

## 理财产品

收益率会变化且不作保证。理财产品中的资金除价格风险外还存在交易对手风险。

## 银行卡与 P2P 购买

报价与付款之间价格可能变化；如价格波动超过 2.5%，我们会请您再次确认。在 P2P 交易中，请在款项到达您的账户后再放币。

## 监管

各国关于数字资产的法律不同且不断变化，相关变化可能限制我们能向您提供的服务。

## 非投资建议

本网站的任何内容均不构成投资、税务或法律建议。请考虑寻求独立意见。`,
      },
      'zh-TW': {
        title: '風險免責聲明',
        body: `數位資產具有風險。在透過 Coffer 購買、持有、兌換數位資產或使用其理財服務之前，請閱讀本聲明。

## 價格風險

數位資產價格可能在幾分鐘內大幅漲跌，甚至跌至零。請勿投入您無法承受損失的資金。

## 轉帳不可撤回

區塊鏈轉帳無法撤銷。發送到錯誤地址或錯誤網路的資產通常無法找回。

## 穩定幣

穩定幣旨在錨定美元等貨幣，但可能脫鉤，其價值取決於發行方。

## 理財產品

收益率會變化且不作保證。理財產品中的資金除價格風險外還存在交易對手風險。

## 銀行卡與 P2P 購買

報價與付款之間價格可能變化；如價格波動超過 2.5%，我們會請您再次確認。在 P2P 交易中，請在款項到達您的帳戶後再放幣。

## 監管

各國關於數位資產的法律不同且不斷變化，相關變化可能限制我們能向您提供的服務。

## 非投資建議

本網站的任何內容均不構成投資、稅務或法律建議。請考慮尋求獨立意見。`,
      },
    },
  },
];
