import type { BankChannel, FieldKind } from '@coffer/contract';

/**
 * Examples for the bank channels' fields (issue 33: a valid and an invalid example for every
 * field type of every channel), shared by the adapter's unit test and the API test through
 * ValidateInfo. The valid numbers are the libraries' and the banks' published test numbers.
 */

/** Per channel: its currency, a country it reaches and a payee with every field, optional ones too. */
export const validPayees: Record<
  BankChannel,
  { currency: string; country: string; fields: Record<string, string> }
> = {
  sepa: {
    currency: 'EUR',
    country: 'DE',
    fields: { iban: 'DE89370400440532013000', bic: 'COBADEFFXXX', bank_name: 'Commerzbank' },
  },
  blz: {
    currency: 'EUR',
    country: 'DE',
    fields: {
      blz_code: '37040044',
      account_number: '532013000',
      bank_name: 'Commerzbank',
      bank_address: 'Kaiserplatz, Frankfurt',
    },
  },
  fps: { currency: 'GBP', country: 'GB', fields: { sort_code: '089999', account_number: '66374958' } },
  ach: {
    currency: 'USD',
    country: 'US',
    fields: { aba: '011000015', account_number: '000123456789', bank_account_type: 'checking' },
  },
  fedwire: {
    currency: 'USD',
    country: 'US',
    fields: {
      aba: '011000015',
      account_number: '000123456789',
      bank_name: 'Federal Reserve Bank of Boston',
      beneficiary_address_line: '1 Main St',
      beneficiary_city: 'Boston',
      beneficiary_postal_code: '02110',
    },
  },
  bsb: { currency: 'AUD', country: 'AU', fields: { bsb_code: '062-000', account_number: '12345678' } },
  ifsc: {
    currency: 'INR',
    country: 'IN',
    fields: { ifs_code: 'HDFC0CAGSBK', account_number: '50100012345678', phone_number: '+919876543210' },
  },
  spei: {
    currency: 'MXN',
    country: 'MX',
    fields: { clabe_code: '002010077777777771', taxId: 'XAXX010101000' },
  },
  hkfps: {
    currency: 'HKD',
    country: 'HK',
    fields: { bank_code: '004', branch_code: '123', account_number: '123456789' },
  },
  swift: {
    currency: 'HKD',
    country: 'SG',
    fields: {
      swift_code: 'DBSSSGSGXXX',
      account_number: '0123456789',
      bank_name: 'DBS Bank',
      bank_address: '12 Marina Blvd',
      bank_city: 'Singapore',
      bank_postal_code: '018982',
      beneficiary_address_line: '1 Raffles Pl',
      beneficiary_city: 'Singapore',
      beneficiary_postal_code: '048616',
      phone_number: '+6561234567',
    },
  },
};

/**
 * A value of the wrong shape for each kind of field (every kind: a new kind without an example
 * does not compile). The form refuses these as typed; the server refuses them too.
 */
export const badShapes: Record<FieldKind, string> = {
  text: 'Bank <b>',
  iban: 'DE8937040044',
  bic: 'COBA1EFF',
  sortCode: '08999',
  ukAccountNumber: '6637495',
  aba: '01100001',
  usAccountNumber: '12',
  bsb: '06200',
  ifsc: 'HDFC1CAGSBK',
  clabe: '00201007777777777',
  blz: '3704004',
  hkBankCode: '4',
  hkBranchCode: '12A',
  accountNumber: 'ABC$',
  postalCode: '!',
  phone: 'call me',
  accountType: 'gold',
};

/**
 * Values of the right shape that only the bank libraries refuse: a wrong check digit (IBAN, ABA,
 * CLABE), a BIC of no country, an IFSC of no bank.
 */
export const libraryRefusals: Partial<Record<FieldKind, string>> = {
  iban: 'DE89370400440532013001',
  bic: 'COBAZZFFXXX',
  aba: '011000016',
  clabe: '002010077777777772',
  ifsc: 'HDFC0XXXXXX',
};
