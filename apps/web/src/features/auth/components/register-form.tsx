import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/Divider.css';
import {
  authEndpoints,
  registerByEmailInputSchema,
  registerByPhoneInputSchema,
  type TokenSession,
} from '@coffer/contract/auth';
import { Button, Divider, SegmentedControl, SimpleGrid, Stack, Tabs, TextInput } from '@mantine/core';
import { useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { placeServerErrors } from '../../../domain/forms/server-errors';
import { contractResolver, useValidationText } from '../../../lib/forms';
import { registerByEmail, registerByPhone } from '../api/register';
import { useAddressCode } from '../lib/use-address-code';
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

export interface RegisterValues extends ContactValues, PasswordValues, QuestionnaireValues, ConsentValues {
  accountType: 'personal' | 'enterprise';
  code: string;
  referralCode: string;
  whatsApp: string;
}

type Schema = typeof registerByEmailInputSchema | typeof registerByPhoneInputSchema;
export type RegisterInput = z.output<Schema>;

const optional = (value: string) => value.trim() || undefined;

/** The form's values as the sign-up call takes them, for the tab in use. */
export const registerInput = (method: ContactMethod) => (v: RegisterValues) => {
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

export const registerFields = [
  'emailAddress',
  'areaCode',
  'phoneNumber',
  'code',
  'password',
  'confirmPassword',
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
 * Personal or enterprise sign-up by e-mail or phone (spec §2, §5): code, password and its
 * confirmation, optional referral code and WhatsApp, the questionnaire and both consents. The
 * contract's schema checks it here exactly as the server will.
 */
export function RegisterForm({
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
  const form = useForm<RegisterValues, unknown, RegisterInput>({
    defaultValues: {
      accountType: 'personal',
      emailAddress: '',
      areaCode: defaultCallingCode,
      phoneNumber: '',
      code: '',
      password: '',
      confirmPassword: '',
      referralCode: '',
      whatsApp: '',
      questionnaire: unansweredQuestionnaire(),
      consent: { terms: false, privacy: false },
    },
    resolver: contractResolver<RegisterValues, Schema>(
      () => (method === 'email' ? registerByEmailInputSchema : registerByPhoneInputSchema),
      registerInput(method),
    ),
  });
  const sendCode = useAddressCode(form, method, 'register', setProblem);
  const answers = useWatch({ control: form.control, name: 'questionnaire' });
  const accountType = useWatch({ control: form.control, name: 'accountType' });

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
          <SegmentedControl
            fullWidth
            value={accountType}
            onChange={(value) =>
              form.setValue('accountType', value === 'enterprise' ? 'enterprise' : 'personal')
            }
            data={[
              { value: 'personal', label: t('register.personal') },
              { value: 'enterprise', label: t('register.enterprise') },
            ]}
            data-testid="account-type"
          />
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
            <CodeField
              registration={form.register('code')}
              error={text(form.formState.errors.code?.message)}
              onSend={sendCode}
            />
            <PasswordFields />
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
              <TextInput
                label={t('field.referralCode')}
                error={text(form.formState.errors.referralCode?.message)}
                data-testid="referral-input"
                {...form.register('referralCode')}
              />
              <TextInput
                label={t('field.whatsApp')}
                error={text(form.formState.errors.whatsApp?.message)}
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
            {t('register.submit')}
          </Button>
        </Stack>
      </form>
    </FormProvider>
  );
}
