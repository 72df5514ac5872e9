import type { DemoHelpArticle } from './demo-help';

/** Fees & limits: what things cost, withdrawal limits, P2P rules, Earn timing. */
export const feesArticles: DemoHelpArticle[] = [
  {
    category: 'fees-limits',
    versions: {
      en: {
        title: 'Fees at a glance',
        body: `We show every fee before you confirm. The amounts below are how each fee is worked out.

| Service | Fee |
|---|---|
| Crypto deposit | Free |
| Crypto withdrawal | The network fee of the coin and network you choose, shown on the form |
| Transfer between Coffer accounts | A small fee shown on the form; the amount must be larger than it |
| Convert (flash exchange) | Included in the quoted rate; no separate fee |
| Card purchase | 5% of the amount, at least 10 USD |
| Fiat withdrawal | Shown per payment rail when you create the withdrawal |
| Earn | No subscription or redemption fee |

## Why the network fee changes

Blockchains charge senders for space in a block. When a network is busy the fee rises, so we show the current fee each time rather than a fixed price.

## Merchants

Merchant channel fees depend on the business type and are listed under **Merchant → Channel fee**.`,
      },
      'zh-CN': {
        title: '费用一览',
        body: `每项费用都会在您确认前展示。以下是各项费用的计算方式。

| 服务 | 费用 |
|---|---|
| 加密货币充值 | 免费 |
| 加密货币提现 | 所选币种和网络的网络手续费，在表单中显示 |
| Coffer 账户间转账 | 表单中显示的少量手续费，转账金额须大于该费用 |
| 闪兑 | 已包含在报价汇率中，不另收费 |
| 银行卡购买 | 金额的 5%，最低 10 美元 |
| 法币提现 | 创建提现时按支付通道显示 |
| 理财 | 申购和赎回均不收费 |

## 网络手续费为何会变化

区块链按区块空间向发送方收费。网络繁忙时手续费上升，因此我们每次都显示当前费用，而非固定价格。

## 商户

商户通道费率取决于业务类型，可在 **商户 → 通道费率** 中查看。`,
      },
      'zh-TW': {
        title: '費用一覽',
        body: `每項費用都會在您確認前顯示。以下是各項費用的計算方式。

| 服務 | 費用 |
|---|---|
| 加密貨幣充值 | 免費 |
| 加密貨幣提現 | 所選幣種和網路的網路手續費，在表單中顯示 |
| Coffer 帳戶間轉帳 | 表單中顯示的少量手續費，轉帳金額須大於該費用 |
| 閃兌 | 已包含在報價匯率中，不另收費 |
| 銀行卡購買 | 金額的 5%，最低 10 美元 |
| 法幣提現 | 建立提現時按支付通道顯示 |
| 理財 | 申購和贖回均不收費 |

## 網路手續費為何會變化

區塊鏈按區塊空間向發送方收費。網路繁忙時手續費上升，因此我們每次都顯示目前費用，而非固定價格。

## 商戶

商戶通道費率取決於業務類型，可在 **商戶 → 通道費率** 中查看。`,
      },
    },
  },
  {
    category: 'fees-limits',
    versions: {
      en: {
        title: 'Withdrawal and transfer limits',
        body: `Limits protect you if your account is ever misused. You see the limits that apply to you on each form.

## Per withdrawal

Each coin and network has a **minimum** and a **maximum** for a single withdrawal. An amount outside them is refused with a message telling you which limit applies.

## Per day

There is a **daily withdrawal total** and a **daily transfer total**. Once you reach it, further withdrawals wait until the next day (UTC).

## Temporary holds

- **24 hours** after a change to your phone, e-mail, authenticator, password or fund PIN, withdrawals and transfers are paused.
- A new multisig withdrawal cannot start until the previous one has finished signing.

## Amounts

Amounts are entered with the number of decimals the coin allows. Extra decimals are cut off, never rounded up, so you never send more than you typed.`,
      },
      'zh-CN': {
        title: '提现与转账限额',
        body: `限额可以在账户被盗用时保护您。每个表单都会显示适用于您的限额。

## 单笔限额

每个币种和网络都有单笔提现的**最低**和**最高**金额。超出范围的金额将被拒绝，并提示适用的限额。

## 每日限额

设有**每日提现总额**和**每日转账总额**。达到上限后，后续提现需等到次日（UTC）。

## 临时暂停

- 修改手机、邮箱、验证器、登录密码或资金密码后 **24 小时**内，提现和转账将暂停。
- 上一笔多签提现签名完成前，无法发起新的多签提现。

## 金额位数

金额按币种允许的小数位数输入。多余的小数位会被直接截去而不是四舍五入，因此您发送的金额绝不会超过您输入的金额。`,
      },
      'zh-TW': {
        title: '提現與轉帳限額',
        body: `限額可以在帳戶被盜用時保護您。每個表單都會顯示適用於您的限額。

## 單筆限額

每個幣種和網路都有單筆提現的**最低**和**最高**金額。超出範圍的金額將被拒絕，並提示適用的限額。

## 每日限額

設有**每日提現總額**和**每日轉帳總額**。達到上限後，後續提現需等到隔日（UTC）。

## 暫時停止

- 修改手機、電子郵件、驗證器、登入密碼或資金密碼後 **24 小時**內，提現和轉帳將暫停。
- 上一筆多簽提現簽名完成前，無法發起新的多簽提現。

## 金額位數

金額按幣種允許的小數位數輸入。多餘的小數位會被直接截去而不是四捨五入，因此您發送的金額絕不會超過您輸入的金額。`,
      },
    },
  },
  {
    category: 'fees-limits',
    versions: {
      en: {
        title: 'Peer-to-peer trading rules',
        body: `In peer-to-peer (P2P) trading you buy or sell crypto directly with a dealer and pay them by bank transfer or another payment method.

## How an order runs

1. You place an order; the coins are held in escrow.
2. The buyer pays and marks the order as **paid** before the countdown ends.
3. The seller confirms receipt and the coins are released.

An order that is not paid in time is cancelled automatically.

## Limits

- Up to **3 active payment methods** at a time.
- **3 cancellations in one day** restrict your P2P trading for the rest of that day.
- Only one payment method of the same channel can be active.

## Appeals

If something goes wrong, open an appeal from the order page **within 24 hours**. Describe the problem in at least 10 characters and attach up to **3 images** as proof. Our team decides whether the user or the dealer is responsible, and you can follow the ticket until it is completed.

Never release coins before the payment has actually reached your bank account.`,
      },
      'zh-CN': {
        title: 'P2P 交易规则',
        body: `在点对点（P2P）交易中，您直接与商家买卖加密货币，并通过银行转账或其他付款方式付款。

## 订单流程

1. 您下单后，资产由平台托管。
2. 买方在倒计时结束前付款，并将订单标记为**已付款**。
3. 卖方确认收款后放币。

未按时付款的订单将被自动取消。

## 限制

- 同时最多 **3 种有效收付款方式**。
- **单日取消 3 次**后，当天将被限制 P2P 交易。
- 同一通道的收付款方式只能有一个处于启用状态。

## 申诉

如遇问题，请在 **24 小时内**从订单页面发起申诉。问题描述不少于 10 个字，最多可附 **3 张图片**作为凭证。我们的团队将判定责任属于用户还是商家，您可以持续跟踪工单直至处理完成。

在款项真正到达您的银行账户之前，切勿放币。`,
      },
      'zh-TW': {
        title: 'P2P 交易規則',
        body: `在點對點（P2P）交易中，您直接與商家買賣加密貨幣，並透過銀行轉帳或其他付款方式付款。

## 訂單流程

1. 您下單後，資產由平台託管。
2. 買方在倒數計時結束前付款，並將訂單標記為**已付款**。
3. 賣方確認收款後放幣。

未按時付款的訂單將被自動取消。

## 限制

- 同時最多 **3 種有效收付款方式**。
- **單日取消 3 次**後，當天將被限制 P2P 交易。
- 同一通道的收付款方式只能有一個處於啟用狀態。

## 申訴

如遇問題，請在 **24 小時內**從訂單頁面發起申訴。問題描述不少於 10 個字，最多可附 **3 張圖片**作為憑證。我們的團隊將判定責任屬於用戶還是商家，您可以持續追蹤工單直至處理完成。

在款項真正到達您的銀行帳戶之前，切勿放幣。`,
      },
    },
  },
  {
    category: 'fees-limits',
    versions: {
      en: {
        title: 'Earn: when interest starts and when you can redeem',
        body: `## Interest

Interest starts **two days after you subscribe (T+2)**. For example, if you subscribe on Monday, the first interest is for Wednesday. It is paid daily into your investment account.

## Redemption

You can redeem at any time except **16:00–16:20 UTC** each day, when the day’s interest is being settled. A redemption shows as *redeeming* until it is processed, then *success*; if it fails, the amount stays in the product and you can try again.

## Requirements

- Completed identity verification.
- Acceptance of the **savings user agreement** before your first subscription.

## Rates

The rate of each product is shown before you subscribe and can change. Rates are not guaranteed.`,
      },
      'zh-CN': {
        title: '理财：收益何时开始、何时可以赎回',
        body: `## 收益

收益在**申购后第二天（T+2）**开始计算。例如周一申购，首笔收益从周三开始计算，每日发放至您的理财账户。

## 赎回

除每日 **UTC 16:00–16:20** 结算当日收益期间外，您可以随时赎回。赎回在处理前显示为“赎回中”，处理后显示为“成功”；如果失败，金额仍保留在产品中，您可以再次尝试。

## 申购条件

- 已完成身份认证。
- 首次申购前同意**理财用户协议**。

## 收益率

每个产品的收益率在申购前展示，且可能变化，不作保证。`,
      },
      'zh-TW': {
        title: '理財：收益何時開始、何時可以贖回',
        body: `## 收益

收益在**申購後第二天（T+2）**開始計算。例如週一申購，首筆收益從週三開始計算，每日發放至您的理財帳戶。

## 贖回

除每日 **UTC 16:00–16:20** 結算當日收益期間外，您可以隨時贖回。贖回在處理前顯示為「贖回中」，處理後顯示為「成功」；如果失敗，金額仍保留在產品中，您可以再次嘗試。

## 申購條件

- 已完成身分認證。
- 首次申購前同意**理財用戶協議**。

## 收益率

每個產品的收益率在申購前顯示，且可能變化，不作保證。`,
      },
    },
  },
];
