import type { GlobalAccountDetails } from '@coffer/contract/global-account';

/** The order a bank form asks for the details in: the national code before the account. */
const fieldOrder = ['iban', 'bic', 'sort_code', 'aba', 'account_number'];

/** The details' fields in the order a payer types them (any field the bank adds after, as it came). */
export function orderedFields(account: GlobalAccountDetails['account']): [string, string][] {
  const rank = (key: string) => {
    const at = fieldOrder.indexOf(key);
    return at < 0 ? fieldOrder.length : at;
  };
  return Object.entries(account).sort(([a], [b]) => rank(a) - rank(b));
}

/** How a field reads to a person: an IBAN in groups of four, a sort code as 12-34-56. */
export function displayValue(key: string, value: string): string {
  if (key === 'iban') return value.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');
  if (key === 'sort_code' && /^\d{6}$/.test(value)) return value.replace(/(\d{2})(\d{2})(\d{2})/, '$1-$2-$3');
  return value;
}

/**
 * The EPC QR code of a SEPA credit transfer to these details (European Payments Council, EPC069-12
 * version 002: service tag BCD, UTF-8, SCT, BIC optional): a payer's banking app scanned it and
 * fills in the name and IBAN. Only a euro IBAN has such a standard; other currencies get none.
 */
export function epcPayload(details: GlobalAccountDetails): string | null {
  const iban = details.account.iban?.replace(/\s+/g, '');
  if (details.currency !== 'EUR' || !iban) return null;
  const name = details.accountName.slice(0, 70);
  return ['BCD', '002', '1', 'SCT', details.account.bic ?? '', name, iban].join('\n');
}
