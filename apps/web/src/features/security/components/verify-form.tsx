import './change-styles';
import type { SecurityItem } from '@coffer/contract/security';
import {
  Alert,
  Button,
  Card,
  Group,
  PasswordInput,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { CallingCodeSelect } from '../../../components/calling-code-select';
import { CodeInput } from '../../../domain/second-factor/code-input';
import { useTranslation } from '../../../lib/react-i18n';
import { items, useVerifyForm, type VerifyFormState } from '../model/use-verify-form';

/** What was lost: the phone, the e-mail or the authenticator. */
function LostItemField({ state }: { state: VerifyFormState }) {
  const { t } = useTranslation('security');
  return (
    <Stack gap={6}>
      <Text fw={600}>{t('verify.lostQuestion')}</Text>
      <SegmentedControl
        fullWidth
        value={state.lostItem}
        onChange={(value) => state.form.setValue('lostItem', value as SecurityItem)}
        data={items.map((item) => ({ value: item, label: t(`item.${item}`) }))}
        data-testid="lost-item"
      />
      <Text size="xs" c="dimmed">
        {t(`verify.lostHint.${state.lostItem}`)}
      </Text>
    </Stack>
  );
}

/** Who the account is: its e-mail or phone, and its password. */
function AccountFields({ state }: { state: VerifyFormState }) {
  const { t } = useTranslation('security');
  const { form, errs, text, method } = state;
  return (
    <Stack gap="sm">
      <Text fw={600}>{t('verify.account')}</Text>
      {state.signedIn && (
        <Text size="xs" c="dimmed" data-testid="verify-signed-in">
          {t('verify.signedInNote')}
        </Text>
      )}
      <SegmentedControl
        value={method}
        onChange={(value) => form.setValue('method', value === 'phone' ? 'phone' : 'email')}
        data={[
          { value: 'email', label: t('verify.byEmail') },
          { value: 'phone', label: t('verify.byPhone') },
        ]}
        data-testid="verify-method"
      />
      {method === 'email' ? (
        <TextInput
          label={t('verify.email')}
          type="email"
          autoComplete="username"
          {...form.register('emailAddress')}
          error={text(errs.emailAddress?.message)}
          data-testid="verify-email"
        />
      ) : (
        <Group gap="xs" align="flex-start" wrap="nowrap">
          <CallingCodeSelect
            label={t('verify.areaCode')}
            w={120}
            {...form.register('areaCode')}
            error={text(errs.areaCode?.message)}
          />
          <TextInput
            style={{ flex: 1 }}
            label={t('verify.phone')}
            inputMode="tel"
            autoComplete="username"
            {...form.register('phoneNumber')}
            error={text(errs.phoneNumber?.message)}
            data-testid="verify-phone"
          />
        </Group>
      )}
      <PasswordInput
        label={t('verify.password')}
        autoComplete="current-password"
        {...form.register('password')}
        error={text(errs.password?.message)}
        data-testid="verify-password"
      />
    </Stack>
  );
}

/** The e-mail code, with the account's other e-mail when signed out and verifying by phone. */
function EmailProof({ state }: { state: VerifyFormState }) {
  const { t } = useTranslation('security');
  const { form, errs, text } = state;
  return (
    <Stack gap={6}>
      {!state.signedIn && state.method !== 'email' && (
        <TextInput
          label={t('verify.otherEmail')}
          type="email"
          {...form.register('otherEmail')}
          error={text(errs.otherEmail?.message)}
          data-testid="verify-other-email"
        />
      )}
      <CodeInput
        label={t('verify.emailCode')}
        placeholder={t('verify.codePlaceholder')}
        registration={form.register('emailCode')}
        error={text(errs.emailCode?.message)}
        onSend={() => state.sendTo('email')}
        testId="verify-email-code"
      />
    </Stack>
  );
}

/** The SMS code, with the account's other phone when signed out and verifying by e-mail. */
function PhoneProof({ state }: { state: VerifyFormState }) {
  const { t } = useTranslation('security');
  const { form, errs, text } = state;
  return (
    <Stack gap={6}>
      {!state.signedIn && state.method !== 'phone' && (
        <Group gap="xs" align="flex-start" wrap="nowrap">
          <CallingCodeSelect label={t('verify.areaCode')} w={120} {...form.register('otherAreaCode')} />
          <TextInput
            style={{ flex: 1 }}
            label={t('verify.otherPhone')}
            inputMode="tel"
            {...form.register('otherPhone')}
            error={text(errs.otherPhone?.message)}
            data-testid="verify-other-phone"
          />
        </Group>
      )}
      <CodeInput
        label={t('verify.smsCode')}
        placeholder={t('verify.codePlaceholder')}
        registration={form.register('smsCode')}
        error={text(errs.smsCode?.message)}
        onSend={() => state.sendTo('sms')}
        testId="verify-sms-code"
      />
    </Stack>
  );
}

/** A code for every item still bound (the lost one excepted), and where they go when signed in. */
function RemainingProofs({ state }: { state: VerifyFormState }) {
  const { t } = useTranslation('security');
  const { user } = state;
  const remaining = items.filter((item) => item !== state.lostItem);
  return (
    <Stack gap="sm" data-testid="verify-remaining">
      <Stack gap={2}>
        <Text fw={600}>{t('verify.remainingTitle')}</Text>
        <Text size="xs" c="dimmed">
          {t('verify.remainingHint')}
        </Text>
      </Stack>
      {remaining.includes('email') && <EmailProof state={state} />}
      {remaining.includes('phone') && <PhoneProof state={state} />}
      {remaining.includes('google') && (
        <CodeInput
          label={t('verify.googleCode')}
          placeholder={t('verify.codePlaceholder')}
          registration={state.form.register('googleCode')}
          error={state.text(state.errs.googleCode?.message)}
          testId="verify-google-code"
        />
      )}
      {state.signedIn && user && (
        <Text size="xs" c="dimmed">
          {t('verify.codesGoTo', {
            list: [user.email, user.phoneNumber ? `${user.areaCode ?? ''} ${user.phoneNumber}`.trim() : null]
              .filter(Boolean)
              .join(', '),
          })}
        </Text>
      )}
    </Stack>
  );
}

/**
 * /security/first: what was lost, who the account is, and proof with what remains — the password
 * and a code for every item still bound (docs/areas/security.md "Security-item change application", step 1).
 * State, code sending and submit live in `useVerifyForm`; this only renders.
 */
export function VerifyForm({
  initialLost,
  onVerified,
}: {
  initialLost: SecurityItem;
  onVerified: () => void;
}) {
  const { t } = useTranslation('security');
  const state = useVerifyForm({ initialLost, onVerified });
  return (
    <Card withBorder radius="md" padding="lg">
      <form onSubmit={state.submit} noValidate data-testid="verify-form">
        <Stack gap="lg">
          <LostItemField state={state} />
          <AccountFields state={state} />
          <RemainingProofs state={state} />
          {state.problem && (
            <Alert color="red" data-testid="verify-error">
              {state.problem}
            </Alert>
          )}
          <Button type="submit" loading={state.isSubmitting} data-testid="verify-submit">
            {t('verify.submit')}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
