import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from './http/api-error';
import { errorMessage } from './http/error-handler';
import { i18n } from './i18n';

/**
 * A failed submit: the fields the server refused (`validationErrors`, the contract's message keys)
 * go under the form's own inputs; anything else comes back as one message for the form to show
 * (null when every refused field was placed).
 */
export function placeServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
  rename: Record<string, string> = {},
): string | null {
  if (!isApiError(error)) return i18n.t('common:http.unexpected');
  const refused = error.validationErrors ?? [];
  let placed = 0;
  for (const { field, message } of refused) {
    const name = rename[field] ?? field;
    if (!fields.includes(name)) continue;
    setError(name as Path<T>, { type: 'server', message }, { shouldFocus: placed === 0 });
    placed += 1;
  }
  if (refused.length > 0 && placed === refused.length) return null;
  return error.details && error.kind === 'business' && refused.length === 0
    ? `${errorMessage(error)} ${error.details}`
    : errorMessage(error);
}
