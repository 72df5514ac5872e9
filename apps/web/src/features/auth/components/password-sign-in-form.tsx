import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/PasswordInput.css';
import type {
  authenticateByEmailInputSchema,
  authenticateByPhoneInputSchema,
  TokenSession,
} from '@coffer/contract/auth';
import { Anchor, Button, Group, PasswordInput, Stack } from '@mantine/core';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { paths } from '../../../config/paths';
import { placeFieldErrors } from '../../../domain/forms/server-errors';
import { contractResolver, useValidationText } from '../../../lib/forms';
import { useTranslation } from '../../../lib/react-i18n';
import { signInByEmail, signInByPhone } from '../api/sign-in';
import {
  classifySignInFailure,
  type SignInFailure,
  type VerificationChallenge,
} from '../lib/sign-in-failure';
import { ContactFields, type ContactMethod, type ContactValues } from './contact-fields';
import { FailureAlert, useSignInFailureText } from './sign-in-alert';

interface Values extends ContactValues {
  password: string;
}

type Schema = typeof authenticateByEmailInputSchema | typeof authenticateByPhoneInputSchema;

const toInput = (method: ContactMethod) => (v: Values) =>
  method === 'email'
    ? { emailAddress: v.emailAddress, password: v.password }
    : { areaCode: v.areaCode, phoneNumber: v.phoneNumber, password: v.password };

/**
 * Sign-in by e-mail or phone and password. A wrong password says how many tries are left before
 * the 2-hour lock (the server's `remainingAttempts`); a new device hands over to the second factor.
 */
export function PasswordSignInForm({
  method,
  defaults,
  onSignedIn,
  onVerify,
}: {
  method: ContactMethod;
  defaults: ContactValues & { password?: string };
  onSignedIn: (tokens: TokenSession) => Promise<void>;
  onVerify: (challenge: VerificationChallenge) => void;
}) {
  const { t } = useTranslation('auth');
  const text = useValidationText();
  const failureText = useSignInFailureText();
  const [failure, setFailure] = useState<SignInFailure | null>(null);
  const form = useForm<Values, unknown, z.output<Schema>>({
    defaultValues: { password: '', ...defaults },
    // The contract's schemas (zod) load on the first check, not with the page (issue 14).
    resolver: contractResolver<Values, Schema>(
      () =>
        import('../lib/sign-in-schemas').then((m) =>
          method === 'email' ? m.authenticateByEmailInputSchema : m.authenticateByPhoneInputSchema,
        ),
      toInput(method),
    ),
  });

  const submit = form.handleSubmit(async (input) => {
    setFailure(null);
    try {
      const tokens = 'emailAddress' in input ? await signInByEmail(input) : await signInByPhone(input);
      await onSignedIn(tokens);
    } catch (error) {
      const result = classifySignInFailure(error);
      if (result.kind === 'verify') return onVerify(result.challenge);
      if (placeFieldErrors(error, form.setError, ['emailAddress', 'areaCode', 'phoneNumber', 'password']))
        return;
      form.setValue('password', '');
      setFailure(result);
    }
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate data-testid={`signin-form-${method}`}>
        <Stack gap="md">
          <ContactFields method={method} />
          <Stack gap={6}>
            <PasswordInput
              label={t('field.password')}
              autoComplete="current-password"
              error={text(form.formState.errors.password?.message)}
              data-testid="password-input"
              {...form.register('password')}
            />
            <Group justify="flex-end">
              <Anchor component={Link} to={paths.user.forget.path} size="sm" data-testid="forgot-link">
                {t('login.forgot')}
              </Anchor>
            </Group>
          </Stack>
          <FailureAlert message={failure ? failureText(failure, method) : null} testId="signin-error" />
          <Button type="submit" size="md" loading={form.formState.isSubmitting} data-testid="signin-submit">
            {t('login.submit')}
          </Button>
        </Stack>
      </form>
    </FormProvider>
  );
}
