import type { PayWhitelistEntry } from '@coffer/contract/global-account';

/** The account a whitelist entry names, in one line: the IBAN, or the national code and account number. */
export function payerAccountText(entry: Pick<PayWhitelistEntry, 'fields'>): string {
  const f = entry.fields;
  if (f.iban) return f.iban;
  const code = f.sort_code ?? f.aba;
  if (code && f.account_number) return `${code} · ${f.account_number}`;
  return f.account_number ?? '--';
}
