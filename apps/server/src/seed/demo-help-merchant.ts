import type { DemoHelpArticle } from './demo-help';

/** Merchant services: becoming a merchant, orders and refunds, sub-merchants, rates and reports. */
export const merchantArticles: DemoHelpArticle[] = [
  {
    category: 'merchant-services',
    versions: {
      en: {
        title: 'Becoming a merchant: trial and official accounts',
        body: `A merchant account lets a business accept digital-asset payments and run them from the merchant back office.

## Sign up

Choose **Register → Merchant**. You will need your company’s business registration certificate (JPG or PNG, up to 5 MB) at sign-up.

## Trial first

Every new merchant starts as **Trial**. You can create payment orders and test the whole flow with real customers at modest volumes.

## Apply to become official

From your merchant profile, submit:

- full name and short name of the company,
- company website and address,
- business scope,
- the currency you want to receive,
- the business registration certificate,
- optionally a referral code and a WhatsApp ID for our account managers.

You can save the application and come back to it. Its status moves from *not submitted* to *under review*, then *approved* or *rejected* with a reason. Your profile menu shows whether the account is official.`,
      },
      'zh-CN': {
        title: '成为商户：试用与正式账户',
        body: `商户账户让企业可以接受数字资产付款，并在商户后台统一管理。

## 注册

选择 **注册 → 商户**。注册时需要上传公司商业登记证书（JPG 或 PNG，最大 5 MB）。

## 先试用

所有新商户都从**试用**账户开始。您可以创建收款订单，并以适度规模与真实客户测试完整流程。

## 申请成为正式商户

在商户资料中提交：

- 公司全称和简称，
- 公司网站和地址，
- 经营范围，
- 希望收款的币种，
- 商业登记证书，
- 可选：推荐码，以及供客户经理联系的 WhatsApp ID。

申请可以保存后继续填写。状态将从“未提交”变为“审核中”，之后为“已通过”或附带原因的“已拒绝”。资料菜单会显示账户是否为正式商户。`,
      },
      'zh-TW': {
        title: '成為商戶：試用與正式帳戶',
        body: `商戶帳戶讓企業可以接受數位資產付款，並在商戶後台統一管理。

## 註冊

選擇 **註冊 → 商戶**。註冊時需要上傳公司商業登記證明（JPG 或 PNG，最大 5 MB）。

## 先試用

所有新商戶都從**試用**帳戶開始。您可以建立收款訂單，並以適度規模與真實客戶測試完整流程。

## 申請成為正式商戶

在商戶資料中提交：

- 公司全名和簡稱，
- 公司網站和地址，
- 營業範圍，
- 希望收款的幣種，
- 商業登記證明，
- 選填：推薦碼，以及供客戶經理聯絡的 WhatsApp ID。

申請可以儲存後繼續填寫。狀態將從「未提交」變為「審核中」，之後為「已通過」或附帶原因的「已拒絕」。資料選單會顯示帳戶是否為正式商戶。`,
      },
    },
  },
  {
    category: 'merchant-services',
    versions: {
      en: {
        title: 'Payment orders, reviews and refunds',
        body: `## Payment orders

Create a payment order for each sale, or a receipt code your customer scans. Each order carries your own order number: the same merchant order number cannot be used twice.

An order moves through these statuses:

- **Created**, waiting for the customer’s payment.
- **Pending review**, when your settings require approval.
- **Passed**, paid and accepted.
- **Rejected**, declined by a reviewer.
- **Refunded**, returned to the customer.

## Reviews

Staff with the approval role see waiting payments, refunds and transfers in the overview, with a count of each. Approving or rejecting is recorded with the reviewer’s name.

## Refunds

Open a passed order and choose **Refund**. The refund goes to review before it is sent. Your merchant balance must cover it.`,
      },
      'zh-CN': {
        title: '收款订单、审核与退款',
        body: `## 收款订单

为每笔销售创建收款订单，或生成供客户扫描的收款码。每个订单都带有您自己的订单号：同一商户订单号不能重复使用。

订单会经历以下状态：

- **已创建**：等待客户付款。
- **待审核**：您的设置要求审批时。
- **已通过**：已付款并确认。
- **已拒绝**：被审核人拒绝。
- **已退款**：已退还给客户。

## 审核

拥有审批角色的员工可在概览页看到待审核的收款、退款和转账及各自数量。通过或拒绝操作均会记录审核人。

## 退款

打开已通过的订单并选择**退款**。退款经审核后发出，您的商户余额须足以支付。`,
      },
      'zh-TW': {
        title: '收款訂單、審核與退款',
        body: `## 收款訂單

為每筆銷售建立收款訂單，或產生供客戶掃描的收款碼。每個訂單都帶有您自己的訂單編號：同一商戶訂單編號不能重複使用。

訂單會經歷以下狀態：

- **已建立**：等待客戶付款。
- **待審核**：您的設定要求審批時。
- **已通過**：已付款並確認。
- **已拒絕**：被審核人拒絕。
- **已退款**：已退還給客戶。

## 審核

擁有審批角色的員工可在概覽頁看到待審核的收款、退款和轉帳及各自數量。通過或拒絕操作均會記錄審核人。

## 退款

開啟已通過的訂單並選擇**退款**。退款經審核後發出，您的商戶餘額須足以支付。`,
      },
    },
  },
  {
    category: 'merchant-services',
    versions: {
      en: {
        title: 'Sub-merchant accounts for shops and cashiers',
        body: `Sub-merchant accounts let each shop, branch or cashier take payments under your merchant account without sharing your login.

## Create one

Go to **Merchant → Sub-accounts → Create** and enter:

- user name and e-mail for the login,
- contact name, phone and job title,
- **receipt valid time**: how many minutes a payment code stays valid,
- **order display time**: how many days of orders the sub-merchant can see.

## Manage

- **Activate** or **deactivate** a sub-merchant at any time; a deactivated one cannot sign in.
- **Reset password** sends new sign-in details to its e-mail.
- **Delete** removes a sub-merchant you no longer need. Its past orders stay in your reports.

Each sub-merchant’s sales appear in your daily report under its UID.`,
      },
      'zh-CN': {
        title: '为门店和收银员开设子商户账户',
        body: `子商户账户让每家门店、分店或收银员都能在您的商户账户下收款，而无需共享您的登录信息。

## 创建

前往 **商户 → 子账户 → 创建**，填写：

- 登录用的用户名和邮箱，
- 联系人姓名、电话和职位，
- **收款有效时间**：收款码的有效分钟数，
- **订单显示时间**：子商户可查看多少天内的订单。

## 管理

- 可随时**启用**或**停用**子商户，停用后无法登录。
- **重置密码**会将新的登录信息发送到其邮箱。
- **删除**不再需要的子商户，其历史订单仍保留在报表中。

每个子商户的销售额会按其 UID 显示在每日报表中。`,
      },
      'zh-TW': {
        title: '為門市和收銀員開設子商戶帳戶',
        body: `子商戶帳戶讓每家門市、分店或收銀員都能在您的商戶帳戶下收款，而無需共用您的登入資訊。

## 建立

前往 **商戶 → 子帳戶 → 建立**，填寫：

- 登入用的使用者名稱和電子郵件，
- 聯絡人姓名、電話和職稱，
- **收款有效時間**：收款碼的有效分鐘數，
- **訂單顯示時間**：子商戶可查看多少天內的訂單。

## 管理

- 可隨時**啟用**或**停用**子商戶，停用後無法登入。
- **重設密碼**會將新的登入資訊傳送到其電子郵件。
- **刪除**不再需要的子商戶，其歷史訂單仍保留在報表中。

每個子商戶的銷售額會按其 UID 顯示在每日報表中。`,
      },
    },
  },
  {
    category: 'merchant-services',
    versions: {
      en: {
        title: 'Rates, channel fees, settlement and daily reports',
        body: `## Rate settings

If you price in a fiat currency but collect in crypto, set the rate under **Merchant → Set rate**: choose the legal currency, the collection currency and the rate. A reference exchange rate is shown to help you. You can add, edit and delete rates at any time.

## Channel fees

**Merchant → Channel fee** lists the fee rate for each currency and business type (collection, payout, refund). The fee is taken when an order settles.

## Settlement

Passed payments settle to your merchant wallet in **under 8 hours**. From there you can withdraw or transfer like any other balance; merchant withdrawals follow the same security rules, including the fund PIN and the 24-hour hold after security changes.

## Daily reports

**Merchant → Report** shows, for each sub-merchant UID, currency and day: receipts, payments and refunds. Use it to reconcile with your shop systems.`,
      },
      'zh-CN': {
        title: '汇率、通道费率、结算与每日报表',
        body: `## 汇率设置

如果您以法币定价、以加密货币收款，请在 **商户 → 设置汇率** 中选择法定货币、收款币种并设置汇率。页面会显示参考汇率供您参考。您可以随时新增、修改和删除汇率。

## 通道费率

**商户 → 通道费率** 列出各币种及各业务类型（收款、代付、退款）的费率，费用在订单结算时扣除。

## 结算

已通过的收款在 **8 小时内**结算至您的商户钱包，之后可以像其他余额一样提现或转账。商户提现遵循相同的安全规则，包括资金密码以及安全项变更后的 24 小时冻结。

## 每日报表

**商户 → 报表** 按子商户 UID、币种和日期显示收款、付款和退款金额，便于与门店系统对账。`,
      },
      'zh-TW': {
        title: '匯率、通道費率、結算與每日報表',
        body: `## 匯率設定

如果您以法幣定價、以加密貨幣收款，請在 **商戶 → 設定匯率** 中選擇法定貨幣、收款幣種並設定匯率。頁面會顯示參考匯率供您參考。您可以隨時新增、修改和刪除匯率。

## 通道費率

**商戶 → 通道費率** 列出各幣種及各業務類型（收款、代付、退款）的費率，費用在訂單結算時扣除。

## 結算

已通過的收款在 **8 小時內**結算至您的商戶錢包，之後可以像其他餘額一樣提現或轉帳。商戶提現遵循相同的安全規則，包括資金密碼以及安全項目變更後的 24 小時凍結。

## 每日報表

**商戶 → 報表** 按子商戶 UID、幣種和日期顯示收款、付款和退款金額，便於與門市系統對帳。`,
      },
    },
  },
];
