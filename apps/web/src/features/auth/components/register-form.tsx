import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/SegmentedControl.css';
import { authEndpoints, registerByEmailInputSchema, registerByPhoneInputSchema } from '@coffer/contract/auth';
import { SegmentedControl } from '@mantine/core';
import { useState } from 'react';
import { useForm, useFormContext, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { useProblemSubmit } from '../../../domain/forms/use-problem-submit';
import { contractResolver, useValidationText } from '../../../lib/forms';
import { useTranslation } from '../../../lib/react-i18n';
import { registerByEmail, registerByPhone } from '../api/register';
import { useAddressCode } from '../lib/use-address-code';
import type { ContactMethod } from './contact-fields';
import {
  optional,
  ReferralFields,
  SignUpForm,
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
export function RegisterForm({ defaultCallingCode, onRegistered, ...protocols }: SignUpFormProps) {
  const { t } = useTranslation('auth');
  const _text = useValidationText();
  const [method, setMethod] = useState<ContactMethod>('email');
  const form = useForm<RegisterValues, unknown, RegisterInput>({
    defaultValues: { accountType: 'personal', ...signUpDefaults(defaultCallingCode) },
    resolver: contractResolver<RegisterValues, Schema>(
      () => (method === 'email' ? registerByEmailInputSchema : registerByPhoneInputSchema),
      registerInput(method),
    ),
  });
  const { setProblem, ...signUp } = useProblemSubmit(
    form,
    registerFields,
    {
      endpoint: [authEndpoints.registerByEmailAddress, authEndpoints.registerByPhoneNumber],
      details: 'never',
    },
    async (input) =>
      onRegistered('emailAddress' in input ? await registerByEmail(input) : await registerByPhone(input)),
  );
  const sendCode = useAddressCode(form, method, 'register', setProblem);

  return (
    <SignUpForm {...signUp} testId="register-form" submitLabel={t('register.submit')} {...protocols}>
      <AccountTypeChoice />
      <SignUpLoginFields method={method} onMethodChange={setMethod} onSendCode={sendCode}>
        <ReferralFields />
      </SignUpLoginFields>
    </SignUpForm>
  );
}
