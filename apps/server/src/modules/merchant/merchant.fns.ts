import { randomInt } from 'node:crypto';
import {
  accountType,
  type MerchantApplicationStatus,
  type MerchantChannelRate,
  type MerchantRole,
  merchantApplicationStatus,
  merchantBusinessType,
  merchantType,
  subMerchantLimit,
} from '@coffer/contract';
import { Dec } from '../../lib/money';

/** A sub-merchant's approval roles as stored. */
export interface RoleFlags {
  approveRefund: boolean;
  approvePayment: boolean;
  approveTransfer: boolean;
}

/** Whether an account may act with a role: the merchant itself always, a sub-merchant only when given it. */
export function holdsRole(
  who: { accountType: number; roles: RoleFlags | null },
  role: MerchantRole,
): boolean {
  if (who.accountType === accountType.members.merchant) return true;
  if (who.accountType !== accountType.members.subMerchant || !who.roles) return false;
  return who.roles[role];
}

/** The merchant type: official once approved (or marked official by the operator), trial before. */
export const merchantTypeOf = (isOfficial: boolean) =>
  isOfficial ? merchantType.members.official : merchantType.members.trial;

/** Whether one more sub-merchant fits under the merchant's type (§3 trial versus official). */
export const mayAddSubMerchant = (type: number, held: number) => held < subMerchantLimit(type);

const s = merchantApplicationStatus.members;
/** The application may be edited or submitted only before review or after a rejection. */
export const applicationEditable = (status: MerchantApplicationStatus) =>
  status === s.notSubmitted || status === s.rejected;

/** The operator's decision is taken only on an application under review. */
export const applicationReviewable = (status: MerchantApplicationStatus) => status === s.underReview;

/**
 * The fees a merchant sees: the default rows (merchant 0) with the merchant's own rows over them,
 * for the same currency and business, sorted by currency then business.
 */
export function effectiveChannelRates(
  rows: { merchantId: number; currency: string; businessType: number; feeRate: string }[],
  merchantId: number,
): MerchantChannelRate[] {
  const byKey = new Map<string, MerchantChannelRate>();
  for (const own of [false, true])
    for (const r of rows)
      if ((r.merchantId === merchantId) === own && (own || r.merchantId === 0))
        byKey.set(`${r.currency}:${r.businessType}`, {
          currency: r.currency,
          businessType: r.businessType,
          feeRate: new Dec(r.feeRate).toFixed(),
          source: own ? 'merchant' : 'default',
        });
  return [...byKey.values()].sort(byCurrencyThenBusiness);
}

const byCurrencyThenBusiness = (a: MerchantChannelRate, b: MerchantChannelRate) =>
  a.currency === b.currency ? a.businessType - b.businessType : a.currency < b.currency ? -1 : 1;

/**
 * The fees the merchant is shown: every one that applies. A payment in a coin without a receipt
 * row settles at the platform's rate (PAYMENT_FEE_RATE), so that rate is listed for each coin a
 * payment can arrive in, as a default: a fee charged is a fee disclosed.
 */
export function channelRatesShown(
  rates: MerchantChannelRate[],
  receipt: { coins: readonly string[]; fallbackRate: string },
): MerchantChannelRate[] {
  const receiptType = merchantBusinessType.members.receipt;
  const covered = new Set(rates.filter((r) => r.businessType === receiptType).map((r) => r.currency));
  const fallback = receipt.coins
    .filter((coin) => !covered.has(coin))
    .map(
      (currency): MerchantChannelRate => ({
        currency,
        businessType: receiptType,
        feeRate: new Dec(receipt.fallbackRate).toFixed(),
        source: 'default',
      }),
    );
  return [...rates, ...fallback].sort(byCurrencyThenBusiness);
}

/** The reference rate shown beside the form: 8 decimals, cut (never rounded up). */
export const referenceRate = (price: string) => new Dec(price).toDecimalPlaces(8, Dec.ROUND_DOWN).toFixed();

const alphabets = ['ABCDEFGHJKLMNPQRSTUVWXYZ', 'abcdefghijkmnopqrstuvwxyz', '23456789', '#$%&*@!'];
/** A one-time password that meets the password rules: 12 characters with each kind. */
export function oneTimePassword(): string {
  const pick = (set: string) => set.charAt(randomInt(set.length));
  const chars = alphabets.map(pick);
  const all = alphabets.join('');
  while (chars.length < 12) chars.push(pick(all));
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j] as string, chars[i] as string];
  }
  return chars.join('');
}
