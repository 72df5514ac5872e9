import { constants } from '@coffer/contract/common';

/**
 * A decimal-string rate as a percentage by moving the point two places (no float arithmetic):
 * '0.05' → '5', '0.025' → '2.5', '0.005' → '0.5'.
 */
export function percentOf(rate: string): string {
  const [whole = '0', fraction = ''] = rate.split('.');
  const padded = fraction.padEnd(2, '0');
  const integer = `${whole}${padded.slice(0, 2)}`.replace(/^0+(?=\d)/, '');
  const rest = padded.slice(2).replace(/0+$/, '');
  return rest ? `${integer}.${rest}` : integer;
}

const [countriesServed, countriesReached] = constants.supportedCountriesClaims;

/**
 * The spec's figures (§9) as the marketing copy quotes them, so a page can never state a fee or a
 * limit the product does not apply. Texts take them as interpolation values.
 */
export const facts = {
  countriesServed,
  countriesReached,
  cardFeePercent: percentOf(constants.creditCard.feeRate),
  cardFeeMinUsd: constants.creditCard.feeMinimumUsd,
  cardArrivalFrom: constants.creditCard.arrivalMinutes[0],
  cardArrivalTo: constants.creditCard.arrivalMinutes[1],
  cardQuoteMinutes: constants.creditCard.quoteValidityMs / 60_000,
  cardReconfirmPercent: percentOf(constants.creditCard.priceChangeReconfirm),
  earnInterestDays: constants.earn.interestDelayDays,
  earnPauseFrom: constants.earn.noRedemptionUtc.from,
  earnPauseTo: constants.earn.noRedemptionUtc.to,
  earnCardRate: percentOf(constants.earn.cardEarnClaims.maxRate),
  earnCardBtcRate: percentOf(constants.earn.cardEarnClaims.btcRate),
  fiatProcessingDays: constants.fiatWithdrawal.processingWorkingDays,
  fiatCreditedHours: constants.fiatWithdrawal.creditedWithinHours,
  settlementHours: constants.settlementHoursMax,
  lockoutAttempts: constants.lockout.maxAttempts,
  lockoutHours: constants.lockout.durationMs / 3_600_000,
  securityHoldHours: constants.securityChangeHoldMs / 3_600_000,
  securityReviewDays: constants.securityChangeReviewBusinessDays,
  fundPinLength: constants.fundPinLength,
  apiKeysMax: constants.apiKeys.maxPerUser,
  apiIpsMax: constants.apiKeys.maxIpsPerKey,
  apiKeyDays: constants.apiKeys.validityDaysWithoutIp,
  multisigMinSignatures: constants.multisig.minSignatures,
  paymentMethodsMax: constants.p2p.activePaymentMethodsMax,
  dailyCancellationsMax: constants.p2p.dailyCancellationsMax,
  appealHours: constants.appeal.windowHours,
  appealProofsMax: constants.appeal.proofImagesMax,
} as const;
