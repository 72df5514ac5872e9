import type { ErrorName } from '@coffer/contract';
import type { SecurityFixture } from './fixture';

/**
 * The authorization matrix's one row per endpoint of the contract (key `group.name` of
 * `endpoints`). Who may call is the contract's `auth`; this table says what the generic checks
 * cannot know: whether the input names a record that belongs to someone, and then how user A
 * calls it with user B's record and what A must get. A new endpoint without a row fails the suite.
 *
 * - none: the input names no one's record (reads and actions on the caller's own data).
 * - public: ids of public content anybody may read (news, help, notices).
 * - secret: the input carries a secret (ticket, refresh token, key): holding it is the permission.
 * - owned: the input names a user's record: A calls it with B's, and must get `expect`.
 */
export type AuthzEntry =
  | { ids: 'none' }
  | { ids: 'public' | 'secret'; note: string }
  | {
      ids: 'owned';
      foreign: (fx: SecurityFixture) => { input: Record<string, unknown>; expect: ErrorName };
    };

const none: AuthzEntry = { ids: 'none' };
const publicContent: AuthzEntry = { ids: 'public', note: 'published content, the same for everyone' };

export const authzEntries: Record<string, AuthzEntry> = {
  'basic.getEnum': none,
  'basic.getServerTime': { ids: 'public', note: "the server's clock, for signed API clients" },
  'auth.getAccountInfo': none,
  'auth.refreshToken': { ids: 'secret', note: 'the refresh token is the credential' },
  'auth.exit': none,
  'auth.sendVerificationCode': { ids: 'secret', note: 'a login code needs the sign-in ticket' },
  'auth.getKeis': none,
  'auth.ptr': { ids: 'secret', note: 'the key-exchange key is single-use and secret' },
  'auth.imageUpload': none,
  'auth.getFile': {
    ids: 'owned',
    foreign: (fx) => ({ input: { id: fx.bFileId }, expect: 'notFound' }),
  },
  'auth.registerByPhoneNumber': none,
  'auth.registerByEmailAddress': none,
  'auth.merchantRegister': {
    ids: 'secret',
    note: 'an anonymous certificate file is used by holding its random id, once',
  },
  'auth.authenticateByPhoneNumber': none,
  'auth.authenticateByEmailAddress': none,
  'auth.securityVerification': { ids: 'secret', note: 'the ticket of a sign-in in progress' },
  'auth.resetPasswordByPhoneNumberVerification': none,
  'auth.resetPasswordByPhoneNumber': { ids: 'secret', note: 'the reset ticket, for that account only' },
  'auth.resetPasswordByEmailAddressVerification': none,
  'auth.resetPasswordByEmailAddress': { ids: 'secret', note: 'the reset ticket, for that account only' },
  'auth.qrLoginGenerate': none,
  'auth.qrLoginScan': {
    ids: 'owned',
    foreign: (fx) => ({ input: { ticket: fx.bQrTicket }, expect: 'forbidden' }),
  },
  'auth.qrLoginConfirm': {
    ids: 'owned',
    foreign: (fx) => ({ input: { ticket: fx.bQrTicket, approve: true }, expect: 'forbidden' }),
  },
  'auth.qrLoginPoll': { ids: 'secret', note: 'the page polls with the ticket and its poll secret' },
  'settings.getCommonSettingList': none,
  'notices.getAppPagedList': none,
  'notices.getApp': publicContent,
  'notices.markSeen': {
    ids: 'public',
    note: 'names a published notice; only the caller’s own read mark moves',
  },
  'geoip.getIpInfo': none,
  'versioning.getListForDownload': none,
  'versioning.getAllShowAppVersion': none,
  'news.getNewsPageList': none,
  'news.getNewsById': publicContent,
  'news.getRotationList': none,
  'news.getNewsResource': publicContent,
  'news.getNewsResourceImage': publicContent,
  'help.getHelpCenterShowByCategoryList': none,
  'help.getHelpCenterShowPagedList': none,
  'help.getApp': publicContent,
  'contact.addContactUs': none,
  'assets.getRechargeWithdrawCoinList': none,
  'assets.getAssets': none,
  'assets.getAssetsSummary': none,
  'assets.getAssetConversion': none,
  'assets.getAssetDistribution': none,
  'assets.getUserDepositWithdrawalAssetsHistory': none,
  'assets.getUserAssetsHistory': none,
  'assets.getCloudWalletAssets': none,
  'assets.getCloudWalletAssetsHistory': none,
  'assets.getLegalPricingCurrencyList': none,
  'assets.getAllWebSiteLegalCoinList': none,
  'assets.getLegalCurrencyList': none,
  'assets.setPricingCurrency': none,
  'deposits.getAddress': none,
  'deposits.getList': none,
  'withdrawals.apply': none,
  'withdrawals.confirm': {
    ids: 'owned',
    foreign: (fx) => ({
      input: { rid: fx.bWithdrawal.rid, code: fx.bWithdrawal.code },
      expect: 'withdrawalOrderNotFound',
    }),
  },
  'withdrawals.cancel': {
    ids: 'owned',
    foreign: (fx) => ({ input: { rid: fx.bWithdrawal.rid }, expect: 'withdrawalOrderNotFound' }),
  },
  'withdrawals.getList': none,
  'transfers.transfer': none,
  'transfers.getTransferHistory': none,
  'addressBook.create': none,
  'addressBook.del': {
    ids: 'owned',
    // With the fields the schema needs: another user's entry is 404 before any PIN or code is checked.
    foreign: (fx) => ({
      input: { id: fx.bAddressId, fundPassword: '000000', emailCode: '000000' },
      expect: 'notFound',
    }),
  },
  'addressBook.get': none,
  'actionlog.addUserActionLogs': none,
  'security.bindPhoneNumber': none,
  'security.updatePhoneNumber': none,
  'security.unBindPhoneNumber': none,
  'security.bindEmailAddress': none,
  'security.updateEmailAddress': none,
  'security.unBindEmailAddress': none,
  'security.getGoogleBindInfo': none,
  'security.bindGoogleCode': none,
  'security.unBindGoogleCode': none,
  'security.updatePassword': none,
  'security.setFundPassword': none,
  'security.updateFundPassword': none,
  'security.getLoginHistory': none,
  'security.getSafeOperationHistory': none,
  'security.getSessionList': none,
  'security.revokeSession': {
    ids: 'owned',
    foreign: (fx) => ({ input: { sessionId: fx.bSessionId }, expect: 'notFound' }),
  },
  'security.revokeOtherSessions': none,
  'security.securityChangeVerify': {
    ids: 'secret',
    note: 'signed out by design (a lost authenticator blocks sign-in): the password is the credential',
  },
  'security.securityChangeSubmit': { ids: 'secret', note: 'the ticket of a verified change application' },
  'security.securityChangeGetStatus': { ids: 'secret', note: "the application's random query token" },
  'apiKeys.create': none,
  'apiKeys.update': {
    ids: 'owned',
    foreign: (fx) => ({
      input: { id: fx.bApiKeyId, remark: 'taken', emailCode: '123456' },
      expect: 'notFound',
    }),
  },
  'apiKeys.delete': {
    ids: 'owned',
    foreign: (fx) => ({ input: { id: fx.bApiKeyId, emailCode: '123456' }, expect: 'notFound' }),
  },
  'apiKeys.getList': none,
  'kyc.create': none,
  'kyc.get': none,
  'kyc.update': none,
  'kyc.sumsubAccessToken': none,
  'kyc.updateKycStatus': {
    ids: 'secret',
    note: "the provider's callback, accepted only when signed with the shared webhook secret",
  },
  'sandbox.getDemoAccounts': none,
  'convert.getSymbols': none,
  'convert.getExchangeCoins': none,
  'convert.getCoinConfigList': none,
  'convert.getPairs': none,
  'convert.quote': none,
  'convert.execute': {
    ids: 'owned',
    // B's live quote with its own amount: A gets the same 404 as for an unknown quote.
    foreign: (fx) => ({ input: fx.bConvertQuote, expect: 'quoteNotFound' }),
  },
  'convert.getOrderStatus': {
    ids: 'owned',
    foreign: (fx) => ({ input: { orderId: fx.bConvertOrderId }, expect: 'orderNotFound' }),
  },
  'convert.getHistory': none,
  'convert.createLimitOrder': none,
  'convert.cancelLimitOrder': {
    ids: 'owned',
    // B's order in progress: A gets the same 404 as for an unknown order, and it stays open.
    foreign: (fx) => ({ input: { orderId: fx.bLimitOrderId }, expect: 'orderNotFound' }),
  },
  'convert.getPromissoryHistory': none,
  'convert.getAssets': none,
  'convert.getAssetsHistory': none,
  'otc.getSymbols': none,
  'otc.getQuote': none,
  'otc.createOrder': {
    ids: 'owned',
    // B's live quote with its own quantity: A gets the same 404 as for an unknown quote.
    foreign: (fx) => ({ input: fx.bOtcQuote, expect: 'quoteNotFound' }),
  },
  'otc.createQuickTradeOrder': {
    ids: 'owned',
    foreign: (fx) => ({ input: fx.bOtcQuote, expect: 'quoteNotFound' }),
  },
  'otc.getOrderList': none,
  'otc.getOrder': {
    ids: 'owned',
    foreign: (fx) => ({ input: { orderId: fx.bOtcOrderId }, expect: 'orderNotFound' }),
  },
  // A merchant's payment orders: A (personal) gets 403 from the matrix; another merchant's order
  // (40007) and refund (40008) are tested in payments.api.test.ts ("security"), another
  // sub-merchant's, display days and the approval roles in payment-access.api.test.ts.
  'payments.create': none,
  'payments.getList': none,
  'payments.get': none,
  'payments.getPublic': {
    ids: 'secret',
    note: 'the hosted page: its unguessable order id is what the buyer holds; no merchant data in it',
  },
  'payments.getToBeReviewedCount': none,
  'payments.pass': none,
  'payments.reject': none,
  'payments.refund': none,
  'payments.getRefundOrder': none,
  // Receipt codes and refund links: A (personal) gets 403 from the matrix on the merchant calls;
  // another merchant's code (60401), sub-merchant (50011) and order (40007) are tested in
  // modules/payments/receipt-codes.api.test.ts.
  'payments.createMerchantsReceiptCode': none,
  'payments.receiptCodeGetList': none,
  'payments.receiptCodeDisable': none,
  'payments.createRefundLink': none,
  'payments.receiptCodeGetPublic': {
    ids: 'secret',
    note: 'the counter QR page: its unguessable code id is what the customer scans; no merchant ids in it',
  },
  'payments.receiptCodeCreateOrder': {
    ids: 'secret',
    note: "the code id is the counter's QR: anyone holding it may order from it (rate-limited per address)",
  },
  'payments.getPublicRefundLink': {
    ids: 'secret',
    note: 'the refund link token (256 bits, hashed at rest) is the permission',
  },
  'payments.submitRefundAddress': {
    ids: 'secret',
    note: 'the refund link token is the permission; single use, 7 days',
  },
  // The acceptor's calls name only its own configs and orders; A (personal) gets 403 from the
  // matrix, and another acceptor's config or order (404 / 40007) is tested in acceptor.api.test.ts.
  'acceptor.getSymbols': none,
  'acceptor.getConfigList': none,
  'acceptor.addConfig': none,
  'acceptor.updateConfig': none,
  'acceptor.updateStatus': none,
  'acceptor.getIncomingOrders': none,
  'acceptor.acceptOrder': none,
  'acceptor.declineOrder': none,
  'acceptor.getInventory': none,
  // Merchant-only calls: A (personal) gets 403 from the matrix; another merchant's endpoint or
  // delivery id (404, like an unknown one) is tested in modules/payments/webhooks.api.test.ts.
  'payments.webhookGetList': none,
  'payments.webhookCreate': none,
  'payments.webhookUpdate': none,
  'payments.webhookDelete': none,
  'payments.webhookRotateSecret': none,
  'payments.webhookSendTest': none,
  'payments.webhookGetDeliveries': none,
  'payments.webhookRedeliver': none,
  // The merchant back office (merchant host, types 1 and 3): A (personal) gets 403 from the matrix;
  // another merchant's sub-merchant or rate answers 404, tested in merchant.api.test.ts.
  'merchant.refreshToken': { ids: 'secret', note: 'the refresh token is the credential' },
  'merchant.subMerchantGetList': none,
  'merchant.subMerchantGet': none,
  'merchant.subMerchantCreate': none,
  'merchant.subMerchantUpdate': none,
  'merchant.subMerchantResetPassword': none,
  'merchant.subMerchantActive': none,
  'merchant.subMerchantInActive': none,
  'merchant.subMerchantDelete': none,
  'merchant.getMerchantSettlementCoinList': none,
  'merchant.getReferenceExchangeRate': none,
  'merchant.rateGetAll': none,
  'merchant.rateCreate': none,
  'merchant.rateUpdate': none,
  'merchant.rateDelete': none,
  'merchant.getMerchantChannelRates': none,
  'merchant.getMerchantInfo': none,
  'merchant.saveToBecomeOfficial': none,
  'merchant.applyToBecomeOfficial': none,
  // The cloud wallet's coin list and the caller's own daily report (another merchant's lines never
  // show: merchant/report.api.test.ts); personal callers get 403 from the matrix.
  'merchant.getCloudWalletCoinConfig': none,
  'merchant.getSubMerchantDailyReport': none,
  // P2P: the ads are public offers; an order, an appeal or a payment method of someone else's
  // answers as an unknown one. The dealer's calls are for account type 6 (A gets 403 from the
  // matrix); another dealer's ad (60021) is tested in p2p.api.test.ts.
  'p2p.getAds': none,
  'p2p.userBuyCoin': { ids: 'public', note: 'an ad is a public offer; the order is the caller’s own' },
  'p2p.userSellCoin': {
    ids: 'owned',
    foreign: (fx) => ({
      input: {
        adId: fx.p2p.sellAdId,
        quantity: '20',
        userReceiptMethodInfoDetailId: fx.p2p.dealerMethodId,
        requestId: 'authz-sell-a',
      },
      expect: 'paymentInfoNotFound',
    }),
  },
  'p2p.userBuyCoinConfirmPayment': {
    ids: 'owned',
    foreign: (fx) => ({ input: { orderId: fx.p2p.orderId }, expect: 'orderNotFound' }),
  },
  'p2p.userSellCoinConfirmReceipt': {
    ids: 'owned',
    foreign: (fx) => ({
      input: { orderId: fx.p2p.orderId, fundPassword: '246810' },
      expect: 'orderNotFound',
    }),
  },
  'p2p.userCancelBuyCoin': {
    ids: 'owned',
    foreign: (fx) => ({ input: { orderId: fx.p2p.orderId }, expect: 'orderNotFound' }),
  },
  'p2p.getAll': none,
  'p2p.get': {
    ids: 'owned',
    foreign: (fx) => ({ input: { orderId: fx.p2p.orderId }, expect: 'orderNotFound' }),
  },
  'p2p.uploadFile': none,
  'p2p.getPaymentMethodForm': none,
  'p2p.createPaymentMethod': none,
  'p2p.getPaymentMethods': none,
  'p2p.deletePaymentMethod': {
    ids: 'owned',
    foreign: (fx) => ({ input: { id: fx.p2p.dealerMethodId }, expect: 'paymentInfoNotFound' }),
  },
  'p2p.userAppeal': {
    ids: 'owned',
    foreign: (fx) => ({
      input: { orderId: fx.p2p.orderId, reason: 0, remark: 'Not my order at all.' },
      expect: 'orderNotFound',
    }),
  },
  'p2p.getAppeals': none,
  'p2p.getAppeal': {
    ids: 'owned',
    foreign: (fx) => ({ input: { appealId: fx.p2p.appealId }, expect: 'complaintNotFound' }),
  },
  'p2p.dealerAds': none,
  'p2p.dealerPublishAd': none,
  'p2p.dealerUpdateAd': none,
  'p2p.dealerSetAdStatus': none,
  'p2p.dealerOrders': none,
  'p2p.dealerConfirmPayment': none,
  'p2p.dealerConfirmReceipt': none,
  // Fiat cash: A (with an open account) reaches for B's payee or order and gets the answer an
  // unknown id gets; the rest name only the caller's own data.
  ...cashEntries(),
  'card.getSupportedFiatCurrencies': none,
  'card.getCoinList': none,
  'card.getQuote': none,
  'card.sendPayment': {
    ids: 'owned',
    // B's quote: A gets the same 404 as for an unknown quote, and no order is made.
    foreign: (fx) => ({
      input: { quoteId: fx.bCardQuoteId, requestId: 'matrix-card-0001', noticeAccepted: true },
      expect: 'quoteNotFound',
    }),
  },
  'card.cancelOrder': {
    ids: 'owned',
    foreign: (fx) => ({ input: { orderId: fx.bCardOrderId }, expect: 'orderNotFound' }),
  },
  'card.getOrder': {
    ids: 'owned',
    foreign: (fx) => ({ input: { orderId: fx.bCardOrderId }, expect: 'orderNotFound' }),
  },
  'card.getOrderList': none,
  'card.processorNotify': { ids: 'secret', note: 'signed with the processor secret over its raw body' },
  'card.initQuickBuy': none,
  'card.securityVerify': { ids: 'secret', note: 'the quick-buy token, bound to its user, with the fund PIN' },
  'card.getQuickPayList': none,
  // Earn: products are public; every other call reads or writes the caller's own earn account,
  // but a redemption names a position. The matrix's A reaches it without an earn account, so it is
  // refused (60601) before the position is read; an account holder asking for B's position gets the
  // same 404 as for an unknown one (earn.api.test.ts, "another user's position is not found").
  'earn.getUserProductList': publicContent,
  'earn.getUserProductDetail': publicContent,
  'earn.createUser': none,
  'earn.createDeposit': none,
  'earn.createWithdraw': {
    ids: 'owned',
    foreign: (fx) => ({ input: { positionId: fx.bEarnPositionId }, expect: 'earnAccountRequired' }),
  },
  'earn.getUserTradeRecord': none,
  'earn.getFinancialUserAsset': none,
  'earn.getUserAccountBalance': none,
  // Multisig (host by role): another user's wallet answers 404 and their withdrawal 40008, as if
  // neither existed; the happy paths and the merchant host are in multisig.api.test.ts.
  'multisig.getWalletDetail': {
    ids: 'owned',
    foreign: (fx) => ({ input: { walletId: fx.bMultisigWalletId }, expect: 'notFound' }),
  },
  'multisig.deleteWallet': {
    ids: 'owned',
    foreign: (fx) => ({ input: { walletId: fx.bMultisigWalletId }, expect: 'notFound' }),
  },
  'multisig.getAddCoinLinkage': {
    ids: 'owned',
    foreign: (fx) => ({ input: { walletId: fx.bMultisigWalletId }, expect: 'notFound' }),
  },
  'multisig.getLinkage': {
    ids: 'owned',
    foreign: (fx) => ({ input: { walletId: fx.bMultisigWalletId }, expect: 'notFound' }),
  },
  'multisig.getBalance': {
    ids: 'owned',
    foreign: (fx) => ({ input: { walletId: fx.bMultisigWalletId }, expect: 'notFound' }),
  },
  'multisig.getRechargeList': {
    ids: 'owned',
    foreign: (fx) => ({ input: { walletId: fx.bMultisigWalletId }, expect: 'notFound' }),
  },
  'multisig.getWithdrawalList': {
    ids: 'owned',
    foreign: (fx) => ({ input: { walletId: fx.bMultisigWalletId }, expect: 'notFound' }),
  },
  'multisig.createCoin': {
    ids: 'owned',
    foreign: (fx) => ({
      input: { walletId: fx.bMultisigWalletId, coin: 'USDT', network: 'TRC20' },
      expect: 'notFound',
    }),
  },
  'multisig.propose': {
    ids: 'owned',
    foreign: (fx) => ({
      input: {
        walletId: fx.bMultisigWalletId,
        coin: 'USDT',
        network: 'ERC20',
        address: '0x000000000000000000000000000000000000dEaD',
        amount: '10',
      },
      expect: 'notFound',
    }),
  },
  'multisig.sign': {
    ids: 'owned',
    foreign: (fx) => ({
      input: { withdrawalId: fx.bMultisigWithdrawalId, signature: `0x${'11'.repeat(65)}` },
      expect: 'withdrawalOrderNotFound',
    }),
  },
  'multisig.getWallets': none,
  'multisig.createWallet': none,
  'multisig.getCoinTree': none,
  'multisig.getUserMpcInfo': none,
  // P2P's reference calls: prices, pairs and payment types name no one's record; CodeExchange names
  // an ad, a public offer, and writes nothing (one's own ad is 60021: p2p-reference.api.test.ts).
  'p2p.getReferencePrice': none,
  'p2p.codeExchange': { ids: 'public', note: 'an ad is a public offer; the call only computes' },
  'p2p.getLegalCoinBuyCode': none,
  'p2p.getLegalCurrencyCoinConfig': none,
  'p2p.getReceiptPaymentMethodList': none,
  'p2p.getWebsiteSupportCurrencyPairList': none,
  'p2p.getPayTypeByCurrency': none,
  // Mutual cancel: either party of the order, anyone else 40007 (the order's party is checked first).
  'p2p.proposeMutualCancel': {
    ids: 'owned',
    foreign: (fx) => ({ input: { orderId: fx.p2p.orderId }, expect: 'orderNotFound' }),
  },
  'p2p.answerMutualCancel': {
    ids: 'owned',
    foreign: (fx) => ({ input: { orderId: fx.p2p.orderId, accept: true }, expect: 'orderNotFound' }),
  },
  // The global account: A reaches for B's whitelist entry or document and gets the unknown id's answer.
  ...globalAccountEntries(),
};

