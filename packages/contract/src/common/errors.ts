/**
 * The error catalogue: every error.code the API can answer with (spec §8) and its HTTP status.
 * Statuses: 401 ends the session (50001, 50004, 80001, 80002), 403 for a blocked user (50010,
 * 60004), 404 for something missing, 429 for repeated actions (60017, 60023), 500/503 where the
 * fault is ours rather than the caller's, 400 for every other business rule.
 */
export const errors = {
  // Generic: the envelope handler sends 1 and 2 to /maintain.
  maintenance: { code: 1, http: 503 },
  upgrading: { code: 2, http: 503 },
  invalidInput: { code: 400, http: 400 },
  unauthorized: { code: 401, http: 401 },
  forbidden: { code: 403, http: 403 },
  notFound: { code: 404, http: 404 },
  methodNotAllowed: { code: 405, http: 405 },
  conflict: { code: 409, http: 409 },
  payloadTooLarge: { code: 413, http: 413 },
  tooManyRequests: { code: 429, http: 429 },
  internal: { code: 500, http: 500 },

  // 400xx: currencies, merchant orders and withdrawal limits.
  currencyNotSupported: { code: 40001, http: 400 },
  coinDepositProhibited: { code: 40002, http: 400 },
  merchantFrozen: { code: 40003, http: 400 },
  orderCancelled: { code: 40004, http: 400 },
  orderPaid: { code: 40005, http: 400 },
  orderCompleted: { code: 40006, http: 400 },
  orderNotFound: { code: 40007, http: 404 },
  withdrawalOrderNotFound: { code: 40008, http: 404 },
  merchantOrderNumberExists: { code: 40009, http: 400 },
  merchantWithdrawalOrderNumberExists: { code: 40010, http: 400 },
  merchantBalanceInsufficient: { code: 40011, http: 400 },
  currencyWithdrawalClosed: { code: 40012, http: 400 },
  belowSingleMinimum: { code: 40013, http: 400 },
  aboveSingleMaximum: { code: 40014, http: 400 },
  dailyWithdrawalLimitExceeded: { code: 40015, http: 400 },
  unpaidOrdersLimitExceeded: { code: 40016, http: 400 },
  // The deposit-address pool is empty: our shortage, retried later, not the caller's mistake.
  noFreeAddress: { code: 40017, http: 503 },
  wrongWithdrawalAddress: { code: 40018, http: 400 },

  // 500xx: session, security verification, users and uploads.
  sessionInvalid: { code: 50001, http: 401 },
  securityVerificationFailed: { code: 50002, http: 400 },
  loginExpired: { code: 50004, http: 401 },
  previousMultisigWithdrawalPending: { code: 50009, http: 400 },
  userBanned: { code: 50010, http: 403 },
  userNotFound: { code: 50011, http: 404 },
  // The request lacks its file: bad input (400), not a missing resource (404).
  uploadFileMissing: { code: 50012, http: 400 },
  uploadFailed: { code: 50013, http: 500 },
  amountOutOfRange: { code: 50014, http: 400 },
  identityAlreadyVerified: { code: 50015, http: 400 },
  tooManyFiles: { code: 50016, http: 400 },

  // 600xx: assets, transfers and peer-to-peer trading.
  assetCreationFailed: { code: 60001, http: 500 },
  merchantCurrencyNotEnabled: { code: 60002, http: 400 },
  assetAddressNotFound: { code: 60003, http: 404 },
  userDisabled: { code: 60004, http: 403 },
  transferDisabled: { code: 60005, http: 400 },
  userAssetNotFound: { code: 60006, http: 404 },
  insufficientFiatBalance: { code: 60007, http: 400 },
  orderStatusUpdateFailed: { code: 60008, http: 400 },
  // §8 gives 60009 and 60010 the same meaning; both keep their codes.
  depositDisabled: { code: 60009, http: 400 },
  depositSuspended: { code: 60010, http: 400 },
  withdrawalDisabled: { code: 60011, http: 400 },
  exchangeRateUnavailable: { code: 60012, http: 503 },
  kycNotCertified: { code: 60013, http: 400 },
  orderUnderAppeal: { code: 60014, http: 400 },
  orderStatusInvalid: { code: 60015, http: 400 },
  paymentTimeout: { code: 60016, http: 400 },
  repeatedCancellation: { code: 60017, http: 429 },
  receiptTimeout: { code: 60018, http: 400 },
  complaintNotFound: { code: 60019, http: 404 },
  paymentInfoNotFound: { code: 60020, http: 404 },
  adNotFound: { code: 60021, http: 404 },
  adsRematchRequired: { code: 60022, http: 400 },
  dailyCancellationLimitExceeded: { code: 60023, http: 429 },
  dealerPaymentInfoNotFound: { code: 60024, http: 404 },
  orderTotalMismatch: { code: 60025, http: 400 },
  duplicatePaymentChannel: { code: 60026, http: 400 },
  // Read as the daily transfer amount (like 40015), not a count of calls.
  dailyTransferLimitExceeded: { code: 60027, http: 400 },
  insufficientBalance: { code: 60028, http: 400 },
  transferBelowFee: { code: 60029, http: 400 },
  paymentInfoClosed: { code: 60030, http: 400 },
  appealWindowExpired: { code: 60031, http: 400 },
  paymentMethodLimitReached: { code: 60032, http: 400 },

  // 601xx: convert. Not in §8 (which has 60012 and 60028 for convert): our own numbers for the
  // quote rules. An unknown or another user's quote is the same 404, so ids reveal nothing.
  quoteExpired: { code: 60101, http: 400 },
  quoteNotFound: { code: 60102, http: 404 },
  quoteAmountChanged: { code: 60103, http: 400 },
  convertPairDisabled: { code: 60104, http: 400 },
  // The market maker's inventory of the coin is short: ours to fix, so 503 like 40017.
  convertLiquidityShort: { code: 60105, http: 503 },

  // 602xx: OTC (promissory) orders and the acceptor's pair desk, also not in §8. OTC quotes reuse
  // 60101–60103; an order that is not the caller's is 40007, one no longer awaiting is 60015.
  otcNoOffer: { code: 60201, http: 400 },
  otcOfferUnavailable: { code: 60202, http: 400 },
  acceptorPairExists: { code: 60203, http: 400 },
  acceptorQuantityRangeInvalid: { code: 60204, http: 400 },
  acceptorDeviationOutOfRange: { code: 60205, http: 400 },

  // 603xx: the merchant back office, not in §8: a second rate for the same pair, a trial
  // merchant's sub-merchant limit, an application that cannot change now (under review, approved).
  merchantRateExists: { code: 60301, http: 400 },
  merchantTrialLimit: { code: 60302, http: 400 },
  merchantApplicationLocked: { code: 60303, http: 400 },

  // 604xx: receipt codes and refund links, not in §8. An unknown code (or another merchant's) and
  // an unknown, spent or expired refund link each answer one code, so ids and tokens reveal nothing.
  receiptCodeNotFound: { code: 60401, http: 404 },
  receiptCodeDisabled: { code: 60402, http: 400 },
  refundLinkNotFound: { code: 60403, http: 404 },
  refundLinkUsed: { code: 60404, http: 400 },
  refundLinkExpired: { code: 60405, http: 400 },

  // 605xx: card purchases, not in §8. 60501: the price moved beyond ±2.5 % since the quote, so the
  // user confirms the new one (error.data.quote); 60502: the card processor could not be reached.
  cardPriceMoved: { code: 60501, http: 409 },
  cardProcessorUnavailable: { code: 60502, http: 503 },
  // 60503: the order would take the user's card purchases of the last 24 hours over the limit.
  dailyCardPurchaseLimitExceeded: { code: 60503, http: 400 },
  // 606xx: earn, not in §8. A position that is not the caller's is the same 404 as an unknown one.
  earnAccountRequired: { code: 60601, http: 400 },
  earnAgreementOutdated: { code: 60602, http: 400 },
  earnProductNotFound: { code: 60603, http: 404 },
  earnProductPaused: { code: 60604, http: 400 },
  earnQuotaExceeded: { code: 60605, http: 400 },
  earnUserLimitExceeded: { code: 60606, http: 400 },
  earnPositionNotFound: { code: 60607, http: 404 },
  earnRedemptionPaused: { code: 60608, http: 400 },
  earnNotMatured: { code: 60609, http: 400 },

  // Sign-up and login. §8 reads 51024–51026 as "account, e-mail or phone and password break the
  // rules"; sign-in answers them for a wrong password or an unknown account alike (the same shape,
  // so nobody learns which accounts exist), with the attempts left in details (§5). 51091: only
  // password rules broken (fields named); 51093/51094: e-mail/phone taken; 510240: the company of a
  // merchant sign-up is registered; 51092: a concurrent sign-up took the address first.
  accountOrPasswordInvalid: { code: 51024, http: 400 },
  emailOrPasswordInvalid: { code: 51025, http: 400 },
  phoneOrPasswordInvalid: { code: 51026, http: 400 },
  accountExists: { code: 510240, http: 400 },
  passwordRulesNotMet: { code: 51091, http: 400 },
  accountAlreadyRegistered: { code: 51092, http: 400 },
  emailAlreadyRegistered: { code: 51093, http: 400 },
  phoneAlreadyRegistered: { code: 51094, http: 400 },

  // The client answers 70001 with a confirm dialog that links out (card notice).
  creditCardNotice: { code: 70001, http: 400 },
  accountDisabled: { code: 80001, http: 401 },
  loggedInElsewhere: { code: 80002, http: 401 },
  // A limit's store (Redis) cannot answer: the limit refuses rather than let the call through (fail closed).
  limitsUnavailable: { code: 503, http: 503 },
  // 607xx: the global account, not in §8. 60701: the fee the user was shown is no longer the fee
  // (quote again); 60702: the application cannot change now (under review, being created, open);
  // 60703: a required document has no file (error.data.field names it); 60704: the payer account
  // is already on the whitelist.
  globalFeeChanged: { code: 60701, http: 409 },
  globalApplicationLocked: { code: 60702, http: 400 },
  globalDocumentsMissing: { code: 60703, http: 400 },
  payWhitelistExists: { code: 60704, http: 400 },
} as const satisfies Record<string, { code: number; http: number }>;

