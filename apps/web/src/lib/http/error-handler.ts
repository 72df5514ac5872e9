import { constants, type ErrorName } from '@coffer/contract/common';
import { paths } from '../../config/paths';
import { i18n } from '../i18n';
import { confirmDialog, notifyError } from '../overlays';
import { sessionStore } from '../session/session-store';
import { navigate } from '../shell-effects';
import { storage } from '../storage';
import type { ApiError } from './api-error';

const t = (key: string) => i18n.t(key);

/** The catalogue's text for the error in the reader's language, else the server's own words. */
export function errorMessage(error: ApiError): string {
  if (error.kind === 'timeout') return t('common:http.timeout');
  if (error.kind === 'network') return t('common:http.network');
  if (error.kind === 'contract') return t('common:http.unexpected');
  if (error.errorName) return t(`errors:${error.errorName}`);
  if (error.kind === 'http') return t(httpStatusKeys[error.httpStatus ?? 500] ?? 'common:http.status.500');
  return error.message || t('common:http.unexpected');
}

/** Spec §8: 400, 403, 405 and 500 answered without an envelope get the common handler's text. */
const httpStatusKeys: Record<number, string> = {
  400: 'common:http.status.400',
  403: 'common:http.status.403',
  404: 'common:http.status.404',
  405: 'common:http.status.405',
  500: 'common:http.status.500',
};

const isMaintenance = (code: number | null) =>
  code !== null && (constants.maintenanceErrorCodes as readonly number[]).includes(code);

/**
 * Errors that end the session at once, without trying a refresh. By name (the client has looked it
 * up): the catalogue of codes is no part of the first visit (error-names.ts).
 */
export const sessionEndingErrors: readonly ErrorName[] = [
  'sessionInvalid',
  'loginExpired',
  'accountDisabled',
  'loggedInElsewhere',
];

const safeExternalUrl = (value: string | null) => {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
};

export interface HandleOptions {
  /** false: the caller shows the problem itself (a form under its fields); session rules still apply. */
  notify?: boolean;
}

/**
 * Spec §8, by error.code: 1 and 2 → /maintain; 50001 and 80001 (and 80002, logged in elsewhere)
 * → forget the session and go to login; 50002 → clear the verification flag, open security
 * verification with message "safe"; 50004 → a confirm dialog whose both buttons lead to login;
 * 70001 → a confirm dialog whose OK opens the notice's link in a new tab; any other → the message
 * (with its details, except for 50009 and 51024 whose translated text says it all).
 */
export function handleApiError(error: ApiError, options: HandleOptions = {}): void {
  const notify = options.notify !== false;
  if (error.kind === 'sessionEnded') return;
  if (isMaintenance(error.code)) {
    navigate(paths.system.maintain.path);
    return;
  }
  switch (error.errorName) {
    case 'sessionInvalid':
    case 'accountDisabled':
    case 'loggedInElsewhere':
      sessionStore.clear();
      void notifyError(errorMessage(error));
      navigate(paths.user.login.path);
      return;
    case 'securityVerificationFailed':
      storage.remove('securityVerified');
      navigate(paths.security.first.href({ message: 'safe' }));
      return;
    case 'loginExpired': {
      sessionStore.clear();
      const toLogin = () => navigate(paths.user.login.path);
      void confirmDialog({
        title: t('common:session.loginTip.title'),
        body: t('common:session.loginTip.body'),
        confirmLabel: t('common:session.loginTip.login'),
        cancelLabel: t('common:actions.cancel'),
        dismissible: false,
        onConfirm: toLogin,
        onCancel: toLogin,
      });
      return;
    }
    case 'creditCardNotice': {
      const url = safeExternalUrl(error.details);
      void confirmDialog({
        title: t('common:cardNotice.title'),
        body: t('errors:creditCardNotice'),
        confirmLabel: t('common:actions.ok'),
        cancelLabel: t('common:actions.cancel'),
        onConfirm: () => {
          if (url) window.open(url, '_blank', 'noopener,noreferrer');
        },
      });
      return;
    }
    case 'previousMultisigWithdrawalPending':
    case 'accountOrPasswordInvalid':
      if (notify) void notifyError(errorMessage(error));
      return;
    default:
      if (!notify) return;
      void notifyError(error.details ? `${errorMessage(error)} ${error.details}` : errorMessage(error));
  }
}
