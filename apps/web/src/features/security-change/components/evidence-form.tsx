import './styles';
import { authEndpoints, emailSchema, phoneNumberSchema, verificationCodeSchema } from '@coffer/contract/auth';
import { errors, validationKey } from '@coffer/contract/common';
import { Alert, Anchor, Button, Card, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CallingCodeSelect } from '../../../components/calling-code-select';
import { paths } from '../../../config/paths';
import { placeServerErrors } from '../../../domain/forms/server-errors';
import { CodeInput } from '../../../domain/second-factor/code-input';
import { defaultCallingCode } from '../../../lib/calling-codes';
import { useValidationText } from '../../../lib/forms';
import { errorNumber, isApiError } from '../../../lib/http/api-error';
import { errorMessage } from '../../../lib/http/error-handler';
import { sendBindCode } from '../api/send-bind-code';
import { submitApplication } from '../api/submit-application';
import { EvidenceUpload } from './evidence-upload';
import { clearTicket, saveQueryToken, type TicketState } from './flow-state';

interface EvidenceValues {
  idPhotoFileId: string;
  selfieFileId: string;
  newEmailAddress: string;
  newAreaCode: string;
  newPhoneNumber: string;
  newCode: string;
}

const fields = [
  'idPhotoFileId',
  'selfieFileId',
  'newEmailAddress',
  'newAreaCode',
  'newPhoneNumber',
  'newCode',
];

/**
 * /security/second: the ID photo and the selfie, and the new phone or e-mail proven by its own
 * code; nothing new for a lost authenticator (a new one is bound after the approval).
 */