export type ErrorName = keyof typeof errors;

const errorEntries = Object.entries(errors) as [ErrorName, (typeof errors)[ErrorName]][];

export const errorNameByCode: ReadonlyMap<number, ErrorName> = new Map(
  errorEntries.map(([name, { code }]) => [code, name]),
);

/** The i18n key of an error's user-facing text (namespace `errors` in the web app). */
export const errorMessageKey = (name: ErrorName) => `errors.${name}` as const;

/** The server's English text of each error (the envelope's error.message). */
export const englishErrorMessages: Record<ErrorName, string> = {
  maintenance: 'The service is under maintenance. Please try again later.',
  upgrading: 'The service is being upgraded. Please try again later.',
  invalidInput: 'The request is not valid. Check the highlighted fields.',
  unauthorized: 'Please sign in to continue.',
  forbidden: 'You do not have permission to do this.',
  notFound: 'The requested item was not found.',
  methodNotAllowed: 'This method is not allowed.',
  conflict: 'The request conflicts with the current state. Refresh and try again.',
  payloadTooLarge: 'The request is too large.',
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
  internal: 'Something went wrong on our side. Please try again later.',

  currencyNotSupported: 'The platform does not support this currency.',
  coinDepositProhibited: 'Deposits of this coin are not allowed.',
  merchantFrozen: 'The merchant account is frozen or suspended.',
  orderCancelled: 'The order has been cancelled.',
  orderPaid: 'The order has already been paid.',
  orderCompleted: 'The order has already been completed.',
  orderNotFound: 'Order not found.',
  withdrawalOrderNotFound: 'No withdrawal order was found.',
  merchantOrderNumberExists: 'This merchant order number already exists.',
  merchantWithdrawalOrderNumberExists: 'This merchant withdrawal order number already exists.',
  merchantBalanceInsufficient: 'The merchant balance is insufficient.',
  currencyWithdrawalClosed: 'Withdrawals of this currency are closed.',
  belowSingleMinimum: 'The amount is below the minimum for a single transaction.',
  aboveSingleMaximum: 'The amount is above the maximum for a single transaction.',
  dailyWithdrawalLimitExceeded: 'This exceeds your daily withdrawal limit.',
  unpaidOrdersLimitExceeded: 'You have too many unpaid orders. Pay or cancel them first.',
  noFreeAddress: 'No deposit address is available right now. Please try again later.',
  wrongWithdrawalAddress: 'The withdrawal address is not valid.',

  sessionInvalid: 'Your session is no longer valid. Please sign in again.',
  securityVerificationFailed: 'Security verification failed. Please try again.',
  loginExpired: 'Your login has expired. Please sign in again.',
  previousMultisigWithdrawalPending: 'Please finish the previous multisig withdrawal first.',
  userBanned: 'This user is banned from signing in.',
  userNotFound: 'User not found.',
  uploadFileMissing: 'Please choose a file to upload.',
  uploadFailed: 'The upload failed. Please try again.',
  amountOutOfRange: 'The amount is out of the allowed range.',
  identityAlreadyVerified: 'Your identity has already been verified.',
  tooManyFiles: 'Too many files. Remove some and try again.',

  assetCreationFailed: 'The asset account could not be created. Please try again later.',
  merchantCurrencyNotEnabled: 'The merchant does not support this currency.',
  assetAddressNotFound: 'No asset address was found for this user.',
  userDisabled: 'This user has been disabled.',
  transferDisabled: 'Transfers are disabled.',
  userAssetNotFound: 'No asset was found for this user.',
  insufficientFiatBalance: 'Your fiat balance is insufficient.',
  orderStatusUpdateFailed: 'The order status could not be updated. Refresh and try again.',
  depositDisabled: 'Deposits are disabled.',
  depositSuspended: 'Deposits are disabled.',
  withdrawalDisabled: 'Withdrawals are disabled.',
  exchangeRateUnavailable: 'The exchange rate is unavailable right now. Please try again later.',
  kycNotCertified: 'Please complete identity verification first.',
  orderUnderAppeal: 'The order is under appeal.',
  orderStatusInvalid: 'The order status does not allow this action.',
  paymentTimeout: 'The payment time has run out.',
  repeatedCancellation: 'Please do not cancel repeatedly.',
  receiptTimeout: 'The time to confirm receipt has run out.',
  complaintNotFound: 'The complaint ticket was not found.',
  paymentInfoNotFound: 'The payment information was not found.',
  adNotFound: 'The advertisement was not found.',
  adsRematchRequired: 'The offer has changed. Please match advertisements again.',
  dailyCancellationLimitExceeded:
    'You have reached the daily cancellation limit. Fiat trading is restricted for the rest of the day.',
  dealerPaymentInfoNotFound: "The dealer's payment information was not found.",
  orderTotalMismatch: 'The order total does not match.',
  duplicatePaymentChannel: 'You can add only one payment method of the same channel.',
  dailyTransferLimitExceeded: 'This exceeds the maximum daily transfer.',
  insufficientBalance: 'Your balance is insufficient.',
  transferBelowFee: 'The transfer amount is below the fee.',
  paymentInfoClosed: 'This payment method has been closed.',
  appealWindowExpired: 'Orders older than 24 hours cannot be appealed.',
  paymentMethodLimitReached: 'You can have up to 3 payment methods.',

  quoteExpired: 'The quote has expired. Please get a new quote.',
  quoteNotFound: 'The quote was not found. Please get a new quote.',
  quoteAmountChanged: 'The amount differs from the quoted amount. Please get a new quote.',
  convertPairDisabled: 'Conversion between these coins is unavailable right now.',
  convertLiquidityShort: 'This conversion is unavailable right now: try a smaller amount or try again later.',
  otcNoOffer: 'No acceptor offers this quantity right now: try another quantity or try again later.',
  otcOfferUnavailable: 'This offer is no longer available. Get a new quote.',
  acceptorPairExists: 'You already have a configuration for this pair.',
  merchantRateExists: 'You already have a rate for this pair of currencies.',
  merchantTrialLimit: 'A trial merchant cannot add more sub-accounts. Apply to become official first.',
  merchantApplicationLocked: 'Your application is under review or already approved and cannot be changed.',
  receiptCodeNotFound: 'This payment code does not exist.',
  receiptCodeDisabled: 'This payment code is no longer in use. Ask the cashier for a new one.',
  refundLinkNotFound: 'This refund link does not exist.',
  refundLinkUsed: 'This refund link has already been used.',
  cardPriceMoved: 'The price moved since your quote. Check the new amounts and confirm again.',
  cardProcessorUnavailable: 'The card processor cannot be reached. Please try again in a few minutes.',
  dailyCardPurchaseLimitExceeded: 'This would take your card purchases of the last 24 hours over the limit.',
  refundLinkExpired: 'This refund link has expired. Ask the merchant for a new one.',
  earnAccountRequired: 'Agree to the savings user agreement to open your earn account first.',
  earnAgreementOutdated: 'The savings user agreement has changed. Read the current version and agree again.',
  earnProductNotFound: 'This earn product does not exist.',
  earnProductPaused: 'This product is paused and takes no new subscriptions.',
  earnQuotaExceeded: "This amount is more than the product's remaining quota.",
  earnUserLimitExceeded: 'This would take you above the most one user may hold in this product.',
  earnPositionNotFound: 'This earn position was not found.',
  earnRedemptionPaused:
    'Redemptions are paused every day from 16:00 to 16:20 UTC while interest is settled. Please try again after 16:20 UTC.',
  earnNotMatured:
    'This fixed-term position has not matured. Redeem it at maturity, or early with the penalty.',
  acceptorQuantityRangeInvalid: 'The minimum quantity must not be above the maximum.',
  acceptorDeviationOutOfRange: 'The rate deviation must be between 0 and 20 percent.',

  accountOrPasswordInvalid: 'The account or password is incorrect.',
  emailOrPasswordInvalid: 'The e-mail address or password is incorrect.',
  phoneOrPasswordInvalid: 'The phone number or password is incorrect.',
  accountExists: 'This account already exists.',
  passwordRulesNotMet: 'The password does not meet the rules.',
  accountAlreadyRegistered: 'This account is already registered.',
  emailAlreadyRegistered: 'This e-mail address is already registered.',
  phoneAlreadyRegistered: 'This phone number is already registered.',

  creditCardNotice: 'Card payments continue on an external page. Select OK to open it in a new tab.',
  accountDisabled: 'This account has been disabled. Please contact support.',
  loggedInElsewhere: 'Your account has signed in from another place. Please sign in again.',
  limitsUnavailable: 'The service is busy. Please try again in a moment.',
  globalFeeChanged: 'The fee has changed since it was shown. Check the new fee and confirm again.',
  globalApplicationLocked: 'Your global account application cannot be changed now.',
  globalDocumentsMissing: 'Upload every required document before you submit the application.',
  payWhitelistExists: 'This payer account is already on your whitelist.',
};
