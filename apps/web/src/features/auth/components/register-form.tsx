import '@mantine/core/styles/SegmentedControl.css';
import { authEndpoints, registerByEmailInputSchema, registerByPhoneInputSchema } from '@coffer/contract/auth';
import { SegmentedControl, Stack } from '@mantine/core';
import { useState } from 'react';
import { FormProvider, useForm, useFormContext, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { placeServerErrors } from '../../../domain/forms/server-errors';
import { contractResolver, useValidationText } from '../../../lib/forms';
import { useTranslation } from '../../../lib/react-i18n';
import { registerByEmail, registerByPhone } from '../api/register';
import { useAddressCode } from '../lib/use-address-code';
import type { ContactMethod } from './contact-fields';
import {
  optional,
  ReferralFields,
  SignUpClosing,
  type SignUpFormProps,
  SignUpLoginFields,
  type SignUpValues,
  signUpDefaults,
  signUpFieldsAround,
} from './sign-up-fields';

interface RegisterValues extends SignUpValues {
  accountType: 'personal' | 'enterprise';
}

type Schema = typeof registerByEmailInputSchema | typeof registerByPhoneInputSchema;
type RegisterInput = z.output<Schema>;

/** The form's values as the sign-up call takes them, for the tab in use. */
const registerInput = (method: ContactMethod) => (v: RegisterValues) => {
  const common = {
    code: v.code.trim(),
    accountType: v.accountType === 'enterprise' ? 2 : 0,
    password: v.password,
    confirmPassword: v.confirmPassword,
    referralCode: optional(v.referralCode),
    whatsApp: optional(v.whatsApp),
    questionnaire: v.questionnaire,
    consent: v.consent,
  };
  return method === 'email'
    ? { emailAddress: v.emailAddress, ...common }
    : { areaCode: v.areaCode, phoneNumber: v.phoneNumber, ...common };
};

const registerFields = signUpFieldsAround();

/** Personal or enterprise: the one choice this form adds to the sign-up fields. */
function AccountTypeChoice() {
  const { t } = useTranslation('auth');
  const form = useFormContext<RegisterValues>();
  const accountType = useWatch({ control: form.control, name: 'accountType' });
  return (
    <SegmentedControl
      fullWidth
      value={accountType}
      onChange={(value) => form.setValue('accountType', value === 'enterprise' ? 'enterprise' : 'personal')}
      data={[
        { value: 'personal', label: t('register.personal') },
        { value: 'enterprise', label: t('register.enterprise') },
      ]}
      data-testid="account-type"
    />
  );
}

/**
 * Personal or enterprise sign-up by e-mail or phone (spec §2, §5): code, password and its
 * confirmation, optional referral code and WhatsApp, the questionnaire and both consents. The
 * contract's schema checks it here exactly as the server will.
 */
export function RegisterForm({ terms, privacy, defaultCallingCode, onRegistered }: SignUpFormProps) {
  const { t } = useTranslation('auth');
  const _text = useValidationText();
  const [method, setMethod] = useState<ContactMethod>('email');
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<RegisterValues, unknown, RegisterInput>({
    defaultValues: { accountType: 'personal', ...signUpDefaults(defaultCallingCode) },
    resolver: contractResolver<RegisterValues, Schema>(
      () => (method === 'email' ? registerByEmailInputSchema : registerByPhoneInputSchema),
      registerInput(method),
    ),
  });
  const sendCode = useAddressCode(form, method, 'register', setProblem);

  const submit = form.handleSubmit(async (input) => {
    setProblem(null);
    try {
      await onRegistered(
        'emailAddress' in input ? await registerByEmail(input) : await registerByPhone(input),
      );
    } catch (error) {
      setProblem(
        placeServerErrors(error, form.setError, registerFields, {
          endpoint: [authEndpoints.registerByEmailAddress, authEndpoints.registerByPhoneNumber],
          details: 'never',
        }),
      );
    }
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate data-testid="register-form">
        <Stack gap="lg">
          <AccountTypeChoice />
          <SignUpLoginFields method={method} onMethodChange={setMethod} onSendCode={sendCode}>
            <ReferralFields />
          </SignUpLoginFields>
          <SignUpClosing
            terms={terms}
            privacy={privacy}
            problem={problem}
            submitLabel={t('register.submit')}
          />
        </Stack>
      </form>
    </FormProvider>
  );
}
