import {
  type BankChannel,
  type CashCurrency,
  type ChannelDescriptor,
  cashCurrencies,
  channelsOf,
  type FieldDescriptor,
  type FieldKind,
} from '@coffer/contract';

/** The shape a form checks as the user types, per kind of field (the server then runs the library check). */
const shapes: Record<FieldKind, { pattern: string; maxLength: number }> = {
  text: { pattern: '^[^<>]{1,140}$', maxLength: 140 },
  iban: { pattern: '^[A-Z]{2}\\d{2}[A-Z0-9]{10,30}$', maxLength: 34 },
  bic: { pattern: '^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$', maxLength: 11 },
  sortCode: { pattern: '^\\d{2}-?\\d{2}-?\\d{2}$', maxLength: 8 },
  ukAccountNumber: { pattern: '^\\d{8}$', maxLength: 8 },
  aba: { pattern: '^\\d{9}$', maxLength: 9 },
  usAccountNumber: { pattern: '^\\d{4,17}$', maxLength: 17 },
  bsb: { pattern: '^\\d{3}-?\\d{3}$', maxLength: 7 },
  ifsc: { pattern: '^[A-Z]{4}0[A-Z0-9]{6}$', maxLength: 11 },
  clabe: { pattern: '^\\d{18}$', maxLength: 18 },
  blz: { pattern: '^\\d{8}$', maxLength: 8 },
  hkBankCode: { pattern: '^\\d{3}$', maxLength: 3 },
  hkBranchCode: { pattern: '^\\d{3}$', maxLength: 3 },
  accountNumber: { pattern: '^[A-Z0-9]{4,34}$', maxLength: 34 },
  postalCode: { pattern: '^[A-Za-z0-9 -]{2,12}$', maxLength: 12 },
  phone: { pattern: '^\\+?\\d{6,15}$', maxLength: 16 },
  accountType: { pattern: '^[a-z]+$', maxLength: 10 },
};

const field = (key: string, kind: FieldKind, required = true, options?: string[]): FieldDescriptor => ({
  key,
  kind,
  required,
  ...shapes[kind],
  ...(options ? { options } : {}),
});

const bankDetails = [field('bank_name', 'text', false), field('bank_address', 'text', false)];
const beneficiaryAddress = [
  field('beneficiary_address_line', 'text'),
  field('beneficiary_city', 'text'),
  field('beneficiary_postal_code', 'postalCode'),
];

/**
 * What each channel needs of a payee (Wise's account requirements, served per route): the spec
 * §3 field names, the countries it reaches, and each field's kind. Decisions: SEPA reaches the
 * SEPA countries by IBAN + BIC; the German BLZ route takes the national bank code and account
 * number (checked as a German BBAN); SWIFT reaches anywhere with the beneficiary's address.
 */
const channelTable: Record<BankChannel, { countries: string[]; fields: FieldDescriptor[] }> = {
  sepa: {
    countries: ['AT', 'BE', 'DE', 'ES', 'FI', 'FR', 'IE', 'IT', 'LU', 'NL', 'PT'],
    fields: [field('iban', 'iban'), field('bic', 'bic'), field('bank_name', 'text', false)],
  },
  blz: {
    countries: ['DE'],
    fields: [field('blz_code', 'blz'), field('account_number', 'accountNumber'), ...bankDetails],
  },
  fps: {
    countries: ['GB'],
    fields: [field('sort_code', 'sortCode'), field('account_number', 'ukAccountNumber')],
  },
  ach: {
    countries: ['US'],
    fields: [
      field('aba', 'aba'),
      field('account_number', 'usAccountNumber'),
      field('bank_account_type', 'accountType', true, ['checking', 'savings']),
    ],
  },
  fedwire: {
    countries: ['US'],
    fields: [
      field('aba', 'aba'),
      field('account_number', 'usAccountNumber'),
      field('bank_name', 'text'),
      ...beneficiaryAddress,
    ],
  },
  bsb: { countries: ['AU'], fields: [field('bsb_code', 'bsb'), field('account_number', 'accountNumber')] },
  ifsc: {
    countries: ['IN'],
    fields: [
      field('ifs_code', 'ifsc'),
      field('account_number', 'accountNumber'),
      field('phone_number', 'phone', false),
    ],
  },
  spei: { countries: ['MX'], fields: [field('clabe_code', 'clabe'), field('taxId', 'text', false)] },
  hkfps: {
    countries: ['HK'],
    fields: [
      field('bank_code', 'hkBankCode'),
      field('branch_code', 'hkBranchCode'),
      field('account_number', 'accountNumber'),
    ],
  },
  swift: {
    countries: [],
    fields: [
      field('swift_code', 'bic'),
      field('account_number', 'accountNumber'),
      field('bank_name', 'text'),
      field('bank_address', 'text', false),
      field('bank_city', 'text', false),
      field('bank_postal_code', 'postalCode', false),
      ...beneficiaryAddress,
      field('phone_number', 'phone', false),
    ],
  },
};

/** A channel's descriptor for one currency, or undefined when the currency does not use it. */
export function channelDescriptor(currency: string, channel: BankChannel): ChannelDescriptor | undefined {
  if (!Object.hasOwn(cashCurrencies, currency)) return undefined;
  if (!channelsOf[currency as CashCurrency].includes(channel)) return undefined;
  return { channel, currency, ...channelTable[channel] };
}

/** Every channel of a currency (or of every currency), the local ones first. */
export function channelDescriptors(currency?: string): ChannelDescriptor[] {
  const currencies = currency === undefined ? (Object.keys(cashCurrencies) as CashCurrency[]) : [currency];
  return currencies.flatMap((c) =>
    Object.hasOwn(channelsOf, c)
      ? channelsOf[c as CashCurrency].map((ch) => channelDescriptor(c, ch)).filter((d) => d !== undefined)
      : [],
  );
}
