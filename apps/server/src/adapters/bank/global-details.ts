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

/** The first candidate (of ten) that passes `valid`: a UK account number's last digit is its check. */
function firstValid(
  candidates: Record<string, string>[],
  valid: (a: Record<string, string>) => boolean,
): Record<string, string> {
  const found = candidates.find(valid);
  if (!found) throw new Error('sandbox bank: no valid account number for this customer');
  return found;
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
    // ibantools computes the check digits; the account number is the customer's own (unique).
    const bban = `${sandboxBank.blz}${String(seed).padStart(10, '0')}`;
    const account = { iban: iban.composeIBAN({ countryCode: 'DE', bban }) ?? '', bic: sandboxBank.bic };
    if (!iban.validateIBAN(account.iban).valid) throw new Error('sandbox bank: IBAN not valid');
    return { ...base, paymentType: 'sepa', account };
  }
  if (currency === 'GBP') {
    // Seven digits of the customer's own, then the last digit that passes the sort code's modulus check.
    const prefix = String(seed % 10_000_000).padStart(7, '0');
    const account = firstValid(
      Array.from({ length: 10 }, (_, d) => ({
        sort_code: sandboxBank.sortCode,
        account_number: `${prefix}${d}`,
      })),
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
