import { errors } from '@coffer/contract';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { isApiError } from '../../../lib/http/api-error';
import { errorMessage } from '../../../lib/http/error-handler';
import { i18n } from '../../../lib/i18n';

/**
 * A failed security operation: the fields the server refused (a wrong or missing code names its
 * field) under their inputs; a taken address under the address; anything else as the form's
 * message (returned for the caller to show).
 */
export function securitySubmitError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
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
  // Spec §8: the message plus its details (the server's sentence says what exactly is wrong).
  return error.details ? `${errorMessage(error)} ${error.details}` : errorMessage(error);
}
