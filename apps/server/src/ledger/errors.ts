/** Failures the ledger functions report (SQLSTATE LG000, message `ledger:<code>`). */
export const ledgerErrorCodes = [
  'invalid_id',
  'invalid_reason',
  'invalid_kind',
  'invalid_amount',
  'amount_must_be_positive',
  'amount_must_equal_pending',
  'accounts_must_differ',
  'pending_id_not_allowed',
  'pending_not_found',
  'pending_already_resolved',
  'account_not_found',
  'asset_mismatch',
  'insufficient_funds',
  'exists_with_different_fields',
  'batch_size',
  'batch_shape',
] as const;
export type LedgerErrorCode = (typeof ledgerErrorCodes)[number];

export class LedgerError extends Error {
  constructor(
    readonly code: LedgerErrorCode,
    readonly detail?: string,
  ) {
    super(`ledger: ${code}${detail ? ` (${detail})` : ''}`);
  }
}

interface DbErrorShape {
  code?: unknown;
  message?: unknown;
  detail?: unknown;
  cause?: unknown;
}

/** The database's error under drizzle's wrapper, turned into a LedgerError when it is one. */
export function asLedgerError(error: unknown): LedgerError | undefined {
  let e: unknown = error;
  for (let depth = 0; depth < 4 && e && typeof e === 'object'; depth++) {
    const shape = e as DbErrorShape;
    if (shape.code === 'LG000' && typeof shape.message === 'string') {
      const code = shape.message.replace(/^ledger:/, '') as LedgerErrorCode;
      if ((ledgerErrorCodes as readonly string[]).includes(code))
        return new LedgerError(code, typeof shape.detail === 'string' ? shape.detail : undefined);
    }
    e = shape.cause;
  }
  return undefined;
}
