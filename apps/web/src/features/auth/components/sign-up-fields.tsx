import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/Input.css';
import type { TokenSession } from '@coffer/contract/auth';
import { Button, Divider, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { FormProvider, type UseFormReturn, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { useValidationText } from '../../../lib/forms';
import { useTranslation } from '../../../lib/react-i18n';
import { useHydrated } from '../../../lib/use-hydrated';
import { CodeField } from './code-field';
import { ConsentFields, type ConsentValues, type ProtocolLink } from './consent-fields';
import { ContactFields, type ContactMethod, ContactMethodTabs, type ContactValues } from './contact-fields';
import { PasswordFields, type PasswordValues } from './password-fields';
import {
  anyNo,
  QuestionnaireFields,
  type QuestionnaireValues,
  unansweredQuestionnaire,
} from './questionnaire-fields';
import { FailureAlert } from './sign-in-alert';

/** What the sign-up page gives each sign-up form. */
export interface SignUpFormProps {
  terms: ProtocolLink | null;
  privacy: ProtocolLink | null;
  defaultCallingCode: string;
  /** The new account's token session: sign-up signs it in. */
  onRegistered: (session: TokenSession & { accountType: number }) => Promise<void>;
}

/** What every sign-up form (personal, enterprise, merchant) asks. */
export interface SignUpValues extends ContactValues, PasswordValues, QuestionnaireValues, ConsentValues {
  code: string;
  referralCode: string;
  whatsApp: string;
}

export const optional = (value: string) => value.trim() || undefined;

/** The empty sign-up form, the phone tab starting at the reader's calling code. */
export const signUpDefaults = (defaultCallingCode: string): SignUpValues => ({
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
});

/** The sign-up fields a server error may name, in the order the form shows them. */
export const signUpFieldsAround = (middle: readonly string[] = []) => [
  'emailAddress',
  'areaCode',
  'phoneNumber',
  'code',
  'password',
  'confirmPassword',
  ...middle,
  'referralCode',
  'whatsApp',
  'questionnaire.over18',
  'questionnaire.noConviction',
  'questionnaire.noBankruptcy',
  'questionnaire.authorityToAct',
  'consent.terms',
  'consent.privacy',
];

/** The optional referral code and WhatsApp number, side by side. */
export function ReferralFields() {
  const { t } = useTranslation('auth');
  const text = useValidationText();
  const { register, formState } = useFormContext<SignUpValues>();
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
      <TextInput
        label={t('field.referralCode')}
        error={text(formState.errors.referralCode?.message)}
        data-testid="referral-input"
        {...register('referralCode')}
      />
      <TextInput
        label={t('field.whatsApp')}
        error={text(formState.errors.whatsApp?.message)}
        data-testid="whatsapp-input"
        {...register('whatsApp')}
      />
    </SimpleGrid>
  );
}

/**
 * Every sign-up form (personal, merchant): its own fields, then the closing below; the form's
 * values reach the fields through its FormProvider.
 */
export function SignUpForm<T extends SignUpValues, R>({
  form,
  submit,
  testId,
  children,
  ...closing
}: {
  form: UseFormReturn<T, unknown, R>;
  submit: () => Promise<void>;
  testId: string;
  children: ReactNode;
} & Parameters<typeof SignUpClosing>[0]) {
  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate data-testid={testId}>
        <Stack gap="lg">
          {children}
          <SignUpClosing {...closing} />
        </Stack>
      </form>
    </FormProvider>
  );
}

/**
 * The end of every sign-up form: the questionnaire, both consents, the failure and the submit
 * button, which stays disabled while any question is answered no.
 */
function SignUpClosing({
  terms,
  privacy,
  problem,
  submitLabel,
}: {
  terms: ProtocolLink | null;
  privacy: ProtocolLink | null;
  problem: string | null;
  submitLabel: string;
}) {
  const { t } = useTranslation('auth');
  const { control } = useFormContext<SignUpValues>();
  const answers = useWatch({ control, name: 'questionnaire' });
  const { isSubmitting } = useFormState({ control });
  // Not before the app takes over a prerendered page: a plain submit would put the password in the address.
  const hydrated = useHydrated();
  return (
    <>
      <Divider label={t('questionnaire.title')} labelPosition="left" />
      <QuestionnaireFields />
      <ConsentFields terms={terms} privacy={privacy} />
      <FailureAlert message={problem} testId="register-error" />
      <Button
        type="submit"
        size="md"
        loading={isSubmitting}
        disabled={!hydrated || anyNo(answers)}
        data-testid="register-submit"
      >
        {submitLabel}
      </Button>
    </>
  );
}

/** The account's login: the e-mail / phone tabs, the address, its code and the password twice. */
export function SignUpLoginFields({
  method,
  onMethodChange,
  onSendCode,
  children,
}: {
  method: ContactMethod;
  onMethodChange: (method: ContactMethod) => void;
  onSendCode: () => Promise<number | null>;
  /** More fields in the same group (the referral fields). */
  children?: ReactNode;
}) {
  const text = useValidationText();
  const { register, formState } = useFormContext<SignUpValues>();
  return (
    <>
      <ContactMethodTabs method={method} onChange={onMethodChange} />
      <Stack gap="md">
        <ContactFields method={method} />
        <CodeField
          registration={register('code')}
          error={text(formState.errors.code?.message)}
          onSend={onSendCode}
        />
        <PasswordFields />
        {children}
      </Stack>
    </>
  );
}
