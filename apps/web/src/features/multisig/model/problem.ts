import { isApiError } from '../../../lib/http/api-error';
import { errorMessage } from '../../../lib/http/error-handler';
import { i18n } from '../../../lib/i18n';

/** A failed call in the reader's words: the catalogued error's text, else the shell's generic one. */
export const problemText = (error: unknown) =>
  isApiError(error) ? errorMessage(error) : i18n.t('common:http.unexpected');
