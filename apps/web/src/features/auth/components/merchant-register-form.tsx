import { authEndpoints, merchantRegisterInputSchema } from '@coffer/contract/auth';
import { Divider, Stack } from '@mantine/core';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { placeServerErrors } from '../../../domain/forms/server-errors';
import { contractResolver, useValidationText } from '../../../lib/forms';
import { useTranslation } from '../../../lib/react-i18n';
import { registerMerchant } from '../api/register';
import { useAddressCode } from '../lib/use-address-code';
import { blankCompany, CompanyFields, type CompanyValues, companyFields } from './company-fields';
import type { ContactMethod } from './contact-fields';
import {
  optional,
  SignUpClosing,
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
export function MerchantRegisterForm({ terms, privacy, defaultCallingCode, onRegistered }: SignUpFormProps) {
  const { t } = useTranslation('auth');
  const _text = useValidationText();
  const [method, setMethod] = useState<ContactMethod>('email');
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<MerchantValues, unknown, z.output<typeof merchantRegisterInputSchema>>({
    defaultValues: { ...signUpDefaults(defaultCallingCode), ...blankCompany },
    resolver: contractResolver<MerchantValues, typeof merchantRegisterInputSchema>(
      () => merchantRegisterInputSchema,
      merchantInput(method),
    ),
  });
  const sendCode = useAddressCode(form, method, 'register', setProblem);

  const submit = form.handleSubmit(async (input) => {
    setProblem(null);
    try {
      await onRegistered(await registerMerchant(input));
    } catch (failure) {
      setProblem(
        placeServerErrors(failure, form.setError, fields, {
          endpoint: authEndpoints.merchantRegister,
          details: 'never',
        }),
      );
    }
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate data-testid="merchant-register-form">
        <Stack gap="lg">
          <SignUpLoginFields method={method} onMethodChange={setMethod} onSendCode={sendCode} />
          <Divider label={t('company.title')} labelPosition="left" />
          <CompanyFields />
          <SignUpClosing
            terms={terms}
            privacy={privacy}
            problem={problem}
            submitLabel={t('register.merchantSubmit')}
          />
        </Stack>
      </form>
    </FormProvider>
  );
}
