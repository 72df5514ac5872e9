import { type CashFailureReason, fiatRecordType } from '@coffer/contract/cash';

const r = fiatRecordType.members;

/** A fiat record type's words (`record.<name>` in `cash`), the §4 eleven. */
export const fiatRecordTypeKey: Record<number, string> = Object.fromEntries(
  Object.entries(r).map(([name, value]) => [value, `record.${name}`]),
);

export const fiatRecordTypes = Object.values(r);

/** A failure reason code's words (`reason.<code>` in `cash`): the bank's answer in the user's language. */
export const failureReasonKey = (code: CashFailureReason) => `reason.${code}`;
