import { type BankChannel, payerAccountKey } from '@coffer/contract';
import * as iban from 'ibantools';
import UkModulusChecking from 'uk-modulus-checking';

/** Account details the bank issues a customer in one currency (a global account's). */
export interface GlobalDetails {
  paymentType: BankChannel;
  bankName: string;
  bankAddress: string;
  account: Record<string, string>;
}

/** The sandbox bank's own codes: a German bank code (BLZ) with its BIC, a UK sort code, a US routing number. */
const sandboxBank = {
  name: 'Coffer Sandbox Bank',
  blz: '37040044',
  bic: 'COBADEFFXXX',
  sortCode: '089999',
  aba: '011000015',
};
const addresses: Record<string, string> = {
  EUR: 'Kaiserplatz 1, 53113 Bonn, Germany',
  GBP: '1 Churchill Place, London E14 5HP, United Kingdom',
  USD: '33 Liberty Street, New York, NY 10045, United States',
};

/** The first of `seed`, seed+1, … whose candidate passes `valid` (a few tries at most). */
function firstValid(
  seed: number,
  make: (n: number) => Record<string, string>,
  valid: (a: Record<string, string>) => boolean,
) {
  for (let n = seed; n < seed + 1000; n++) {
    const account = make(n);
    if (valid(account)) return account;
  }
  throw new Error('sandbox bank: no valid account number near the seed');
}

/**
 * The details of customer number `seed` in a currency, each valid as a real bank's would be: a
 * German IBAN whose check digits ibantools computes from the sandbox bank code and an account
 * number; a UK sort code + account number passing uk-modulus-checking; a US ABA (abavalidator-valid)
 * + account number. The same seed always gives the same details.
 */
export function sandboxGlobalDetails(currency: string, seed: number): GlobalDetails | undefined {
  const base = { bankName: sandboxBank.name, bankAddress: addresses[currency] ?? '' };
  if (currency === 'EUR') {
    const account = firstValid(
      seed * 10,
      (n) => ({
        iban:
          iban.composeIBAN({ countryCode: 'DE', bban: `${sandboxBank.blz}${String(n).padStart(10, '0')}` }) ??
          '',
        bic: sandboxBank.bic,
      }),
      (a) => iban.validateIBAN(a.iban).valid,
    );
    return { ...base, paymentType: 'sepa', account };
  }
  if (currency === 'GBP') {
    const account = firstValid(
      40_000_000 + seed * 10,
      (n) => ({ sort_code: sandboxBank.sortCode, account_number: String(n).padStart(8, '0') }),
      (a) =>
        new UkModulusChecking({
          sortCode: a.sort_code ?? '',
          accountNumber: a.account_number ?? '',
        }).isValid(),
    );
    return { ...base, paymentType: 'fps', account };
  }
  if (currency === 'USD')
    return {
      ...base,
      paymentType: 'ach',
      account: { aba: sandboxBank.aba, account_number: `7${String(seed).padStart(11, '0')}` },
    };
  return undefined;
}

/** The comparable key of a set of details (the IBAN, sort code + account, ABA + account). */
export const detailsKey = (d: Pick<GlobalDetails, 'paymentType' | 'account'>) =>
  payerAccountKey(d.paymentType, d.account) ?? '';
