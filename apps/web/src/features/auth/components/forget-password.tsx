import '@mantine/core/styles/Stepper.css';
import {
  resetPasswordByEmailInputSchema,
  resetPasswordByPhoneInputSchema,
  resetVerificationByEmailInputSchema,
  resetVerificationByPhoneInputSchema,
} from '@coffer/contract/auth';
import { Button, Stack, Stepper, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { type FieldValues, FormProvider, type UseFormReturn, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useProblemSubmit } from '../../../domain/forms/use-problem-submit';
import { contractResolver, useValidationText } from '../../../lib/forms';
import { useTranslation } from '../../../lib/react-i18n';
import { useHydrated } from '../../../lib/use-hydrated';
import { resetByEmail, resetByPhone, verifyResetByEmail, verifyResetByPhone } from '../api/reset-password';
import { useAddressCode } from '../lib/use-address-code';
import { CodeField } from './code-field';
import { ContactFields, type ContactMethod, ContactMethodTabs, type ContactValues } from './contact-fields';
import { PasswordFields, type PasswordValues } from './password-fields';
import { FailureAlert } from './sign-in-alert';

interface VerifyValues extends ContactValues {
  code: string;
}

type VerifySchema = typeof resetVerificationByEmailInputSchema | typeof resetVerificationByPhoneInputSchema;
type ResetSchema = typeof resetPasswordByEmailInputSchema | typeof resetPasswordByPhoneInputSchema;
type Address = { emailAddress: string } | { areaCode: string; phoneNumber: string };

const addressOf = (method: ContactMethod, v: ContactValues): Address =>
  method === 'email'
    ? { emailAddress: v.emailAddress }
    : { areaCode: v.areaCode, phoneNumber: v.phoneNumber };

/** A step's form: its line of help, its fields, what went wrong, its button (and `after` it). */
function StepForm<T extends FieldValues, R>({
  form,
  submit,
  testId,
  intro,
  problem,
  submitLabel,
  submitTestId,
  after,
  children,
}: {
  form: UseFormReturn<T, unknown, R>;
  submit: () => Promise<void>;
  testId: string;
  intro: string;
  problem: string | null;
  submitLabel: string;
  submitTestId: string;
  after?: ReactNode;
  children: ReactNode;
}) {
  // Not before the app takes over a prerendered page: a plain submit would put the code in the address.
  const hydrated = useHydrated();
  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate data-testid={testId}>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {intro}
          </Text>
          {children}
          <FailureAlert message={problem} testId="forget-error" />
          <Button
            type="submit"
            size="md"
            loading={form.formState.isSubmitting}
            disabled={!hydrated}
            data-testid={submitTestId}
          >
            {submitLabel}
          </Button>
          {after}
        </Stack>
      </form>
    </FormProvider>
  );
}

/** Step 1: prove the address with a code; the server answers a short-lived reset ticket. */
function VerifyStep({
  defaultCallingCode,
  onVerified,
}: {
  defaultCallingCode: string;
  onVerified: (address: Address, ticket: string) => void;
}) {
  const { t } = useTranslation('auth');
  const text = useValidationText();
  const [method, setMethod] = useState<ContactMethod>('email');
  const form = useForm<VerifyValues, unknown, z.output<VerifySchema>>({
    defaultValues: { emailAddress: '', areaCode: defaultCallingCode, phoneNumber: '', code: '' },
    resolver: contractResolver<VerifyValues, VerifySchema>(
      () => (method === 'email' ? resetVerificationByEmailInputSchema : resetVerificationByPhoneInputSchema),
      (v) => ({ ...addressOf(method, v), code: v.code.trim() }),
    ),
  });
  const { setProblem, ...verify } = useProblemSubmit(
    form,
    ['emailAddress', 'areaCode', 'phoneNumber', 'code'],
    { details: 'never' },
    async (input) => {
      const { ticket } =
        'emailAddress' in input ? await verifyResetByEmail(input) : await verifyResetByPhone(input);
      const { code: _used, ...address } = input;
      onVerified(address, ticket);
    },
  );
  const sendCode = useAddressCode(form, method, 'resetPassword', setProblem);

  return (
    <StepForm
      {...verify}
      testId="forget-verify"
      intro={t('forget.intro')}
      submitLabel={t('forget.next')}
      submitTestId="forget-next"
    >
      <ContactMethodTabs method={method} onChange={setMethod} />
      <ContactFields method={method} autoFocus />
      <CodeField
        registration={form.register('code')}
        error={text(form.formState.errors.code?.message)}
        onSend={sendCode}
      />
    </StepForm>
  );
}

/** Step 2: the new password under the ticket; every session of the account ends. */
function ResetStep({
  address,
  ticket,
  onReset,
  onRestart,
}: {
  address: Address;
  ticket: string;
  onReset: () => void;
  onRestart: () => void;
}) {
  const { t } = useTranslation('auth');
  const form = useForm<PasswordValues, unknown, z.output<ResetSchema>>({
    defaultValues: { password: '', confirmPassword: '' },
    resolver: contractResolver<PasswordValues, ResetSchema>(
      () => ('emailAddress' in address ? resetPasswordByEmailInputSchema : resetPasswordByPhoneInputSchema),
      (v) => ({ ...address, ticket, ...v }),
    ),
  });

  const reset = useProblemSubmit(
    form,
    ['password', 'confirmPassword'],
    { details: 'never' },
    async (input) => {
      if ('emailAddress' in input) await resetByEmail(input);
      else await resetByPhone(input);
      onReset();
    },
  );

  return (
    <StepForm
      {...reset}
      testId="forget-reset"
      intro={t('forget.newPasswordIntro')}
      submitLabel={t('forget.submit')}
      submitTestId="forget-submit"
      after={
        reset.problem && (
          <Button variant="subtle" onClick={onRestart}>
            {t('forget.restart')}
          </Button>
        )
      }
    >
      <PasswordFields label={t('field.newPassword')} />
    </StepForm>
  );
}

/** `/user/forget`: verify the address by code, then set a new password (docs/areas/auth.md "Password reset"). */
export function ForgetPassword({
  defaultCallingCode,
  onReset,
}: {
  defaultCallingCode: string;
  onReset: () => void;
}) {
  const { t } = useTranslation('auth');
  const [verified, setVerified] = useState<{ address: Address; ticket: string } | null>(null);
  return (
    <Stack gap="lg">
      <Stepper active={verified ? 1 : 0} size="sm" allowNextStepsSelect={false}>
        <Stepper.Step label={t('forget.stepVerify')} />
        <Stepper.Step label={t('forget.stepPassword')} />
      </Stepper>
      {verified ? (
        <ResetStep
          address={verified.address}
          ticket={verified.ticket}
          onReset={onReset}
          onRestart={() => setVerified(null)}
        />
      ) : (
        <VerifyStep
          defaultCallingCode={defaultCallingCode}
          onVerified={(address, ticket) => setVerified({ address, ticket })}
        />
      )}
    </Stack>
  );
}
