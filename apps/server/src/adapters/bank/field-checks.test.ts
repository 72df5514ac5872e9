import type { BankChannel } from '@coffer/contract';
import { describe, expect, it } from 'vitest';
import { channelDescriptor, channelDescriptors } from './channels';
import { payeeFieldProblem } from './field-checks';

/**
 * For every channel: a valid payee, then one invalid value per field kind, each refused under its
 * own field. The valid numbers are the libraries' and the banks' published test numbers.
 */
const cases: Record<
  BankChannel,
  { currency: string; country: string; valid: Record<string, string>; invalid: Record<string, string> }
> = {
  sepa: {
    currency: 'EUR',
    country: 'DE',
    valid: { iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' },
    invalid: { iban: 'DE89370400440532013001', bic: 'COBA1EFF' },
  },
  blz: {
    currency: 'EUR',
    country: 'DE',
    valid: { blz_code: '37040044', account_number: '532013000' },
    invalid: { blz_code: '3704004', account_number: 'ABC$' },
  },
  fps: {
    currency: 'GBP',
    country: 'GB',
    valid: { sort_code: '089999', account_number: '66374958' },
    invalid: { sort_code: '08999', account_number: '66374959' },
  },
  ach: {
    currency: 'USD',
    country: 'US',
    valid: { aba: '011000015', account_number: '000123456789', bank_account_type: 'checking' },
    invalid: { aba: '011000016', account_number: '12', bank_account_type: 'gold' },
  },
  fedwire: {
    currency: 'USD',
    country: 'US',
    valid: {
      aba: '011000015',
      account_number: '000123456789',
      bank_name: 'Fed',
      beneficiary_address_line: '1 Main St',
      beneficiary_city: 'Boston',
      beneficiary_postal_code: '02110',
    },
    invalid: { aba: '123456789', beneficiary_postal_code: '!' },
  },
  bsb: {
    currency: 'AUD',
    country: 'AU',
    valid: { bsb_code: '062-000', account_number: '12345678' },
    invalid: { bsb_code: '06200', account_number: '1' },
  },
  ifsc: {
    currency: 'INR',
    country: 'IN',
    valid: { ifs_code: 'HDFC0CAGSBK', account_number: '50100012345678' },
    invalid: { ifs_code: 'HDFC0XXXXXX', phone_number: 'call me' },
  },
  spei: {
    currency: 'MXN',
    country: 'MX',
    valid: { clabe_code: '002010077777777771' },
    invalid: { clabe_code: '002010077777777772' },
  },
  hkfps: {
    currency: 'HKD',
    country: 'HK',
    valid: { bank_code: '004', branch_code: '123', account_number: '123456789' },
    invalid: { bank_code: '4', branch_code: '12A' },
  },
  swift: {
    currency: 'HKD',
    country: 'SG',
    valid: {
      swift_code: 'DBSSSGSGXXX',
      account_number: '0123456789',
      bank_name: 'DBS',
      beneficiary_address_line: '1 Raffles Pl',
      beneficiary_city: 'Singapore',
      beneficiary_postal_code: '048616',
    },
    invalid: { swift_code: 'DBSS1GSG' },
  },
};

describe('the channels of the bank-rails adapter', () => {
  it('describe every currency with its local channel first and SWIFT last', () => {
    expect(channelDescriptors('GBP').map((d) => d.channel)).toEqual(['fps', 'swift']);
    expect(channelDescriptor('GBP', 'sepa')).toBeUndefined();
    expect(channelDescriptors().length).toBeGreaterThan(10);
  });

  for (const [channel, c] of Object.entries(cases) as [BankChannel, (typeof cases)[BankChannel]][]) {
    const descriptor = channelDescriptor(c.currency, channel);
    it(`${channel}: accepts a valid payee and refuses each bad field under its name`, () => {
      if (!descriptor) throw new Error(`no ${channel} for ${c.currency}`);
      expect(payeeFieldProblem(descriptor, c.country, c.valid)).toBeUndefined();
      for (const [key, bad] of Object.entries(c.invalid))
        expect(
          payeeFieldProblem(descriptor, c.country, { ...c.valid, [key]: bad })?.key,
          `${channel}.${key}=${bad}`,
        ).toBe(key);
      const required = descriptor.fields.find((f) => f.required);
      if (required) {
        const { [required.key]: _gone, ...rest } = c.valid;
        expect(payeeFieldProblem(descriptor, c.country, rest)?.key).toBe(required.key);
      }
    });
  }

  it('refuses a country the channel does not reach, and a GB IBAN whose sort code and account do not match', () => {
    const fps = channelDescriptor('GBP', 'fps');
    const sepa = channelDescriptor('EUR', 'sepa');
    if (!fps || !sepa) throw new Error('channels missing');
    expect(payeeFieldProblem(fps, 'IE', cases.fps.valid)?.key).toBe('country');
    expect(payeeFieldProblem(sepa, 'FR', cases.sepa.valid)?.key).toBe('iban');
    const gbSepa = { ...sepa, countries: ['GB'] };
    // ibantools alone passes this IBAN (research: its GB modulus is not checked).
    expect(payeeFieldProblem(gbSepa, 'GB', { iban: 'GB02BARC20201530093451', bic: 'BARCGB22' })?.key).toBe(
      'iban',
    );
  });
});
