import type { DemoHelpArticle } from './demo-help';

/** Identity verification: how KYC works, documents, statuses, business verification. */
export const kycArticles: DemoHelpArticle[] = [
  {
    category: 'identity-verification',
    versions: {
      en: {
        title: 'How identity verification (KYC) works',
        body: `Like every regulated custody provider, Coffer must know who its clients are. Identity verification, often called KYC (“know your customer”), takes a few minutes to submit.

## What it unlocks

Until your identity is verified, Coffer shows the verification page whenever you open another part of the app. Verification is needed for:

- withdrawals,
- Earn products,
- fiat trading and the fiat (cash) account,
- card purchases.

## The steps

1. Open **Account → Identity verification**.
2. Choose your country or region and your document type.
3. Enter your name, document number and the document’s start and expiry dates, plus your city and address.
4. Upload photos of your document (see *Documents and photos we accept*).
5. Submit. Your status changes to **Under review**.

## How long it takes

Most reviews finish within a few business days. You will see the status change on the verification page and in the menu badge. We may contact you by e-mail if something needs clarifying.`,
      },
      'zh-CN': {
        title: '身份认证（KYC）如何进行',
        body: `与所有受监管的托管机构一样，Coffer 必须了解客户身份。身份认证（常称 KYC，即“了解您的客户”）只需几分钟即可提交。

## 认证后可使用

完成身份认证之前，您打开应用其他页面时都会被引导至认证页面。以下功能需要认证：

- 提现，
- 理财产品，
- 法币交易与法币（现金）账户，
- 银行卡购买。

## 认证步骤

1. 打开 **账户 → 身份认证**。
2. 选择国家或地区及证件类型。
3. 填写姓名、证件号码、证件签发和到期日期，以及所在城市和详细地址。
4. 上传证件照片（请参阅“可接受的证件与照片”）。
5. 提交后，状态变为**审核中**。

## 审核时间

大多数审核在几个工作日内完成。您可以在认证页面和菜单标记中看到状态变化。如需补充信息，我们可能会通过邮件联系您。`,
      },
      'zh-TW': {
        title: '身分認證（KYC）如何進行',
        body: `與所有受監管的託管機構一樣，Coffer 必須了解客戶身分。身分認證（常稱 KYC，即「認識您的客戶」）只需幾分鐘即可提交。

## 認證後可使用

完成身分認證之前，您開啟應用程式其他頁面時都會被引導至認證頁面。以下功能需要認證：

- 提現，
- 理財產品，
- 法幣交易與法幣（現金）帳戶，
- 銀行卡購買。

## 認證步驟

1. 開啟 **帳戶 → 身分認證**。
2. 選擇國家或地區及證件類型。
3. 填寫姓名、證件號碼、證件簽發和到期日期，以及所在城市和詳細地址。
4. 上傳證件照片（請參閱「可接受的證件與照片」）。
5. 提交後，狀態變為**審核中**。

## 審核時間

大多數審核在幾個工作日內完成。您可以在認證頁面和選單標記中看到狀態變化。如需補充資訊，我們可能會透過電子郵件聯絡您。`,
      },
    },
  },
  {
    category: 'identity-verification',
    versions: {
      en: {
        title: 'Documents and photos we accept',
        body: `## Documents

- **Personal accounts:** national identity card, passport or driving licence.
- **Enterprise accounts:** business licence, plus an identity document of the person acting for the company.

The document must be valid on the day you submit it, and the name must match the name on your account.

## Photos

- Formats: **PNG, JPG or BMP**.
- Size: up to **5 MB** per photo.
- Show the whole document, all four corners, with no glare over the text.
- Take the photo yourself: screenshots, scans of photocopies and edited images are rejected.

## Tips that avoid a rejection

- Use daylight and a plain, dark background.
- Make sure the document number and dates are sharp enough to read.
- If your document has two sides, upload both.`,
      },
      'zh-CN': {
        title: '可接受的证件与照片',
        body: `## 证件

- **个人账户**：身份证、护照或驾驶证。
- **企业账户**：营业执照，以及代表公司办理人员的身份证件。

证件在提交当天必须有效，且姓名须与账户姓名一致。

## 照片

- 格式：**PNG、JPG 或 BMP**。
- 大小：每张不超过 **5 MB**。
- 拍摄完整证件，四角清晰可见，文字上无反光。
- 请亲自拍摄：截图、复印件扫描件和编辑过的图片将被拒绝。

## 避免被拒的小技巧

- 在自然光下、以纯色深色背景拍摄。
- 确保证件号码和日期清晰可读。
- 如果证件有正反两面，请都上传。`,
      },
      'zh-TW': {
        title: '可接受的證件與照片',
        body: `## 證件

- **個人帳戶**：身分證、護照或駕駛執照。
- **企業帳戶**：營業登記證，以及代表公司辦理人員的身分證件。

證件在提交當天必須有效，且姓名須與帳戶姓名一致。

## 照片

- 格式：**PNG、JPG 或 BMP**。
- 大小：每張不超過 **5 MB**。
- 拍攝完整證件，四角清晰可見，文字上無反光。
- 請親自拍攝：螢幕截圖、影本掃描檔和編輯過的圖片將被拒絕。

## 避免被拒的小技巧

- 在自然光下、以純色深色背景拍攝。
- 確保證件號碼和日期清晰可讀。
- 如果證件有正反兩面，請都上傳。`,
      },
    },
  },
  {
    category: 'identity-verification',
    versions: {
      en: {
        title: 'Verification statuses and what to do if it fails',
        body: `Your verification status is shown on **Account → Identity verification** and as a badge in the user menu.

| Status | Meaning |
|---|---|
| Unverified | You have not submitted yet. |
| Under review | We are checking your documents. You do not need to do anything. |
| Failed | We could not verify you. The reason is shown on the verification page. |
| Verified | Done: withdrawals, Earn, fiat and card purchases are unlocked. |

## If verification failed

Read the reason, correct the information or take new photos, and submit again. The most common reasons are:

- a blurred or cropped photo,
- an expired document,
- a name that does not match the account,
- a screenshot instead of a photo.

## Changing verified details

Once verified, your name and document cannot be edited in the app. If your document is renewed or your name changes, contact support.`,
      },
      'zh-CN': {
        title: '认证状态说明及认证失败的处理',
        body: `您的认证状态显示在 **账户 → 身份认证** 页面及用户菜单的标记中。

| 状态 | 含义 |
|---|---|
| 未认证 | 您尚未提交。 |
| 审核中 | 我们正在核查您的资料，您无需任何操作。 |
| 认证失败 | 我们无法完成认证，原因会显示在认证页面。 |
| 已认证 | 完成：提现、理财、法币及银行卡购买均已开通。 |

## 认证失败怎么办

查看失败原因，更正信息或重新拍摄照片后再次提交。最常见的原因有：

- 照片模糊或不完整，
- 证件已过期，
- 姓名与账户不一致，
- 上传的是截图而非照片。

## 修改已认证的信息

认证通过后，姓名和证件信息无法在应用内修改。如证件更新或姓名变更，请联系客服。`,
      },
      'zh-TW': {
        title: '認證狀態說明及認證失敗的處理',
        body: `您的認證狀態顯示在 **帳戶 → 身分認證** 頁面及用戶選單的標記中。

| 狀態 | 含義 |
|---|---|
| 未認證 | 您尚未提交。 |
| 審核中 | 我們正在核查您的資料，您無需任何操作。 |
| 認證失敗 | 我們無法完成認證，原因會顯示在認證頁面。 |
| 已認證 | 完成：提現、理財、法幣及銀行卡購買均已開通。 |

## 認證失敗怎麼辦

查看失敗原因，更正資訊或重新拍攝照片後再次提交。最常見的原因有：

- 照片模糊或不完整，
- 證件已過期，
- 姓名與帳戶不一致，
- 上傳的是螢幕截圖而非照片。

## 修改已認證的資訊

認證通過後，姓名和證件資訊無法在應用程式內修改。如證件更新或姓名變更，請聯絡客服。`,
      },
    },
  },
  {
    category: 'identity-verification',
    versions: {
      en: {
        title: 'Verifying a business account',
        body: `Enterprise and merchant accounts go through business verification, which covers the company and the people who act for it.

## What we ask for

- The company’s full registered name, registration number and registered address.
- A **business licence** or certificate of incorporation.
- An identity document for the person submitting the application.
- For merchants: the company website, business scope and the currency you want to receive.

## Who can submit

Only someone authorised to act for the company. By submitting, you confirm that you hold that authority.

## After approval

Verified enterprise accounts can open multisig wallets, add signers and use every product available to individuals. Merchants can go on to apply for an official merchant account.`,
      },
      'zh-CN': {
        title: '企业账户认证',
        body: `企业和商户账户需要完成企业认证，内容涵盖公司本身及代表公司办理的人员。

## 所需资料

- 公司注册全称、注册号码和注册地址。
- **营业执照**或公司注册证书。
- 提交申请人员的身份证件。
- 商户另需提供：公司网站、经营范围及希望收款的币种。

## 谁可以提交

仅限有权代表公司行事的人员。提交即表示您确认拥有该授权。

## 审核通过后

已认证的企业账户可开设多签钱包、添加签名人，并使用个人用户可用的全部产品。商户可继续申请成为正式商户。`,
      },
      'zh-TW': {
        title: '企業帳戶認證',
        body: `企業和商戶帳戶需要完成企業認證，內容涵蓋公司本身及代表公司辦理的人員。

## 所需資料

- 公司登記全名、登記號碼和登記地址。
- **營業登記證**或公司註冊證明。
- 提交申請人員的身分證件。
- 商戶另需提供：公司網站、營業範圍及希望收款的幣種。

## 誰可以提交

僅限有權代表公司行事的人員。提交即表示您確認擁有該授權。

## 審核通過後

已認證的企業帳戶可開設多簽錢包、新增簽名人，並使用個人用戶可用的全部產品。商戶可繼續申請成為正式商戶。`,
      },
    },
  },
];
