import type { BankChannel } from '../cash';
import { constants } from '../common/constants';
import { addDecimals, compareDecimals, multiplyDecimals } from '../common/decimal';
import { fractionLength } from '../common/money';
import { type GlobalAccountChannel, type GlobalServiceType, globalServiceType } from './global-account.enums';

/** A service fee: a rate of the amount, never less than the minimum (both decimal strings). */
export interface FeeRate {
  rate: string;
  minFee: string;
}

/**
 * The global account's currencies and their rates: the payment types a payer may use to pay in
 * (local rails only: SEPA, Faster Payments, ACH, Fedwire) with each one's pay-in fee, the fees of
 * the moves between the cash account and the global account, and the smallest move. The one table
 * GlobalAccountCurrencys, GetUserRateSetting and CalculateServiceFee answer from, and the form reads.
 */
export const globalAccountCurrencies = {
  EUR: {
    decimals: 2,
    country: 'DE',
    payIn: { sepa: { rate: '0.001', minFee: '0.5' } },
    fiatToGlobal: { rate: '0.002', minFee: '1' },
    globalToFiat: { rate: '0.002', minFee: '1' },
    moveMin: '10',
  },
  GBP: {
    decimals: 2,
    country: 'GB',
    payIn: { fps: { rate: '0.001', minFee: '0.5' } },
    fiatToGlobal: { rate: '0.002', minFee: '1' },
    globalToFiat: { rate: '0.002', minFee: '1' },
    moveMin: '10',
  },
  USD: {
    decimals: 2,
    country: 'US',
    payIn: { ach: { rate: '0.001', minFee: '1' }, fedwire: { rate: '0.0015', minFee: '5' } },
    fiatToGlobal: { rate: '0.002', minFee: '1' },
    globalToFiat: { rate: '0.002', minFee: '1' },
    moveMin: '10',
  },
} as const satisfies Record<
  string,
  {
    decimals: number;
    country: string;
    payIn: Partial<Record<BankChannel, FeeRate>>;
    fiatToGlobal: FeeRate;
    globalToFiat: FeeRate;
    moveMin: string;
  }
>;
export type GlobalAccountCurrency = keyof typeof globalAccountCurrencies;
export const isGlobalAccountCurrency = (code: string): code is GlobalAccountCurrency =>
  Object.hasOwn(globalAccountCurrencies, code);

/** The payment types a payer may pay a currency's account details with. */
export const globalPaymentTypesOf = (currency: GlobalAccountCurrency): BankChannel[] =>
  Object.keys(globalAccountCurrencies[currency].payIn) as BankChannel[];

/** The rate of a service in a currency (a pay-in's by its payment type), or undefined where none applies. */
export function globalFeeRate(
  currency: GlobalAccountCurrency,
  serviceType: GlobalServiceType,
  paymentType?: BankChannel | null,
): FeeRate | undefined {
  const c = globalAccountCurrencies[currency];
  if (serviceType === globalServiceType.members.fiatToGlobal) return c.fiatToGlobal;
  if (serviceType === globalServiceType.members.globalToFiat) return c.globalToFiat;
  if (!paymentType) return undefined;
  return (c.payIn as Partial<Record<BankChannel, FeeRate>>)[paymentType];
}

const minus = (a: string, b: string) => addDecimals(a, b.startsWith('-') ? b.slice(1) : `-${b}`);
const largest = (a: string, b: string) => (compareDecimals(a, b) >= 0 ? a : b);
const smallest = (a: string, b: string) => (compareDecimals(a, b) <= 0 ? a : b);

/**
 * The service fee of an amount, exact: amount × rate rounded up to the currency's cents, never
 * less than the minimum fee; never more than the amount itself (a pay-in smaller than its fee is
 * credited nothing rather than owing). `net` is what arrives: the amount less the fee. The one
 * function the quote (CalculateServiceFee), the confirmation and the ledger movement all use, so the
 * fee charged is the fee quoted to the cent.
 */
