import './styles';
import { type AccountInfo, authEndpoints } from '@coffer/contract/auth';
import { emailChangeInputSchema, phoneChangeInputSchema, securityEndpoints } from '@coffer/contract/security';
import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { FormProvider, type UseFormReturn, useForm, useFormContext } from 'react-hook-form';
import { FormActions } from '../../../domain/forms/form-actions';
import { PhoneFields } from '../../../domain/forms/phone-fields';
import { placeServerErrors } from '../../../domain/forms/server-errors';
import { CodeInput } from '../../../domain/second-factor/code-input';
import { defaultCallingCode } from '../../../lib/calling-codes';
import { useValidationText } from '../../../lib/forms';
import { errorNumber, isApiError } from '../../../lib/http/api-error';
import { errorMessage } from '../../../lib/http/error-handler';
import { useTranslation } from '../../../lib/react-i18n';
import { contactCalls } from '../api/contact-items';
import { sendBindCode } from '../api/send-bind-code';
import { securityResolver } from '../model/resolver';
import {
  emptyFactor,
  type FactorValues,
  factorFields,
  factorInput,
  factorNeeds,
} from '../model/second-factor';
import { FormProblem } from './form-problem';
import { SecondFactorFields } from './second-factor-fields';

/** The calls that refuse an address already registered (binding or changing it), by kind. */
const addressCalls = {
  email: [securityEndpoints.bindEmailAddress, securityEndpoints.updateEmailAddress],
  phone: [securityEndpoints.bindPhoneNumber, securityEndpoints.updatePhoneNumber],
};

export type ContactKind = 'email' | 'phone';
export type ContactMode = 'bind' | 'change' | 'unbind';

interface Values extends FactorValues {
  emailAddress: string;
  areaCode: string;
  phoneNumber: string;
  code: string;
}

const addressSchema = {
  email: emailChangeInputSchema.pick({ emailAddress: true, code: true }),
  phone: phoneChangeInputSchema.pick({ areaCode: true, phoneNumber: true, code: true }),
};
const addressFields = { email: ['emailAddress'], phone: ['areaCode', 'phoneNumber'] } as const;

/** Spec §5: an account keeps at least one address, so the last one cannot be removed. */
export const unbindBlocked = (kind: ContactKind, user: Pick<AccountInfo, 'email' | 'phoneNumber'>) =>
  kind === 'email' ? !user.phoneNumber : !user.email;

/**
 * Bind, change or remove the phone or the e-mail address. A new address proves itself with a
 * `bind` code; changing or removing one needs a code sent to the old one; and the second factor.
 */
export function ContactDialog({
  kind,
  mode,
  user,
  onClose,
  onDone,
  onBindOther,
}: {
  kind: ContactKind;
  mode: ContactMode;
  user: AccountInfo;
  onClose: () => void;
  onDone: (message: string) => void;
  /** From the unbind guard: bind the other kind of address instead. */
  onBindOther: () => void;
}) {
  const { t, i18n } = useTranslation('security');
  const title = t(`contact.${mode}.${kind}`);
  const blocked = mode === 'unbind' && unbindBlocked(kind, user);
  return (
    <Modal opened onClose={onClose} title={title} centered data-testid="contact-dialog">
      {blocked ? (
        <Stack gap="md">
          <Alert color="yellow" variant="light" data-testid="unbind-guard">
            {t(`contact.guard.${kind}`)}
          </Alert>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('action.close')}
            </Button>
            <Button onClick={onBindOther} data-testid="guard-bind-other">
              {t(`contact.bind.${kind === 'email' ? 'phone' : 'email'}`)}
            </Button>
          </Group>
        </Stack>
      ) : (
        <ContactForm
          kind={kind}
          mode={mode}
          user={user}
          language={i18n.resolvedLanguage ?? 'en'}
          onClose={onClose}
          onDone={onDone}
        />
      )}
    </Modal>
  );
}

