import { addDecimals, compareDecimals, divideDecimals, multiplyDecimals } from '../common/decimal';
import {
  type P2pOrderStatus,
  type P2pSide,
  type PaymentChannel,
  p2pOrderStatus,
  paymentChannel,
} from './p2p.enums';

/** One field of a payment method's form: its key, whether it must be filled and the shape it must have. */
export interface PaymentFieldRule {
  key: string;
  required: boolean;
  pattern: string;
  maxLength: number;
}

const accountOrPhone = '^([^\\s@]+@[^\\s@]+\\.[^\\s@]+|\\+?[0-9]{6,15})$';

/**
 * The form of each channel (ReceiptPaymentMethod/GetReceiptPaymentMethodForm): the one descriptor
 * the server validates with and the web form renders and checks from. The holder name is common to
 * all channels and is not listed here.
 */
export const paymentMethodForms: Record<PaymentChannel, readonly PaymentFieldRule[]> = {
  [paymentChannel.members.bankTransfer]: [
    { key: 'bankName', required: true, pattern: '^.{2,60}$', maxLength: 60 },
    { key: 'accountNumber', required: true, pattern: '^[A-Z0-9 ]{6,34}$', maxLength: 34 },
    { key: 'branch', required: false, pattern: '^.{0,60}$', maxLength: 60 },
  ],
  [paymentChannel.members.alipay]: [
    { key: 'account', required: true, pattern: accountOrPhone, maxLength: 64 },
  ],
  [paymentChannel.members.wechatPay]: [
    { key: 'account', required: true, pattern: accountOrPhone, maxLength: 64 },
  ],
};

/** The keys of a channel's fields that are missing, unknown or badly formed (empty when all is well). */
export function paymentFieldProblems(channel: PaymentChannel, fields: Record<string, string>): string[] {
  const rules = paymentMethodForms[channel];
  const problems = Object.keys(fields).filter((key) => !rules.some((rule) => rule.key === key));
  for (const rule of rules) {
    const value = (fields[rule.key] ?? '').trim();
    if (value === '') {
      if (rule.required) problems.push(rule.key);
      continue;
    }
    if (value.length > rule.maxLength || !new RegExp(rule.pattern).test(value)) problems.push(rule.key);
  }
  return problems;
}

/** The fiat total of `quantity` crypto at `price`, in cents: what the buyer of crypto pays, rounded up. */
export const p2pTotal = (quantity: string, price: string) => multiplyDecimals(quantity, price, 2, 'up');

/**
 * The quantity a fiat total pays for at `price`, cut down to the coin's decimals, and what that
 * quantity really costs (`p2pTotal`): never more than the total asked.
 */
export function p2pQuantityForTotal(total: string, price: string, decimals: number) {
  const quantity = divideDecimals(total, price, decimals, 'down');
  return { quantity, total: p2pTotal(quantity, price) };
}

/** Whether a total is within an ad's per-order limits (inclusive). */
export const p2pTotalWithinLimits = (total: string, limits: { minTotal: string; maxTotal: string }) =>
  compareDecimals(total, limits.minTotal) >= 0 && compareDecimals(total, limits.maxTotal) <= 0;

/**
 * Who pays fiat and who releases crypto. On a user's buy the user pays and the dealer releases;
 * on a sell the dealer pays and the user releases.
 */
export const p2pRoles = (side: P2pSide) =>
  side === 'buy'
    ? ({ payer: 'user', seller: 'dealer' } as const)
    : ({ payer: 'dealer', seller: 'user' } as const);

const s = p2pOrderStatus.members;
/** Waiting for the payer to pay (and mark it): the only states that may be cancelled or time out. */
export const p2pAwaitingPayment = (status: P2pOrderStatus) =>
  status === s.awaitingUserPayment || status === s.awaitingDealerPayment;
/** Marked paid, waiting for the seller to confirm receipt: the states an appeal may be opened in. */
export const p2pAwaitingReceipt = (status: P2pOrderStatus) =>
  status === s.awaitingDealerConfirmation || status === s.awaitingUserConfirmation;
/** Still running: counterparty payment details are shown only while an order is open. */
export const p2pOrderIsOpen = (status: P2pOrderStatus) =>
  p2pAwaitingPayment(status) || p2pAwaitingReceipt(status);

/** The fiat currencies ads are published in (CNY is not a wallet currency, only a price unit here). */
export const p2pFiats = ['USD', 'EUR', 'CNY'] as const;

/**
 * A floating ad's margin on the reference price, in percent: within ±5 and to 2 decimals, so a
 * dealer follows the market without pricing far from it.
 */
export const p2pMarginRange = { min: '-5', max: '5', decimals: 2 } as const;

/** Whether a margin (a plain decimal string, percent) is within p2pMarginRange. */
export const p2pMarginWithinRange = (margin: string) =>
  compareDecimals(margin, p2pMarginRange.min) >= 0 && compareDecimals(margin, p2pMarginRange.max) <= 0;

/** Decimals of a floating ad's price: those of the reference price (GetReferencePrice). */
export const p2pPriceDecimals = 8;

/** A floating ad's price: the reference price moved by the margin (percent), cut down to 8 decimals. */
export const p2pFloatingPrice = (reference: string, margin: string) =>
  multiplyDecimals(
    reference,
    divideDecimals(addDecimals('100', margin), '100', 4, 'down'),
    p2pPriceDecimals,
    'down',
  );
