import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/Divider.css';
import { authEndpoints, merchantRegisterInputSchema, type TokenSession } from '@coffer/contract/auth';
import { Button, Divider, NativeSelect, SimpleGrid, Stack, Tabs, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Controller, FormProvider, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { placeServerErrors } from '../../../domain/forms/server-errors';
import { contractResolver, useValidationText } from '../../../lib/forms';
import { useReceiptCurrencies } from '../api/get-receipt-currencies';
import { registerMerchant } from '../api/register';
import { useAddressCode } from '../lib/use-address-code';
import { CertificateUpload } from './certificate-upload';
import { CodeField } from './code-field';
import { ConsentFields, type ConsentValues, type ProtocolLink } from './consent-fields';
import { ContactFields, type ContactMethod, type ContactValues } from './contact-fields';
import { PasswordFields, type PasswordValues } from './password-fields';
import {
  anyNo,
  QuestionnaireFields,
  type QuestionnaireValues,
  unansweredQuestionnaire,
} from './questionnaire-fields';
import { FailureAlert } from './sign-in-alert';

export interface MerchantValues extends ContactValues, PasswordValues, QuestionnaireValues, ConsentValues {
  code: string;
  fullName: string;
  shortName: string;
  companyWebsite: string;
  address: string;
  businessScope: string;
  receiptCurrency: string;
  certificateFileId: string;
  referralCode: string;
  whatsApp: string;
}

const optional = (value: string) => value.trim() || undefined;

export const merchantInput = (method: ContactMethod) => (v: MerchantValues) => ({
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

const fields = [
  'emailAddress',
  'areaCode',
  'phoneNumber',
  'code',
  'password',
  'confirmPassword',
  'fullName',
  'shortName',
  'companyWebsite',
  'address',
  'businessScope',
  'receiptCurrency',
  'certificateFileId',
  'referralCode',
  'whatsApp',
  'questionnaire.over18',
  'questionnaire.noConviction',
  'questionnaire.noBankruptcy',
  'questionnaire.authorityToAct',
  'consent.terms',
  'consent.privacy',
];

/**
 * Merchant sign-up (`/user/register?type=merchant`): the login, the company (spec §3 merchant
 * application fields) and the business registration certificate; the account starts as a trial
 * merchant (type 1).
 */
export function MerchantRegisterForm({
  terms,
  privacy,
  defaultCallingCode,
  onRegistered,
}: {
  terms: ProtocolLink | null;
  privacy: ProtocolLink | null;
  defaultCallingCode: string;
  /** The new account's token session: sign-up signs it in. */
  onRegistered: (session: TokenSession & { accountType: number }) => Promise<void>;
}) {
  const { t } = useTranslation('auth');
  const text = useValidationText();
  const [method, setMethod] = useState<ContactMethod>('email');
  const [problem, setProblem] = useState<string | null>(null);
  const currencies = useReceiptCurrencies();
  const currencyOptions = (currencies.data ?? []).map((c) => ({
    value: c.currency,
    label: `${c.currency} · ${c.name}`,
  }));
  const form = useForm<MerchantValues, unknown, z.output<typeof merchantRegisterInputSchema>>({
    defaultValues: {
      emailAddress: '',
      areaCode: defaultCallingCode,
      phoneNumber: '',
      code: '',
      password: '',
      confirmPassword: '',
      fullName: '',
      shortName: '',
      companyWebsite: '',
      address: '',
      businessScope: '',
      receiptCurrency: 'USD',
      certificateFileId: '',
      referralCode: '',
      whatsApp: '',
      questionnaire: unansweredQuestionnaire(),
      consent: { terms: false, privacy: false },
    },
    resolver: contractResolver<MerchantValues, typeof merchantRegisterInputSchema>(
      () => merchantRegisterInputSchema,
      merchantInput(method),
    ),
  });
  const sendCode = useAddressCode(form, method, 'register', setProblem);
  const answers = useWatch({ control: form.control, name: 'questionnaire' });
  const error = (name: keyof MerchantValues) => {
    const e = form.formState.errors[name];
    return text(e && 'message' in e && typeof e.message === 'string' ? e.message : undefined);
  };

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
          <Tabs
            value={method}
            onChange={(value) => {
              setMethod(value === 'phone' ? 'phone' : 'email');
              form.clearErrors();
            }}
          >
            <Tabs.List grow>
              <Tabs.Tab value="email" data-testid="tab-email">
                {t('tab.email')}
              </Tabs.Tab>
              <Tabs.Tab value="phone" data-testid="tab-phone">
                {t('tab.phone')}
              </Tabs.Tab>
            </Tabs.List>
          </Tabs>
          <Stack gap="md">
            <ContactFields method={method} />
            <CodeField registration={form.register('code')} error={error('code')} onSend={sendCode} />
            <PasswordFields />
          </Stack>
          <Divider label={t('company.title')} labelPosition="left" />
          <Stack gap="md">
            <TextInput
              label={t('company.fullName')}
              withAsterisk
              error={error('fullName')}
              data-testid="company-full-name"
              {...form.register('fullName')}
            />
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
              <TextInput
                label={t('company.shortName')}
                withAsterisk
                error={error('shortName')}
                data-testid="company-short-name"
                {...form.register('shortName')}
              />
              <Controller
                control={form.control}
                name="receiptCurrency"
                render={({ field }) => (
                  <NativeSelect
                    label={t('company.receiptCurrency')}
                    withAsterisk
                    data={currencyOptions.length > 0 ? currencyOptions : [{ value: 'USD', label: 'USD' }]}
                    error={error('receiptCurrency')}
                    data-testid="company-currency"
                    {...field}
                  />
                )}
              />
            </SimpleGrid>
            <TextInput
              label={t('company.website')}
              placeholder="https://"
              error={error('companyWebsite')}
              data-testid="company-website"
              {...form.register('companyWebsite')}
            />
            <TextInput
              label={t('company.address')}
              withAsterisk
              error={error('address')}
              data-testid="company-address"
              {...form.register('address')}
            />
            <Textarea
              label={t('company.businessScope')}
              withAsterisk
              autosize
              minRows={2}
              maxRows={6}
              error={error('businessScope')}
              data-testid="company-scope"
              {...form.register('businessScope')}
            />
            <CertificateUpload
              error={error('certificateFileId')}
              onUploaded={(fileId) =>
                form.setValue('certificateFileId', fileId, { shouldValidate: form.formState.isSubmitted })
              }
            />
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
              <TextInput
                label={t('field.referralCode')}
                error={error('referralCode')}
                data-testid="referral-input"
                {...form.register('referralCode')}
              />
              <TextInput
                label={t('field.whatsApp')}
                error={error('whatsApp')}
                data-testid="whatsapp-input"
                {...form.register('whatsApp')}
              />
            </SimpleGrid>
          </Stack>
          <Divider label={t('questionnaire.title')} labelPosition="left" />
          <QuestionnaireFields />
          <ConsentFields terms={terms} privacy={privacy} />
          <FailureAlert message={problem} testId="register-error" />
          <Button
            type="submit"
            size="md"
            loading={form.formState.isSubmitting}
            disabled={anyNo(answers)}
            data-testid="register-submit"
          >
            {t('register.merchantSubmit')}
          </Button>
        </Stack>
      </form>
    </FormProvider>
  );
}
