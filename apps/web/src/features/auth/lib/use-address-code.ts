import { errors } from '@coffer/contract/common';
import type { Path, UseFormReturn } from 'react-hook-form';
import { placeFieldErrors } from '../../../domain/forms/server-errors';
import { errorNumber, isApiError } from '../../../lib/http/api-error';
import { errorMessage } from '../../../lib/http/error-handler';
import { sendAddressCode } from '../api/register';
import type { ContactMethod, ContactValues } from '../components/contact-fields';

const addressFields = (method: ContactMethod): string[] =>
  method === 'email' ? ['emailAddress'] : ['areaCode', 'phoneNumber'];

/**
 * The "send code" of the sign-up and reset forms: checks the address fields first, sends a code for
 * `purpose`, and answers the seconds until the next may be sent (null when none was sent). "Already
 * registered" lands under the address; other problems go to `onProblem`.
 */
export function useAddressCode<T extends ContactValues>(
  form: UseFormReturn<T, unknown, unknown>,
  method: ContactMethod,
  purpose: 'register' | 'resetPassword',
  onProblem: (message: string | null) => void,
) {
  return async (): Promise<number | null> => {
    onProblem(null);
    const fields = addressFields(method) as unknown as Path<T>[];
    if (!(await form.trigger(fields))) return null;
    const values = form.getValues() as ContactValues;
    const to =
      method === 'email'
        ? { emailAddress: values.emailAddress.trim() }
        : { areaCode: values.areaCode, phoneNumber: values.phoneNumber };
    try {
      return (await sendAddressCode(purpose, to)).resendAfterSeconds;
    } catch (error) {
      if (!isApiError(error)) return null;
      const taken =
        error.code === errors.emailAlreadyRegistered.code ||
        error.code === errors.phoneAlreadyRegistered.code;
      if (taken) {
        const field = (method === 'email' ? 'emailAddress' : 'phoneNumber') as Path<T>;
        form.setError(field, { type: 'server', message: errorMessage(error) }, { shouldFocus: true });
      } else if (!placeFieldErrors(error, form.setError, addressFields(method))) {
        onProblem(errorMessage(error));
      }
      return errorNumber(error, 'retryAfterSeconds');
    }
  };
}
