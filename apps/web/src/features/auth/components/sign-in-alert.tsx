import '@mantine/core/styles/Alert.css';
import { Alert } from '@mantine/core';
import { formatDateTime } from '../../../lib/format-date';
import { errorMessage } from '../../../lib/http/error-handler';
import { useTranslation } from '../../../lib/react-i18n';
import type { SignInFailure } from '../lib/sign-in-failure';

/** The reader's text for a failed sign-in; null for failures shown elsewhere (fields, 50002). */
function useSignInFailureText() {
  const { t, i18n } = useTranslation('auth');
  return (failure: SignInFailure, method: 'email' | 'phone'): string | null => {
    switch (failure.kind) {
      case 'wrongPassword': {
        const wrong = t(
          method === 'email' ? 'errors:emailOrPasswordInvalid' : 'errors:phoneOrPasswordInvalid',
        );
        return failure.remainingAttempts === null
          ? wrong
          : `${wrong} ${t('login.attemptsLeft', { count: failure.remainingAttempts })}`;
      }
      case 'locked':
        return failure.lockedUntil
          ? t('login.lockedUntil', {
              time: formatDateTime(failure.lockedUntil, i18n.resolvedLanguage ?? 'en'),
            })
          : t('login.locked');
      case 'banned':
        return t('errors:userBanned');
      case 'expired':
        return t('verify.expired');
      case 'other':
        return failure.error ? errorMessage(failure.error) : t('common:http.unexpected');
      default:
        return null;
    }
  };
}

export function FailureAlert({ message, testId }: { message: string | null; testId?: string }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" role="alert" data-testid={testId ?? 'form-error'}>
      {message}
    </Alert>
  );
}

/** A failed sign-in in the reader's words (nothing for the failures shown elsewhere). */
export function SignInFailureAlert({
  failure,
  method,
  testId,
}: {
  failure: SignInFailure;
  method: 'email' | 'phone';
  testId: string;
}) {
  const failureText = useSignInFailureText();
  return <FailureAlert message={failureText(failure, method)} testId={testId} />;
}
