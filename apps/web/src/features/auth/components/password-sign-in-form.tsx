import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/PasswordInput.css';
import type {
  authenticateByEmailInputSchema,
  authenticateByPhoneInputSchema,
  TokenSession,
} from '@coffer/contract/auth';
import { Anchor, Box, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { type FormEvent, lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { z } from 'zod';
import { paths } from '../../../config/paths';
import { placeFieldErrors } from '../../../domain/forms/server-errors';
import { useValidationText } from '../../../lib/forms';
import { useTranslation } from '../../../lib/react-i18n';
import { typedBeforeHydration } from '../../../lib/typed-before-hydration';
import { useHydrated } from '../../../lib/use-hydrated';
import type { SignInFailure, VerificationChallenge } from '../lib/sign-in-failure';
import type { ContactMethod, ContactValues } from './contact-fields';

// The failure alert (Mantine's Alert, the failure texts) loads on the first submit, not with the
// page: a first visit draws no failure (issue 14).
const loadFailureAlert = () => import('./sign-in-alert');
const SignInFailureAlert = lazy(() => loadFailureAlert().then((m) => ({ default: m.SignInFailureAlert })));
// The sign-in calls (the auth endpoints, with the error catalogue their field codes name) and the
// reading of a failure load on the first submit too.
const loadSignIn = () => Promise.all([import('../api/sign-in'), import('../lib/sign-in-failure')]);

// The calling codes (a native select and the list of codes) load when the phone tab opens: the
// e-mail tab is the one a first visit shows.
const CallingCodeSelect = lazy(() =>
  import('../../../components/calling-code-select').then((m) => ({ default: m.CallingCodeSelect })),
);
const areaCodeWidth = 150;

interface Values extends ContactValues {
  password: string;
}

type Field = keyof Values;
/** The message key under each refused field (the contract's validation keys, or the server's). */
type FieldErrors = Partial<Record<Field, string>>;
type SignInInput =
  | z.output<typeof authenticateByEmailInputSchema>
  | z.output<typeof authenticateByPhoneInputSchema>;

const fieldOrder: readonly Field[] = ['emailAddress', 'areaCode', 'phoneNumber', 'password'];

/** The phone number keeps digits only: spaces and dashes typed are dropped, as the contract wants. */
const digitsOf = (phoneNumber: string) => phoneNumber.replace(/[\s-]/g, '');

/**
 * The values checked with the contract's schema for the tab in use (only its address counts, as
 * on the server): the parsed input to send, or the first message of each refused field. The
 * schemas (zod) load on the first check, not with the page (issue 14).
 */
async function checkValues(
  method: ContactMethod,
  values: Values,
): Promise<{ input: SignInInput; errors: FieldErrors } | { input: null; errors: FieldErrors }> {
  const schemas = await import('../lib/sign-in-schemas');
  const result =
    method === 'email'
      ? schemas.authenticateByEmailInputSchema.safeParse({
          emailAddress: values.emailAddress,
          password: values.password,
        })
      : schemas.authenticateByPhoneInputSchema.safeParse({
          areaCode: values.areaCode,
          phoneNumber: digitsOf(values.phoneNumber),
          password: values.password,
        });
  if (result.success) return { input: result.data, errors: {} };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as Field;
    errors[field] ??= issue.message;
  }
  return { input: null, errors };
}

/**
 * Sign-in by e-mail or phone and password. A wrong password says how many tries are left before
 * the 2-hour lock (the server's `remainingAttempts`); a new device hands over to the second factor.
 * Plain React state, no form library: the sign-in page is a first visit (issue 14).
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
  const [values, setValues] = useState<Values>({ password: '', ...defaults });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<SignInFailure | null>(null);
  const inputs = useRef<Partial<Record<Field, HTMLElement | null>>>({});
  // A prerendered form submitted before the app takes over would go out as a plain GET, the
  // password in the address: until then its button (and Enter in a field) does nothing.
  const hydrated = useHydrated();
  // Text typed or autofilled into the prerendered fields before then becomes the form's values.
  useEffect(() => {
    const typed = typedBeforeHydration(inputs.current);
    if (Object.keys(typed).length > 0) setValues((current) => ({ ...current, ...typed }));
  }, []);

  // The first refused field takes the focus, in the order of the form, or the server's.
  const focusFirst = (refused: FieldErrors, order: readonly Field[] = fieldOrder) => {
    const first = order.find((field) => refused[field] !== undefined);
    if (first) inputs.current[first]?.focus();
  };

  // After a first submit, each change checks again the field it changed (as a form library would).
  const change = (field: Field, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (!submitted) return;
    void checkValues(method, next).then(({ errors: refused }) =>
      setErrors((current) => ({ ...current, [field]: refused[field] })),
    );
  };

  const send = async (input: SignInInput) => {
    const [{ signInByEmail, signInByPhone }, { classifySignInFailure }] = await loadSignIn();
    try {
      const tokens = 'emailAddress' in input ? await signInByEmail(input) : await signInByPhone(input);
      await onSignedIn(tokens);
    } catch (error) {
      const result = classifySignInFailure(error);
      if (result.kind === 'verify') return onVerify(result.challenge);
      const placed: FieldErrors = {};
      const placedOrder: Field[] = [];
      const setError = (field: string, { message }: { message?: string }) => {
        placed[field as Field] = message ?? '';
        placedOrder.push(field as Field);
      };
      if (placeFieldErrors(error, setError, fieldOrder)) {
        setErrors(placed);
        return focusFirst(placed, placedOrder);
      }
      setValues((current) => ({ ...current, password: '' }));
      setFailure(result);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    setSubmitted(true);
    setSubmitting(true);
    void loadFailureAlert();
    void loadSignIn();
    try {
      const checked = await checkValues(method, values);
      setErrors(checked.errors);
      if (!checked.input) return focusFirst(checked.errors);
      setFailure(null);
      await send(checked.input);
    } finally {
      setSubmitting(false);
    }
  };

  const fieldProps = (field: Field) => ({
    ref: (element: HTMLElement | null) => {
      inputs.current[field] = element;
    },
    name: field,
    value: values[field],
    error: text(errors[field]),
  });

  return (
    <form onSubmit={submit} noValidate data-testid={`signin-form-${method}`}>
      <Stack gap="md">
        {method === 'email' ? (
          <TextInput
            label={t('field.email')}
            placeholder={t('field.emailPlaceholder')}
            type="email"
            autoComplete="username"
            data-testid="email-input"
            {...fieldProps('emailAddress')}
            onChange={(event) => change('emailAddress', event.currentTarget.value)}
          />
        ) : (
          <Group gap="xs" align="flex-start" wrap="nowrap">
            <Suspense fallback={<Box w={areaCodeWidth} style={{ flexShrink: 0 }} />}>
              <CallingCodeSelect
                label={t('field.areaCode')}
                w={areaCodeWidth}
                style={{ flexShrink: 0 }}
                data-testid="area-code-select"
                {...fieldProps('areaCode')}
                onChange={(event) => change('areaCode', event.currentTarget.value)}
              />
            </Suspense>
            <TextInput
              label={t('field.phone')}
              placeholder={t('field.phonePlaceholder')}
              inputMode="numeric"
              autoComplete="tel-national"
              style={{ flex: 1, minWidth: 0 }}
              data-testid="phone-input"
              {...fieldProps('phoneNumber')}
              onChange={(event) => change('phoneNumber', event.currentTarget.value)}
            />
          </Group>
        )}
        <Stack gap={6}>
          <PasswordInput
            label={t('field.password')}
            autoComplete="current-password"
            data-testid="password-input"
            {...fieldProps('password')}
            onChange={(event) => change('password', event.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Anchor component={Link} to={paths.user.forget.path} size="sm" data-testid="forgot-link">
              {t('login.forgot')}
            </Anchor>
          </Group>
        </Stack>
        {failure && (
          <Suspense fallback={null}>
            <SignInFailureAlert failure={failure} method={method} testId="signin-error" />
          </Suspense>
        )}
        <Button type="submit" size="md" loading={submitting} disabled={!hydrated} data-testid="signin-submit">
          {t('login.submit')}
        </Button>
      </Stack>
    </form>
  );
}
