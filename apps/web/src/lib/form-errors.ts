import { errors } from '@coffer/contract';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { type ApiError, isApiError } from './http/api-error';
import { errorMessage } from './http/error-handler';
import { i18n } from './i18n';

/**
 * Puts the fields the server refused (`validationErrors`, message keys as the contract's) under
 * the form's own fields. Answers true when every refused field is one of the form's, so the
 * caller need not show anything else.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
): error is ApiError {
  if (!isApiError(error) || !error.validationErrors || error.validationErrors.length === 0) return false;
  let all = true;
  for (const { field, message } of error.validationErrors) {
    if (fields.includes(field))
      setError(field as Path<T>, { type: 'server', message }, { shouldFocus: true });
    else all = false;
  }
  return all;
}

/**
 * A failed submit (sign-up, reset, the security centre's forms): refused fields under their
 * inputs, a taken address under the address, anything else as the form's message (returned, for
 * the caller to show). `withDetails` adds the server's sentence saying what exactly is wrong
 * (spec §8, the security operations).
 */
export function submitErrorMessage<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
  { withDetails = false }: { withDetails?: boolean } = {},
): string | null {
  if (applyServerFieldErrors(error, setError, fields)) return null;
  if (!isApiError(error)) return i18n.t('common:http.unexpected');
  const takenField =
    error.code === errors.emailAlreadyRegistered.code
      ? 'emailAddress'
      : error.code === errors.phoneAlreadyRegistered.code
        ? 'phoneNumber'
        : null;
  if (takenField && fields.includes(takenField)) {
    setError(takenField as Path<T>, { type: 'server', message: errorMessage(error) }, { shouldFocus: true });
    return null;
  }
  return withDetails && error.details ? `${errorMessage(error)} ${error.details}` : errorMessage(error);
}
