import type { Bank, BankChannel } from '@coffer/contract';

type Entry = Omit<Bank, 'channel'>;

/**
 * The sandbox partner's bank directory, per channel: real banks with their real national codes
 * (each passes the channel's library check), so a form can offer "choose your bank" and fill in
 * the code. A real partner serves this from its reference data (Wise's and Airwallex's bank lookups).
 */
const directory: Record<BankChannel, Entry[]> = {
  sepa: [
    { name: 'Commerzbank', country: 'DE', bankCode: 'COBADEFFXXX', fields: { bic: 'COBADEFFXXX' } },
    { name: 'Deutsche Bank', country: 'DE', bankCode: 'DEUTDEFFXXX', fields: { bic: 'DEUTDEFFXXX' } },
    { name: 'BNP Paribas', country: 'FR', bankCode: 'BNPAFRPPXXX', fields: { bic: 'BNPAFRPPXXX' } },
    { name: 'ING Bank', country: 'NL', bankCode: 'INGBNL2AXXX', fields: { bic: 'INGBNL2AXXX' } },
    { name: 'Banco Santander', country: 'ES', bankCode: 'BSCHESMMXXX', fields: { bic: 'BSCHESMMXXX' } },
    { name: 'Allied Irish Banks', country: 'IE', bankCode: 'AIBKIE2DXXX', fields: { bic: 'AIBKIE2DXXX' } },
  ],
  blz: [
    {
      name: 'Commerzbank Köln',
      country: 'DE',
      bankCode: '37040044',
      fields: { blz_code: '37040044', bank_name: 'Commerzbank' },
    },
    {
      name: 'Deutsche Bank Berlin',
      country: 'DE',
      bankCode: '10070000',
      fields: { blz_code: '10070000', bank_name: 'Deutsche Bank' },
    },
  ],
  fps: [
    { name: 'Barclays', country: 'GB', bankCode: '200000', fields: { sort_code: '200000' } },
    { name: 'NatWest', country: 'GB', bankCode: '600001', fields: { sort_code: '600001' } },
    { name: 'Lloyds Bank', country: 'GB', bankCode: '309634', fields: { sort_code: '309634' } },
  ],
  ach: [
    { name: 'JPMorgan Chase', country: 'US', bankCode: '021000021', fields: { aba: '021000021' } },
    { name: 'Bank of America', country: 'US', bankCode: '026009593', fields: { aba: '026009593' } },
    { name: 'Wells Fargo', country: 'US', bankCode: '121000248', fields: { aba: '121000248' } },
  ],
  fedwire: [
    {
      name: 'JPMorgan Chase',
      country: 'US',
      bankCode: '021000021',
      fields: { aba: '021000021', bank_name: 'JPMorgan Chase' },
    },
    {
      name: 'Bank of America',
      country: 'US',
      bankCode: '026009593',
      fields: { aba: '026009593', bank_name: 'Bank of America' },
    },
  ],
  bsb: [
    { name: 'Commonwealth Bank', country: 'AU', bankCode: '062000', fields: { bsb_code: '062000' } },
    { name: 'Westpac', country: 'AU', bankCode: '032000', fields: { bsb_code: '032000' } },
  ],
  ifsc: [
    {
      name: 'State Bank of India',
      country: 'IN',
      bankCode: 'SBIN0000300',
      fields: { ifs_code: 'SBIN0000300' },
    },
    { name: 'HDFC Bank', country: 'IN', bankCode: 'HDFC0000001', fields: { ifs_code: 'HDFC0000001' } },
  ],
  // A CLABE carries the bank in its first three digits: nothing to fill in, the code tells the bank.
  spei: [
    { name: 'BBVA México', country: 'MX', bankCode: '012', fields: {} },
    { name: 'Banamex', country: 'MX', bankCode: '002', fields: {} },
    { name: 'Santander México', country: 'MX', bankCode: '014', fields: {} },
  ],
  hkfps: [
    { name: 'HSBC Hong Kong', country: 'HK', bankCode: '004', fields: { bank_code: '004' } },
    { name: 'Bank of China (Hong Kong)', country: 'HK', bankCode: '012', fields: { bank_code: '012' } },
    { name: 'Hang Seng Bank', country: 'HK', bankCode: '024', fields: { bank_code: '024' } },
  ],
  swift: [
    {
      name: 'HSBC UK',
      country: 'GB',
      bankCode: 'MIDLGB22XXX',
      fields: { swift_code: 'MIDLGB22XXX', bank_name: 'HSBC UK' },
    },
    {
      name: 'JPMorgan Chase',
      country: 'US',
      bankCode: 'CHASUS33XXX',
      fields: { swift_code: 'CHASUS33XXX', bank_name: 'JPMorgan Chase' },
    },
    {
      name: 'DBS Bank',
      country: 'SG',
      bankCode: 'DBSSSGSGXXX',
      fields: { swift_code: 'DBSSSGSGXXX', bank_name: 'DBS Bank' },
    },
    {
      name: 'MUFG Bank',
      country: 'JP',
      bankCode: 'BOTKJPJTXXX',
      fields: { swift_code: 'BOTKJPJTXXX', bank_name: 'MUFG Bank' },
    },
    {
      name: 'Commerzbank',
      country: 'DE',
      bankCode: 'COBADEFFXXX',
      fields: { swift_code: 'COBADEFFXXX', bank_name: 'Commerzbank' },
    },
    {
      name: 'HSBC Hong Kong',
      country: 'HK',
      bankCode: 'HSBCHKHHXXX',
      fields: { swift_code: 'HSBCHKHHXXX', bank_name: 'HSBC Hong Kong' },
    },
  ],
};

/** The banks a channel reaches, in one country when given, by name. */
export function banksOf(channel: BankChannel, country?: string): Bank[] {
  return directory[channel]
    .filter((b) => country === undefined || b.country === country)
    .map((b) => ({ ...b, channel }))
    .sort((a, b) => a.name.localeCompare(b.name));
}
