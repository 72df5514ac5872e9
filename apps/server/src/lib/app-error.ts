import { type ErrorInfo, type ErrorName, englishErrorMessages, errors } from '@coffer/contract';
import type { RateHeaders } from './rate-limiter';

export interface FieldError {
  field: string;
  message: string;
}

/**
 * A failure the caller can act on, named from the contract's catalogue; the error handler turns it
 * into the envelope with the catalogue's code and HTTP status. Anything else is a bug (500).
 */
export class AppError extends Error {
  readonly code: number;
  readonly httpStatus: number;

  constructor(
    readonly errorName: ErrorName,
    readonly details: string | null = null,
    readonly validationErrors: FieldError[] | null = null,
    /** Facts a client acts on (attempts left, retry time, a ticket): the envelope's error.data. */
    readonly data?: ErrorInfo['data'],
    /** The signed API's rate window (X-RateLimit-* headers), when the refusal came after counting. */
    readonly rateLimit?: RateHeaders,
  ) {
    super(englishErrorMessages[errorName]);
    this.code = errors[errorName].code;
    this.httpStatus = errors[errorName].http;
  }
}

/** A bad field, as the route plugin reports a failed schema check: 400 with the field named. */
export const fieldError = (field: string, message: string, details: string) =>
  new AppError('invalidInput', details, [{ field, message }]);