export function EvidenceForm({
  ticket,
  onSubmitted,
  onExpired,
}: {
  ticket: TicketState;
  onSubmitted: () => void;
  onExpired: () => void;
}) {
  const { t, i18n } = useTranslation('security-change');
  const text = useValidationText();
  const [problem, setProblem] = useState<string | null>(null);
  const [expired, setExpired] = useState(false);
  const lost = ticket.lostItem;
  const form = useForm<EvidenceValues>({
    defaultValues: {
      idPhotoFileId: '',
      selfieFileId: '',
      newEmailAddress: '',
      newAreaCode: defaultCallingCode(i18n.language),
      newPhoneNumber: '',
      newCode: '',
    },
  });
  const errs = form.formState.errors;
  const fileIdField = (name: 'idPhotoFileId' | 'selfieFileId') => {
    form.register(name);
    return (fileId: string) => {
      form.setValue(name, fileId);
      if (fileId) form.clearErrors(name);
    };
  };
  const setIdPhoto = fileIdField('idPhotoFileId');
  const setSelfie = fileIdField('selfieFileId');

  /** The same rules as the contract's for the new address and its code, checked before sending. */
  const checkNewItem = (withCode: boolean): boolean => {
    const v = form.getValues();
    let ok = true;
    if (lost === 'email' && !emailSchema.safeParse(v.newEmailAddress).success) {
      form.setError('newEmailAddress', { message: validationKey('email.invalid') });
      ok = false;
    }
    if (lost === 'phone' && !phoneNumberSchema.safeParse(v.newPhoneNumber.trim()).success) {
      form.setError('newPhoneNumber', { message: validationKey('phone.invalid') });
      ok = false;
    }
    if (withCode && lost !== 'google' && !verificationCodeSchema.safeParse(v.newCode.trim()).success) {
      form.setError('newCode', { message: validationKey('verificationCode.invalid') });
      ok = false;
    }
    return ok;
  };

  const newAddress = () => {
    const v = form.getValues();
    return lost === 'email'
      ? { emailAddress: v.newEmailAddress.trim() }
      : { areaCode: v.newAreaCode, phoneNumber: v.newPhoneNumber.trim() };
  };

  const fail = (error: unknown): boolean => {
    if (isApiError(error) && error.code === errors.loginExpired.code) {
      clearTicket();
      setExpired(true);
      return true;
    }
    return false;
  };

  const send = async (): Promise<number | null> => {
    setProblem(null);
    form.clearErrors(['newEmailAddress', 'newPhoneNumber']);
    if (!checkNewItem(false)) return null;
    try {
      return (await sendBindCode(ticket.ticket, newAddress())).resendAfterSeconds;
    } catch (error) {
      if (fail(error) || !isApiError(error)) return null;
      const addressField = lost === 'email' ? 'newEmailAddress' : 'newPhoneNumber';
      const rest = placeServerErrors(error, form.setError, [addressField], {
        rename: { emailAddress: addressField, phoneNumber: addressField },
        endpoint: authEndpoints.sendVerificationCode,
      });
      if (rest) setProblem(rest);
      return errorNumber(error, 'retryAfterSeconds');
    }
  };

  const submit = form.handleSubmit(async (v) => {
    setProblem(null);
    let ok = checkNewItem(true);
    if (!v.idPhotoFileId) {
      form.setError('idPhotoFileId', { message: t('evidence.required') });
      ok = false;
    }
    if (!v.selfieFileId) {
      form.setError('selfieFileId', { message: t('evidence.required') });
      ok = false;
    }
    if (!ok) return;
    const address = newAddress();
    try {
      const result = await submitApplication({
        ticket: ticket.ticket,
        idPhotoFileId: v.idPhotoFileId,
        selfieFileId: v.selfieFileId,
        ...(lost === 'email' && 'emailAddress' in address ? { newEmailAddress: address.emailAddress } : {}),
        ...(lost === 'phone' && 'phoneNumber' in address
          ? { newAreaCode: address.areaCode, newPhoneNumber: address.phoneNumber }
          : {}),
        ...(lost !== 'google' ? { newCode: v.newCode.trim() } : {}),
      });
      saveQueryToken(result.queryToken);
      clearTicket();
      onSubmitted();
    } catch (error) {
      if (fail(error) || !isApiError(error)) return;
      if (error.code === errors.conflict.code) return setProblem(t('evidence.alreadyPending'));
      if (error.code === errors.uploadFileMissing.code) return setProblem(t('evidence.uploadAgain'));
      if (error.code === errors.emailAlreadyRegistered.code)
        return form.setError('newEmailAddress', { message: errorMessage(error) }, { shouldFocus: true });
      if (error.code === errors.phoneAlreadyRegistered.code)
        return form.setError('newPhoneNumber', { message: errorMessage(error) }, { shouldFocus: true });
      const rest = placeServerErrors(error, form.setError, fields, { rename: { code: 'newCode' } });
      if (rest) setProblem(rest);
    }
  });

  if (expired)
    return (
      <Alert color="red" title={t('evidence.expiredTitle')} data-testid="evidence-expired">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{t('evidence.expired')}</Text>
          <Button size="xs" onClick={onExpired}>
            {t('evidence.startAgain')}
          </Button>
        </Stack>
      </Alert>
    );

  return (
    <Card withBorder radius="md" padding="lg">
      <form onSubmit={submit} noValidate data-testid="evidence-form">
        <Stack gap="lg">
          <Stack gap="md">
            <Text fw={600}>{t('evidence.title')}</Text>
            <EvidenceUpload
              label={t('evidence.idPhoto')}
              hint={t('evidence.idPhotoHint')}
              onUploaded={setIdPhoto}
              error={errs.idPhotoFileId?.message}
              testId="evidence-id-photo"
            />
            <EvidenceUpload
              label={t('evidence.selfie')}
              hint={t('evidence.selfieHint')}
              onUploaded={setSelfie}
              error={errs.selfieFileId?.message}
              testId="evidence-selfie"
            />
          </Stack>

          <Stack gap="sm">
            <Text fw={600}>{t(`evidence.newTitle.${lost}`)}</Text>
            {lost === 'email' && (
              <TextInput
                label={t('evidence.newEmail')}
                type="email"
                {...form.register('newEmailAddress')}
                error={text(errs.newEmailAddress?.message)}
                data-testid="evidence-new-email"
              />
            )}
            {lost === 'phone' && (
              <Group gap="xs" align="flex-start" wrap="nowrap">
                <CallingCodeSelect label={t('evidence.areaCode')} w={120} {...form.register('newAreaCode')} />
                <TextInput
                  style={{ flex: 1 }}
                  label={t('evidence.newPhone')}
                  inputMode="tel"
                  {...form.register('newPhoneNumber')}
                  error={text(errs.newPhoneNumber?.message)}
                  data-testid="evidence-new-phone"
                />
              </Group>
            )}
            {lost !== 'google' ? (
              <CodeInput
                label={t('evidence.newCode')}
                placeholder={t('evidence.codePlaceholder')}
                registration={form.register('newCode')}
                error={text(errs.newCode?.message)}
                onSend={send}
                testId="evidence-new-code"
              />
            ) : (
              <Alert color="blue" variant="light" data-testid="evidence-google-note">
                {t('evidence.googleNote')}
              </Alert>
            )}
          </Stack>

          {problem && (
            <Alert color="red" data-testid="evidence-error">
              {problem}
            </Alert>
          )}
          <Group justify="space-between" gap="sm">
            <Anchor component={Link} to={paths.security.first.path} size="sm">
              {t('evidence.back')}
            </Anchor>
            <Button type="submit" loading={form.formState.isSubmitting} data-testid="evidence-submit">
              {t('evidence.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
