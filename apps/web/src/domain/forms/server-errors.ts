import type { FieldCodes } from '@coffer/contract/common';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { type ApiError, isApiError } from '../../lib/http/api-error';
import { errorMessage } from '../../lib/http/error-handler';
import { i18n } from '../../lib/i18n';

/** The endpoints a form calls: their `fieldCodes` (contract data) say where an error code lands. */
type CalledEndpoints = { fieldCodes?: FieldCodes } | readonly { fieldCodes?: FieldCodes }[];

export interface PlaceOptions {
  /** Server field → the form's field (one code input standing for several code fields, say). */
  rename?: Readonly<Record<string, string>>;
  /** The endpoint (or the endpoints, one per way of submitting) the form called. */
  endpoint?: CalledEndpoints;
  /** The form's own words for an error code its endpoint places under a field (else the server's). */
  messages?: Readonly<Record<number, (error: ApiError) => string>>;
  /**
   * When the server's sentence saying what exactly is wrong joins the form's message: 'always'
   * (the security operations, spec §8), 'business' (only for a business refusal without refused
   * fields), 'never'.
   */
  details?: 'always' | 'business' | 'never';
}

/**
 * Puts the fields the server refused (`validationErrors`, the contract's message keys) under the
 * form's own inputs, focusing the first. True when every refused field was one of the form's, so
 * the caller need not show anything else.
 */
export function placeFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
  rename: Readonly<Record<string, string>> = {},
): boolean {
  if (!isApiError(error)) return false;
  const refused = error.validationErrors ?? [];
  let placed = 0;
  for (const { field, message } of refused) {
    const name = rename[field] ?? field;
    if (!fields.includes(name)) continue;
    setError(name as Path<T>, { type: 'server', message }, { shouldFocus: placed === 0 });
    placed += 1;
  }
  return refused.length > 0 && placed === refused.length;
}

/** An error whose code belongs under one of the form's fields goes there. True when placed. */
function placeCodeError<T extends FieldValues>(
  error: ApiError,
  setError: UseFormSetError<T>,
  fields: readonly string[],
  { endpoint = [], rename = {}, messages = {} }: PlaceOptions,
): boolean {
  const code = error.code;
  if (code === null) return false;
  const target = [endpoint].flat().find((e) => e.fieldCodes?.[code] !== undefined)?.fieldCodes?.[code];
  if (target === undefined) return false;
  const field = rename[target] ?? target;
  if (!fields.includes(field)) return false;
  const message = messages[code]?.(error) ?? errorMessage(error);
  setError(field as Path<T>, { type: 'server', message }, { shouldFocus: true });
  return true;
}

/**
 * A failed submit, the one way every form shows it: refused fields under their inputs, an error
 * whose code names a field under that field, anything else returned as the form's one message
 * (null when everything was placed).
 */
export function placeServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
  options: PlaceOptions = {},
): string | null {
  const { rename = {}, details = 'business' } = options;
  if (!isApiError(error)) return i18n.t('common:http.unexpected');
  if (placeFieldErrors(error, setError, fields, rename)) return null;
  if (placeCodeError(error, setError, fields, options)) return null;
  const withDetails =
    details === 'always' ||
    (details === 'business' && error.kind === 'business' && (error.validationErrors ?? []).length === 0);
  return withDetails && error.details ? `${errorMessage(error)} ${error.details}` : errorMessage(error);
}