/** The cash rows: a payee or an order of B's, each answered as an unknown one. */
function cashEntries(): Record<string, AuthzEntry> {
  const payee = {
    channel: 'sepa',
    currency: 'EUR',
    country: 'DE',
    friendlyName: 'x',
    firstName: 'Hans',
    lastName: 'Meier',
    fields: { iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' },
    fundPassword: '123456',
  };
  const own = (foreign: (fx: SecurityFixture) => Record<string, unknown>, expect: ErrorName): AuthzEntry => ({
    ids: 'owned',
    foreign: (fx) => ({ input: foreign(fx), expect }),
  });
  return {
    'cash.getCurrencyList': none,
    'cash.getChannelList': none,
    'cash.requiredFields': none,
    'cash.dynamicFormsFields': none,
    'cash.requiredDetails': none,
    'cash.validateInfo': none,
    'cash.verificationKyc': none,
    'cash.createCustomer': none,
    'cash.updateCustomer': none,
    'cash.getCashAssets': none,
    'cash.addBankAccount': none,
    'cash.updateBankAccount': own((fx) => ({ ...payee, id: fx.bCashPayeeId }), 'notFound'),
    'cash.getBankAccountList': none,
    'cash.getBankAccountInfo': own((fx) => ({ id: fx.bCashPayeeId }), 'notFound'),
    'cash.beneficiaryCreate': none,
    'cash.beneficiaryUpdate': own((fx) => ({ ...payee, id: fx.bCashPayeeId }), 'notFound'),
    'cash.beneficiaryGetPage': none,
    'cash.deleteBeneficiaryAddress': own(
      (fx) => ({ id: fx.bCashPayeeId, fundPassword: '123456' }),
      'notFound',
    ),
    'cash.createTopUpOrder': none,
    'cash.getPayInInfo': own((fx) => ({ orderId: fx.bCashOrderId }), 'orderNotFound'),
    'cash.getRechargeBank': none,
    'cash.createWithdrawOrder': own(
      (fx) => ({ payeeId: fx.bCashPayeeId, currency: 'EUR', amount: '10', fundPassword: '123456' }),
      'wrongWithdrawalAddress',
    ),
    'cash.withdrawOrderCreate': own(
      (fx) => ({ payeeId: fx.bCashPayeeId, currency: 'EUR', amount: '10', fundPassword: '123456' }),
      'wrongWithdrawalAddress',
    ),
    'cash.getTopUpHistory': none,
    'cash.getWithdrawHistory': none,
    'cash.getOrder': own((fx) => ({ orderId: fx.bCashOrderId }), 'orderNotFound'),
    'cash.getBanks': none,
    'cash.getUserTopUpOrderSupervision': none,
    'cash.getUserWithdrawOrderSupervision': none,
    'cash.getBeneficiaryAddressList': none,
    'cash.createBeneficiaryAddress': none,
    'cash.updateBeneficiaryAddress': own((fx) => ({ ...payee, id: fx.bCashPayeeId }), 'notFound'),
    'cash.createWithdraw': own(
      (fx) => ({ payeeId: fx.bCashPayeeId, currency: 'EUR', amount: '10', fundPassword: '123456' }),
      'wrongWithdrawalAddress',
    ),
    'cash.getListRecharge': none,
    'cash.getListWithdraw': none,
    'cash.topUpOrderCreate': none,
    'cash.cashCreateWithdrawOrder': own(
      (fx) => ({ payeeId: fx.bCashPayeeId, currency: 'EUR', amount: '10', fundPassword: '123456' }),
      'wrongWithdrawalAddress',
    ),
    'cash.getBankBeneficiariesList': none,
    'cash.createPayBankBeneficiaries': none,
    'cash.withdrawOrderGetList': none,
    'cash.topUpOrderGetMyPageList': none,
    'cash.getCurrency': none,
    'cash.getUserCashAssetsHistory': none,
    'cash.getUserLegalCurrencyAssetsHistory': none,
  };
}

/** The global account rows: B's whitelist entry or document, each answered as an unknown one. */
function globalAccountEntries(): Record<string, AuthzEntry> {
  const owned = (foreign: (fx: SecurityFixture) => Record<string, unknown>): AuthzEntry => ({
    ids: 'owned',
    foreign: (fx) => ({ input: foreign(fx), expect: 'notFound' }),
  });
  return {
    'globalAccount.calculateServiceFee': none,
    'globalAccount.globalAccountCurrencys': none,
    'globalAccount.getSupportedPaymentType': none,
    'globalAccount.getUserRateSetting': none,
    'globalAccount.createPayWhitelist': none,
    'globalAccount.getPayWhitelist': none,
    'globalAccount.deletePayWhitelist': owned((fx) => ({
      id: fx.bGlobalWhitelistId,
      fundPassword: '123456',
    })),
    'globalAccount.getChannelAttachmentDynamicFormsFields': none,
    'globalAccount.createUserChannelAttachment': none,
    'globalAccount.getUserChannelAttachment': none,
    'globalAccount.deleteUserChannelAttachment': owned((fx) => ({ id: fx.bGlobalAttachmentId })),
    'globalAccount.getGlobalAccountStatus': none,
    'globalAccount.createGlobalAccount': none,
    'globalAccount.updateGlobalAccount': none,
    'globalAccount.getGlobalAccountDetails': none,
    'globalAccount.getGlobalAccountAssets': none,
    'globalAccount.createFiatToGlobal': none,
    'globalAccount.createGlobalToFiat': none,
    'globalAccount.getTransferList': none,
    'globalAccount.getPayInList': none,
  };
}
