import type { ErrorInfo } from '@coffer/contract/common';

export interface Normalised {
  success: boolean;
  result: unknown;
  error: ErrorInfo | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isErrorDataValue = (value: unknown) =>
  ['string', 'number', 'boolean'].includes(typeof value) ||
  (Array.isArray(value) && value.every((item) => typeof item === 'string'));

/**
 * The error's machine-readable facts (`errorInfoSchema.data`: text, numbers, flags, lists of text),
 * checked by hand so that reading an error loads no zod with the app shell; anything else is dropped.
 */
const asErrorData = (value: unknown): ErrorInfo['data'] =>
  isRecord(value) && Object.values(value).every(isErrorDataValue) ? (value as ErrorInfo['data']) : undefined;

const asError = (value: unknown): ErrorInfo | null => {
  if (!isRecord(value) || typeof value.code !== 'number') return null;
  const data = asErrorData(value.data);
  return {
    ...(data ? { data } : {}),
    code: value.code,
    message: typeof value.message === 'string' ? value.message : '',
    details: typeof value.details === 'string' ? value.details : null,
    validationErrors: Array.isArray(value.validationErrors)
      ? (value.validationErrors as ErrorInfo['validationErrors'])
      : null,
  };
};

/**
 * Reads either envelope (spec §7, §8): base and merchant `{ success, result, error }`, where a
 * `Status` stands in for a missing `success`; the content host `{ StatusCode: "200", Data, Error }`.
 * Anything else (an HTML error page from a proxy, an empty body) is null: not an envelope.
 */
export function normaliseEnvelope(body: unknown): Normalised | null {
  if (!isRecord(body)) return null;
  if ('StatusCode' in body) {
    return {
      success: String(body.StatusCode) === '200',
      result: body.Data ?? null,
      error: asError(body.Error),
    };
  }
  let success = body.success;
  if (success === undefined && 'Status' in body) success = Boolean(body.Status);
  if (typeof success !== 'boolean') return null;
  return {
    success,
    result: 'result' in body ? body.result : (body.data ?? null),
    error: asError(body.error),
  };
}
