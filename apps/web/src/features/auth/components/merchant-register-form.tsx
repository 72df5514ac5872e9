import '@mantine/core/styles/Divider.css';
import { authEndpoints, merchantRegisterInputSchema } from '@coffer/contract/auth';
import { Divider } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useProblemSubmit } from '../../../domain/forms/use-problem-submit';
import { contractResolver, useValidationText } from '../../../lib/forms';
import { useTranslation } from '../../../lib/react-i18n';
import { registerMerchant } from '../api/register';
import { useAddressCode } from '../lib/use-address-code';
import { blankCompany, CompanyFields, type CompanyValues, companyFields } from './company-fields';
import type { ContactMethod } from './contact-fields';
import {
  optional,
  SignUpForm,
  type SignUpFormProps,
  SignUpLoginFields,
  type SignUpValues,
  signUpDefaults,
  signUpFieldsAround,
} from './sign-up-fields';

interface MerchantValues extends SignUpValues, CompanyValues {}

const merchantInput = (method: ContactMethod) => (v: MerchantValues) => ({
  ...(method === 'email'
    ? { emailAddress: v.emailAddress }
    : { areaCode: v.areaCode, phoneNumber: v.phoneNumber }),
  code: v.code.trim(),
  password: v.password,
  confirmPassword: v.confirmPassword,
  fullName: v.fullName,
  shortName: v.shortName,
  companyWebsite: optional(v.companyWebsite),
  address: v.address,
  businessScope: v.businessScope,
  receiptCurrency: v.receiptCurrency,
  certificateFileId: v.certificateFileId,
  referralCode: optional(v.referralCode),
  whatsApp: optional(v.whatsApp),
  questionnaire: v.questionnaire,
  consent: v.consent,
});

const fields = signUpFieldsAround(companyFields);

/**
 * Merchant sign-up (`/user/register?type=merchant`): the login, the company (spec §3 merchant
 * application fields) and the business registration certificate; the account starts as a trial
 * merchant (type 1).
 */
export function MerchantRegisterForm({ defaultCallingCode, onRegistered, ...protocols }: SignUpFormProps) {
  const { t } = useTranslation('auth');
  const _text = useValidationText();
  const [method, setMethod] = useState<ContactMethod>('email');
  const form = useForm<MerchantValues, unknown, z.output<typeof merchantRegisterInputSchema>>({
    defaultValues: { ...signUpDefaults(defaultCallingCode), ...blankCompany },
    resolver: contractResolver<MerchantValues, typeof merchantRegisterInputSchema>(
      () => merchantRegisterInputSchema,
      merchantInput(method),
    ),
  });
  const { setProblem, ...signUp } = useProblemSubmit(
    form,
    fields,
    { endpoint: authEndpoints.merchantRegister, details: 'never' },
    async (input) => onRegistered(await registerMerchant(input)),
  );
  const sendCode = useAddressCode(form, method, 'register', setProblem);

  return (
    <SignUpForm
      {...signUp}
      testId="merchant-register-form"
      submitLabel={t('register.merchantSubmit')}
      {...protocols}
    >
      <SignUpLoginFields method={method} onMethodChange={setMethod} onSendCode={sendCode} />
      <Divider label={t('company.title')} labelPosition="left" />
      <CompanyFields />
    </SignUpForm>
  );
}
