import type { DemoHelpArticle } from './demo-help';

/** Deposits & withdrawals: crypto in and out, a missing deposit, fiat cash. */
export const fundsArticles: DemoHelpArticle[] = [
  {
    category: 'deposits-withdrawals',
    versions: {
      en: {
        title: 'How to deposit crypto',
        body: `1. Go to **Assets → Deposit**.
2. Choose the coin, then the **network** (for USDT: TRC-20 on TRON or ERC-20 on Ethereum).
3. Copy your deposit address or scan its QR code from your other wallet.
4. Send the coins. Your deposit appears in the deposit history straight away as *confirming*.

## Check before you send

- **The network must match.** An address on one network cannot receive coins sent on another; such transfers cannot be reversed.
- **Respect the minimum.** Deposits below the minimum shown on the page are marked *below minimum deposit* and are not credited automatically.
- **Each address is yours alone.** You can reuse it for later deposits on the same network.

## When will it arrive?

A deposit is credited once the network has confirmed it the required number of times, usually within minutes for TRON and up to half an hour for Bitcoin. Coffer does not charge a fee for crypto deposits.`,
      },
      'zh-CN': {
        title: '如何充值加密货币',
        body: `1. 前往 **资产 → 充值**。
2. 选择币种，再选择**网络**（USDT 可选 TRON 上的 TRC-20 或以太坊上的 ERC-20）。
3. 复制您的充值地址，或在其他钱包中扫描二维码。
4. 发送资产。充值会立即以“确认中”状态显示在充值记录中。

## 发送前请检查

- **网络必须一致**：一个网络的地址无法接收通过另一个网络发送的资产，此类转账无法撤回。
- **注意最低金额**：低于页面所示最低金额的充值将标记为“低于最小充值额”，不会自动入账。
- **地址专属于您**：同一网络的后续充值可以重复使用该地址。

## 多久到账？

网络确认达到所需次数后即入账，TRON 通常几分钟，比特币最长约半小时。Coffer 不收取加密货币充值手续费。`,
      },
      'zh-TW': {
        title: '如何充值加密貨幣',
        body: `1. 前往 **資產 → 充值**。
2. 選擇幣種，再選擇**網路**（USDT 可選 TRON 上的 TRC-20 或以太坊上的 ERC-20）。
3. 複製您的充值地址，或在其他錢包中掃描 QR 碼。
4. 發送資產。充值會立即以「確認中」狀態顯示在充值紀錄中。

## 發送前請檢查

- **網路必須一致**：一個網路的地址無法接收透過另一個網路發送的資產，此類轉帳無法撤回。
- **注意最低金額**：低於頁面所示最低金額的充值將標記為「低於最小充值額」，不會自動入帳。
- **地址專屬於您**：同一網路的後續充值可以重複使用該地址。

## 多久到帳？

網路確認達到所需次數後即入帳，TRON 通常幾分鐘，比特幣最長約半小時。Coffer 不收取加密貨幣充值手續費。`,
      },
    },
  },
  {
    category: 'deposits-withdrawals',
    versions: {
      en: {
        title: 'My deposit has not arrived',
        body: `Find the deposit under **Assets → Deposit → History** and look at its status.

| Status | What it means | What to do |
|---|---|---|
| Confirming | The network has not confirmed it enough times yet. | Wait; it is credited automatically. |
| Credited / Completed | It is in your balance. | Check the right account (spot, not investment). |
| Below minimum deposit | The amount was under the minimum. | Contact support with the transaction id. |
| Frozen / Pending verification | We need to check the source of funds. | Watch your e-mail for our request. |
| Abnormal order | Something did not match, such as the network. | Contact support with the transaction id. |

## Not in the history at all?

- Check in your sending wallet that the transaction was broadcast and has a transaction id (hash).
- Check that you sent to the address shown for **this coin and this network**.
- If the hash shows the transfer reached your Coffer address but nothing appears after an hour, contact support and include the hash.`,
      },
      'zh-CN': {
        title: '充值未到账怎么办',
        body: `在 **资产 → 充值 → 记录** 中找到该笔充值并查看状态。

| 状态 | 含义 | 处理方式 |
|---|---|---|
| 确认中 | 网络确认次数尚未达到要求。 | 请耐心等待，将自动入账。 |
| 已入账 / 已完成 | 已计入您的余额。 | 请确认查看的是现货账户而非理财账户。 |
| 低于最小充值额 | 金额低于最低要求。 | 请提供交易哈希联系客服。 |
| 冻结 / 待核实 | 我们需要核实资金来源。 | 请留意我们的邮件通知。 |
| 异常订单 | 存在不匹配，例如网络不一致。 | 请提供交易哈希联系客服。 |

## 记录中完全没有？

- 在发送钱包中确认交易已广播并有交易哈希。
- 确认发送的地址是**该币种、该网络**对应的地址。
- 如果哈希显示资产已到达您的 Coffer 地址，但一小时后仍无记录，请附上哈希联系客服。`,
      },
      'zh-TW': {
        title: '充值未到帳怎麼辦',
        body: `在 **資產 → 充值 → 紀錄** 中找到該筆充值並查看狀態。

| 狀態 | 含義 | 處理方式 |
|---|---|---|
| 確認中 | 網路確認次數尚未達到要求。 | 請耐心等待，將自動入帳。 |
| 已入帳 / 已完成 | 已計入您的餘額。 | 請確認查看的是現貨帳戶而非理財帳戶。 |
| 低於最小充值額 | 金額低於最低要求。 | 請提供交易雜湊聯絡客服。 |
| 凍結 / 待核實 | 我們需要核實資金來源。 | 請留意我們的電子郵件通知。 |
| 異常訂單 | 存在不相符，例如網路不一致。 | 請提供交易雜湊聯絡客服。 |

## 紀錄中完全沒有？

- 在發送錢包中確認交易已廣播並有交易雜湊。
- 確認發送的地址是**該幣種、該網路**對應的地址。
- 如果雜湊顯示資產已到達您的 Coffer 地址，但一小時後仍無紀錄，請附上雜湊聯絡客服。`,
      },
    },
  },
  {
    category: 'deposits-withdrawals',
    versions: {
      en: {
        title: 'How to withdraw crypto',
        body: `## Before your first withdrawal

- Complete **identity verification**.
- Set your **fund PIN**.
- Make sure your balance covers the amount and the network fee.

## Steps

1. Go to **Assets → Withdraw** and choose the coin and network.
2. Paste the destination address, or pick one from **Address management**. We check that the address is valid for the network you chose.
3. Enter the amount. The network fee and the amount the recipient will get are shown before you continue.
4. Confirm with your fund PIN and the security verification we ask for.

## After you submit

The withdrawal moves through *pending review* and *processing* to the chain. While it is still cancellable you can revoke it from the withdrawal history.

## When withdrawals are paused

Withdrawals and transfers are paused for 24 hours after any change to your security items, and while a previous multisig withdrawal is still being signed.`,
      },
      'zh-CN': {
        title: '如何提现加密货币',
        body: `## 首次提现前

- 完成**身份认证**。
- 设置**资金密码**。
- 确保余额足以支付提现金额和网络手续费。

## 步骤

1. 前往 **资产 → 提现**，选择币种和网络。
2. 粘贴目标地址，或从**地址管理**中选择。我们会检查该地址在所选网络上是否有效。
3. 输入金额。继续之前会显示网络手续费和对方实际到账金额。
4. 输入资金密码并完成安全验证以确认。

## 提交之后

提现会依次经过“待审核”“处理中”后上链。在可撤销期间，您可以在提现记录中撤销。

## 提现暂停的情况

修改任何安全项后 24 小时内，以及上一笔多签提现仍在签名时，提现和转账将暂停。`,
      },
      'zh-TW': {
        title: '如何提現加密貨幣',
        body: `## 首次提現前

- 完成**身分認證**。
- 設定**資金密碼**。
- 確保餘額足以支付提現金額和網路手續費。

## 步驟

1. 前往 **資產 → 提現**，選擇幣種和網路。
2. 貼上目標地址，或從**地址管理**中選擇。我們會檢查該地址在所選網路上是否有效。
3. 輸入金額。繼續之前會顯示網路手續費和對方實際到帳金額。
4. 輸入資金密碼並完成安全驗證以確認。

## 提交之後

提現會依序經過「待審核」「處理中」後上鏈。在可撤銷期間，您可以在提現紀錄中撤銷。

## 提現暫停的情況

修改任何安全項目後 24 小時內，以及上一筆多簽提現仍在簽名時，提現和轉帳將暫停。`,
      },
    },
  },
  {
    category: 'deposits-withdrawals',
    versions: {
      en: {
        title: 'Fiat deposits and withdrawals',
        body: `Your fiat (cash) account holds currencies such as USD and EUR. It is available once your identity is verified.

## Opening the fiat account

Apply under **Assets → Cash**. Our team reviews the application; you can follow its status (*submitted*, *being created*, *needs reconfirmation*) on the same page.

## Depositing

Create a deposit order and transfer the exact amount to the bank details shown, with the reference we give you. The bank account you send from must be **a local account in your own name**; payments from third parties are returned.

## Withdrawing

1. Add a beneficiary. The fields depend on the country and payment rail (for example IBAN and BIC for SEPA, or account number and ABA routing number in the US).
2. Create the withdrawal and confirm it with your fund PIN.

Withdrawals are processed within **1 working day** and usually credited within **2 hours** after processing. A fiat withdrawal **cannot be cancelled** once submitted, so check the beneficiary carefully.`,
      },
      'zh-CN': {
        title: '法币充值与提现',
        body: `法币（现金）账户可持有美元、欧元等货币，完成身份认证后即可使用。

## 开通法币账户

在 **资产 → 现金** 中提交申请，由我们的团队审核。您可以在同一页面查看申请状态（已提交、开通中、需重新确认）。

## 充值

创建充值订单，按页面显示的银行信息转入准确金额，并填写我们提供的附言。汇款账户必须是**您本人名下的本地银行账户**，第三方付款将被退回。

## 提现

1. 添加收款人。所需字段取决于国家和支付通道（例如 SEPA 需要 IBAN 和 BIC，美国需要账号和 ABA 路由号）。
2. 创建提现并输入资金密码确认。

提现在 **1 个工作日**内处理，处理后通常 **2 小时**内到账。法币提现一经提交**无法撤销**，请仔细核对收款人信息。`,
      },
      'zh-TW': {
        title: '法幣充值與提現',
        body: `法幣（現金）帳戶可持有美元、歐元等貨幣，完成身分認證後即可使用。

## 開通法幣帳戶

在 **資產 → 現金** 中提交申請，由我們的團隊審核。您可以在同一頁面查看申請狀態（已提交、開通中、需重新確認）。

## 充值

建立充值訂單，按頁面顯示的銀行資訊轉入準確金額，並填寫我們提供的附言。匯款帳戶必須是**您本人名下的本地銀行帳戶**，第三方付款將被退回。

## 提現

1. 新增收款人。所需欄位取決於國家和支付通道（例如 SEPA 需要 IBAN 和 BIC，美國需要帳號和 ABA 路由號碼）。
2. 建立提現並輸入資金密碼確認。

提現在 **1 個工作日**內處理，處理後通常 **2 小時**內到帳。法幣提現一經提交**無法撤銷**，請仔細核對收款人資訊。`,
      },
    },
  },
];
