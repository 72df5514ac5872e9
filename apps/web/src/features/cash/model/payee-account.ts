import type { Payee } from '@coffer/contract/cash';

/** The fields that name an account, in the order a person reads them (IBAN, account number, CLABE). */
const accountKeys = ['iban', 'account_number', 'clabe_code'];

/** The field that names the payee's account: the first of those it has. */
export const accountOf = (p: Pick<Payee, 'fields'>) => {
  const key = accountKeys.find((k) => p.fields[k]);
  return key ? { key, value: p.fields[key] ?? '' } : undefined;
};