export function globalServiceFee(
  currency: GlobalAccountCurrency,
  rate: FeeRate,
  amount: string,
): { fee: string; net: string } {
  const { decimals } = globalAccountCurrencies[currency];
  const proportional = multiplyDecimals(amount, rate.rate, decimals, 'up');
  const fee = smallest(largest(proportional, rate.minFee), amount);
  return { fee, net: minus(amount, fee) };
}

export type GlobalMoveProblem = 'tooManyDecimals' | 'belowMin' | 'belowFee' | 'insufficient';

/**
 * A move between the cash and the global account, checked in the order a user meets the rules:
 * the currency's decimals, the smallest move, more than its fee (something must arrive), then the
 * amount against the source's available balance (when known: the server leaves that to the ledger).
 * The fee is taken from the amount, so moving the whole balance is allowed.
 */
export function globalMoveProblem(
  currency: GlobalAccountCurrency,
  serviceType: GlobalServiceType,
  amount: string,
  available?: string,
): GlobalMoveProblem | undefined {
  const c = globalAccountCurrencies[currency];
  if (fractionLength(amount) > c.decimals) return 'tooManyDecimals';
  if (compareDecimals(amount, c.moveMin) < 0) return 'belowMin';
  const rate = globalFeeRate(currency, serviceType);
  if (rate && compareDecimals(globalServiceFee(currency, rate, amount).net, '0') <= 0) return 'belowFee';
  if (available !== undefined && compareDecimals(amount, available) > 0) return 'insufficient';
  return undefined;
}

/** One document a channel's application asks for: how many files, and their types and size. */
export interface GlobalDocumentField {
  key: string;
  required: boolean;
  maxFiles: number;
}

/**
 * The documents of each application channel (GetChannelAttachmentDynamicFormsFields answers from
 * this). Files are checked as identity photos are: PNG, JPEG or BMP by their content, at most 5 MB.
 */
export const globalDocumentFields: Readonly<Record<GlobalAccountChannel, readonly GlobalDocumentField[]>> = {
  personal: [
    { key: 'proofOfAddress', required: true, maxFiles: 2 },
    { key: 'sourceOfFunds', required: false, maxFiles: 3 },
  ],
  business: [
    { key: 'certificateOfIncorporation', required: true, maxFiles: 2 },
    { key: 'proofOfAddress', required: true, maxFiles: 2 },
    { key: 'ownershipStructure', required: true, maxFiles: 3 },
    { key: 'boardResolution', required: false, maxFiles: 1 },
  ],
};
/** The file rule of every document: the identity photos' (types sniffed from the content). */
export const globalDocumentFileRule = constants.uploads.kycPhoto;

/** The first required document field without a file, or undefined when the application is complete. */
export function missingGlobalDocument(
  channel: GlobalAccountChannel,
  filesByField: Readonly<Record<string, number | undefined>>,
): string | undefined {
  return globalDocumentFields[channel].find((f) => f.required && !(filesByField[f.key] ?? 0))?.key;
}

/**
 * The account a payer pays from, as one comparable key: what a whitelist entry and an incoming
 * payment are matched on. An IBAN (SEPA) without spaces in upper case; a UK sort code + account
 * number; a US ABA + account number (ACH and Fedwire reach the same account).
 */
export function payerAccountKey(
  paymentType: BankChannel,
  fields: Readonly<Record<string, string | undefined>>,
) {
  const clean = (v: string | undefined) => (v ?? '').replace(/[\s-]/g, '').toUpperCase();
  if (paymentType === 'sepa') return `iban:${clean(fields.iban)}`;
  if (paymentType === 'fps') return `gb:${clean(fields.sort_code)}:${clean(fields.account_number)}`;
  if (paymentType === 'ach' || paymentType === 'fedwire')
    return `us:${clean(fields.aba)}:${clean(fields.account_number)}`;
  return undefined;
}
