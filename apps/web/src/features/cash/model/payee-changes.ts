import type { Payee } from '@coffer/contract/cash';

/** What of a payee decides where money goes; the friendly name and the birthday do not. */
export type PayeeDetails = Pick<Payee, 'country' | 'firstName' | 'lastName' | 'fields'>;

/** As the server saves text: trimmed, inner spaces one (the form already types codes without spaces). */
const tidy = (value: string) => value.trim().replace(/\s+/g, ' ');

const filledFields = (fields: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(fields)
      .map(([key, value]) => [key, tidy(value)] as const)
      .filter(([, value]) => value !== ''),
  );

/**
 * Whether saving `next` over `saved` starts a new cool-off: the server's rule (cash payees.ts
 * updatePayee) — another account, country or holder's name does; a new friendly name or birthday
 * does not. The form warns before sending; the saved payee's `usableFrom` is the server's word.
 */
export function restartsCoolOff(saved: PayeeDetails, next: PayeeDetails): boolean {
  const before = filledFields(saved.fields);
  const after = filledFields(next.fields);
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return (
    [...keys].some((key) => before[key] !== after[key]) ||
    saved.country !== next.country ||
    tidy(saved.firstName) !== tidy(next.firstName) ||
    tidy(saved.lastName) !== tidy(next.lastName)
  );
}
