import './change-styles';
import { Alert, Anchor, Button, Card, Group, Stack, Text, TextInput } from '@mantine/core';
import { Link } from 'react-router';
import { CallingCodeSelect } from '../../../components/calling-code-select';
import { paths } from '../../../config/paths';
import { CodeInput } from '../../../domain/second-factor/code-input';
import { useTranslation } from '../../../lib/react-i18n';
import type { TicketState } from '../model/flow-state';
import { type EvidenceFormState, useEvidenceForm } from '../model/use-evidence-form';
import { EvidenceUpload } from './evidence-upload';

/** The ID photo and the selfie, each uploaded as soon as it is chosen. */
function EvidencePhotos({ state }: { state: EvidenceFormState }) {
  const { t } = useTranslation('security');
  const { errs, setIdPhoto, setSelfie } = state;
  return (
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
  );
}

/** The new e-mail or phone and its code; for a lost authenticator, a note instead. */
function NewItemFields({ state }: { state: EvidenceFormState }) {
  const { t } = useTranslation('security');
  const { form, errs, text, lost, send } = state;
  return (
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
  );
}

/**
 * /security/second: the ID photo and the selfie, and the new phone or e-mail proven by its own
 * code; nothing new for a lost authenticator (a new one is bound after the approval). State and
 * submit live in `useEvidenceForm`; this only renders.
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
  const { t } = useTranslation('security');
  const state = useEvidenceForm({ ticket, onSubmitted });
  const { form, problem, expired, submit } = state;
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
          <EvidencePhotos state={state} />

          <NewItemFields state={state} />

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