function ContactForm({
  kind,
  mode,
  user,
  language,
  onClose,
  onDone,
}: {
  kind: ContactKind;
  mode: ContactMode;
  user: AccountInfo;
  language: string;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation('security');
  const text = useValidationText();
  const [problem, setProblem] = useState<string | null>(null);
  const { form, needs, withAddress, toInput } = useContactForm(kind, mode, user, language);
  const { register, formState } = form;

  const sendNewCode = useSendBindCode(form, kind, setProblem);

  const submit = form.handleSubmit(async (v) => {
    setProblem(null);
    const input = { ...toInput(v), ...factorInput(needs, v) };
    try {
      await callContact(kind, mode, input);
      onDone(t(`contact.done.${mode}.${kind}`));
    } catch (error) {
      const fields = [...addressFields[kind], 'code', ...factorFields];
      setProblem(
        placeServerErrors(error, form.setError, fields, {
          endpoint: addressCalls[kind],
          details: 'always',
        }),
      );
    }
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate data-testid={`contact-form-${kind}-${mode}`}>
        <Stack gap="md">
          <ContactIntro kind={kind} mode={mode} user={user} />
          {withAddress && <NewAddressFields kind={kind} mode={mode} />}
          {withAddress && (
            <CodeInput
              label={t('contact.newCode')}
              registration={register('code')}
              error={text(formState.errors.code?.message)}
              onSend={sendNewCode}
              testId="new-code-input"
            />
          )}
          <SecondFactorFields needs={needs} user={user} />
          <FormProblem message={problem} />
          <FormActions
            cancelLabel={t('action.cancel')}
            onCancel={onClose}
            submitLabel={t(`contact.submit.${mode}`)}
            submitting={formState.isSubmitting}
            submitTestId="contact-submit"
            danger={mode === 'unbind'}
          />
        </Stack>
      </form>
    </FormProvider>
  );
}

/** The new e-mail address, or the new calling code and phone number. */
function NewAddressFields({ kind, mode }: { kind: ContactKind; mode: ContactMode }) {
  const { t } = useTranslation('security');
  const text = useValidationText();
  const { register, formState } = useFormContext<Values>();
  if (kind === 'email')
    return (
      <TextInput
        label={mode === 'change' ? t('contact.newEmail') : t('contact.email')}
        type="email"
        autoComplete="email"
        error={text(formState.errors.emailAddress?.message)}
        data-testid="new-email-input"
        {...register('emailAddress')}
      />
    );
  return (
    <PhoneFields
      areaLabel={t('contact.areaCode')}
      phoneLabel={mode === 'change' ? t('contact.newPhone') : t('contact.phone')}
      areaWidth={130}
      phoneTestId="new-phone-input"
    />
  );
}

/** Sends the `bind` code to the new address once its fields are valid; a refusal lands on them. */
function useSendBindCode(
  form: UseFormReturn<Values>,
  kind: ContactKind,
  setProblem: (problem: string | null) => void,
) {
  return async (): Promise<number | null> => {
    setProblem(null);
    if (!(await form.trigger([...addressFields[kind]]))) return null;
    const v = form.getValues();
    try {
      const to =
        kind === 'email'
          ? { emailAddress: v.emailAddress.trim() }
          : { areaCode: v.areaCode, phoneNumber: v.phoneNumber };
      return (await sendBindCode(to)).resendAfterSeconds;
    } catch (error) {
      if (!isApiError(error)) return null;
      const message = placeServerErrors(error, form.setError, [...addressFields[kind]], {
        endpoint: authEndpoints.sendVerificationCode,
        details: 'always',
      });
      if (message) form.setError('code', { type: 'server', message: errorMessage(error) });
      return errorNumber(error, 'retryAfterSeconds');
    }
  };
}

/** The bind, change or unbind call of the kind of address. */
async function callContact(kind: ContactKind, mode: ContactMode, input: Record<string, unknown>) {
  if (mode === 'unbind') await contactCalls[kind].unbind(input);
  else if (kind === 'email')
    await contactCalls.email[mode](input as Parameters<typeof contactCalls.email.bind>[0]);
  else await contactCalls.phone[mode](input as Parameters<typeof contactCalls.phone.bind>[0]);
}

/** The form of a contact change: the new address (unless removing) and the second factor it needs. */
function useContactForm(kind: ContactKind, mode: ContactMode, user: AccountInfo, language: string) {
  const needs = factorNeeds(user, mode === 'bind' ? 'default' : kind === 'email' ? 'oldEmail' : 'oldPhone');
  const withAddress = mode !== 'unbind';
  const toInput = (v: Values): Record<string, unknown> => {
    if (!withAddress) return {};
    if (kind === 'email') return { emailAddress: v.emailAddress.trim(), code: v.code.trim() };
    return { areaCode: v.areaCode, phoneNumber: v.phoneNumber, code: v.code.trim() };
  };
  const form = useForm<Values>({
    defaultValues: {
      ...emptyFactor(user),
      emailAddress: '',
      areaCode: user.areaCode ?? defaultCallingCode(language),
      phoneNumber: '',
      code: '',
    },
    resolver: securityResolver<Values>({ schema: withAddress ? addressSchema[kind] : null, needs, toInput }),
  });
  return { form, needs, withAddress, toInput };
}

/** The address in use, and before a removal, what removing it means. */
function ContactIntro({ kind, mode, user }: { kind: ContactKind; mode: ContactMode; user: AccountInfo }) {
  const { t } = useTranslation('security');
  const current = kind === 'email' ? user.email : `${user.areaCode ?? ''} ${user.phoneNumber ?? ''}`.trim();
  return (
    <>
      {mode !== 'bind' && current && <Text size="sm">{t('contact.current', { address: current })}</Text>}
      {mode === 'unbind' && (
        <Alert color="yellow" variant="light">
          {t(`contact.unbindWarning.${kind}`)}
        </Alert>
      )}
    </>
  );
}
