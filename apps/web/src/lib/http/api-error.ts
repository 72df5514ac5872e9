import type { ErrorInfo, ErrorName } from '@coffer/contract/common';

/**
 * Why a call failed: the server answered with a catalogue error (`business`), with an HTTP error
 * and no envelope (`http`), not in time (`timeout`), not at all (`network`), or with a result that
 * breaks the contract (`contract`, a bug on one side); or the session ended while it waited
 * (`sessionEnded`: the user is already on the way to the login page).
 */
export type ApiErrorKind = 'business' | 'http' | 'timeout' | 'network' | 'contract' | 'sessionEnded';

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly code: number | null;
  readonly errorName: ErrorName | null;
  readonly httpStatus: number | null;
  readonly details: string | null;
  readonly validationErrors: ErrorInfo['validationErrors'];
  /** The facts a client acts on (attempts left, a verification ticket, when to retry); {} when none. */
  readonly data: NonNullable<ErrorInfo['data']>;

  constructor(
    kind: ApiErrorKind,
    init: {
      message?: string;
      httpStatus?: number | null;
      error?: ErrorInfo | null;
      /** The catalogue's name of `error.code` (error-names.ts; the client looks it up). */
      errorName?: ErrorName | null;
    } = {},
  ) {
    super(init.error?.message ?? init.message ?? kind);
    this.name = 'ApiError';
    this.kind = kind;
    this.httpStatus = init.httpStatus ?? null;
    this.code = init.error?.code ?? null;
    this.errorName = this.code === null ? null : (init.errorName ?? null);
    this.details = init.error?.details ?? null;
    this.validationErrors = init.error?.validationErrors ?? null;
    this.data = init.error?.data ?? {};
  }
}

export const isApiError = (value: unknown): value is ApiError => value instanceof ApiError;

/** A number from the error's data (e.g. `remainingAttempts`), or null when absent. */
export function errorNumber(error: ApiError, name: string): number | null {
  const value = error.data[name];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** A string from the error's data (e.g. `ticket`, `lockedUntil`), or null when absent. */
export function errorText(error: ApiError, name: string): string | null {
  const value = error.data[name];
  return typeof value === 'string' ? value : null;
}
