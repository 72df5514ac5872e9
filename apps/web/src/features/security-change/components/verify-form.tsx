import './styles';
import type { VerificationChannel } from '@coffer/contract/auth';
import { errors } from '@coffer/contract/common';
import { type SecurityItem, securityChangeVerifyInputSchema } from '@coffer/contract/security';
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
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CallingCodeSelect } from '../../../components/calling-code-select';
import { placeServerErrors } from '../../../domain/forms/server-errors';
import { CodeInput } from '../../../domain/second-factor/code-input';
import { sendSecurityCode } from '../../../domain/second-factor/send-security-code';
import { defaultCallingCode } from '../../../lib/calling-codes';
import { formatDateTime } from '../../../lib/format-date';
import { contractResolver, useValidationText } from '../../../lib/forms';
import { errorNumber, errorText, isApiError } from '../../../lib/http/api-error';
import { useSession } from '../../../lib/session/session-store';
import { changeFlowHandles } from '../api/send-bind-code';
import { verifyAccount } from '../api/verify-account';
import { saveTicket } from './flow-state';

type Method = 'email' | 'phone';

interface VerifyValues {
  lostItem: SecurityItem;
  method: Method;
  emailAddress: string;
  areaCode: string;
  phoneNumber: string;
  /** The account's other address, when the code for it cannot go to the address signed in with. */
  otherEmail: string;
  otherAreaCode: string;
  otherPhone: string;
  password: string;
  emailCode: string;
  smsCode: string;
  googleCode: string;
}

const items: SecurityItem[] = ['phone', 'email', 'google'];
const fields = ['emailAddress', 'areaCode', 'phoneNumber', 'password', 'emailCode', 'smsCode', 'googleCode'];

const blank = (v: string) => (v.trim() === '' ? undefined : v.trim());

/** The call's input: the account by the address of the tab in use, and the codes given. */
function inputOf(v: VerifyValues) {
  const remains = (item: SecurityItem) => v.lostItem !== item;
  return {
    ...(v.method === 'email'
      ? { emailAddress: v.emailAddress.trim() }
      : { areaCode: v.areaCode, phoneNumber: v.phoneNumber.trim() }),
    password: v.password,
    lostItem: v.lostItem,
    ...(remains('email') && blank(v.emailCode) ? { emailCode: blank(v.emailCode) } : {}),
    ...(remains('phone') && blank(v.smsCode) ? { smsCode: blank(v.smsCode) } : {}),
    ...(remains('google') && blank(v.googleCode) ? { googleCode: blank(v.googleCode) } : {}),
  };
}

/**
 * /security/first: what was lost, who the account is, and proof with what remains — the password
 * and a code for every item still bound (docs/areas/security.md "Security-item change application", step 1).
 */
export function VerifyForm({
  initialLost,
  onVerified,
}: {
  initialLost: SecurityItem;
  onVerified: () => void;
}) {
  const { t, i18n } = useTranslation('security-change');
  const text = useValidationText();
  const { token, user } = useSession();
  const signedIn = token !== null;
  const [problem, setProblem] = useState<string | null>(null);
  const callingCode = defaultCallingCode(i18n.language);
  const form = useForm<VerifyValues, unknown, unknown>({
    defaultValues: {
      lostItem: initialLost,
      method: 'email',
      emailAddress: '',
      areaCode: callingCode,
      phoneNumber: '',
      otherEmail: '',
      otherAreaCode: callingCode,
      otherPhone: '',
      password: '',
      emailCode: '',
      smsCode: '',
      googleCode: '',
    },
    resolver: contractResolver(() => securityChangeVerifyInputSchema, inputOf),
  });
  const [lostItem, method] = useWatch({ control: form.control, name: ['lostItem', 'method'] });
  const errs = form.formState.errors;

  /** Where the code of a remaining item goes: the address signed in with, else the one typed for it. */
  const sendTo = async (channel: VerificationChannel): Promise<number | null> => {
    setProblem(null);
    const v = form.getValues();
    const own = (channel === 'email') === (v.method === 'email');
    const to =
      channel === 'email'
        ? { emailAddress: (own ? v.emailAddress : v.otherEmail).trim() }
        : {
            areaCode: own ? v.areaCode : v.otherAreaCode,
            phoneNumber: (own ? v.phoneNumber : v.otherPhone).trim(),
          };
    const field =
      channel === 'email' ? (own ? 'emailAddress' : 'otherEmail') : own ? 'phoneNumber' : 'otherPhone';
    const filled = 'emailAddress' in to ? to.emailAddress !== '' : to.phoneNumber !== '';
    if (!signedIn && !filled) {
      form.setError(
        field,
        { message: channel === 'email' ? 'email.invalid' : 'phone.invalid' },
        { shouldFocus: true },
      );
      return null;
    }
    try {
      // Signed in, the server sends to the account's own address on that channel.
      return (await sendSecurityCode(channel, { to: signedIn ? undefined : to, handle: changeFlowHandles }))
        .resendAfterSeconds;
    } catch (error) {
      if (!isApiError(error)) return null;
      const placed = placeServerErrors(error, form.setError, [field], {
        rename: {
          emailAddress: field,
          phoneNumber: field,
          channel: field,
        },
      });
      if (placed) setProblem(placed);
      return errorNumber(error, 'retryAfterSeconds');
    }
  };

  const submit = form.handleSubmit(async () => {
    setProblem(null);
    const v = form.getValues();
    try {
      const result = await verifyAccount(inputOf(v) as Parameters<typeof verifyAccount>[0]);
      saveTicket({
        ticket: result.ticket,
        lostItem: result.lostItem,
        expiresAt: Date.now() + result.expireInSeconds * 1000,
      });
      onVerified();
    } catch (error) {
      if (!isApiError(error)) return setProblem(t('common:http.unexpected'));
      if (
        error.code === errors.emailOrPasswordInvalid.code ||
        error.code === errors.phoneOrPasswordInvalid.code
      ) {
        const left = errorNumber(error, 'remainingAttempts');
        const until = errorText(error, 'lockedUntil');
        setProblem(
          until
            ? t('verify.locked', { time: formatDateTime(until, i18n.language) })
            : t('verify.wrongPassword', { count: left ?? 0 }),
        );
        return;
      }
      if (error.code === errors.conflict.code) return setProblem(t('verify.notBound'));
      const rest = placeServerErrors(error, form.setError, fields);
      if (rest) setProblem(rest);
    }
  });

  const remaining = items.filter((item) => item !== lostItem);
  const otherChannelNeeded = (channel: 'email' | 'phone') => !signedIn && method !== channel;

  return (
    <Card withBorder radius="md" padding="lg">
      <form onSubmit={submit} noValidate data-testid="verify-form">
        <Stack gap="lg">
          <Stack gap={6}>
            <Text fw={600}>{t('verify.lostQuestion')}</Text>
            <SegmentedControl
              fullWidth
              value={lostItem}
              onChange={(value) => form.setValue('lostItem', value as SecurityItem)}
              data={items.map((item) => ({ value: item, label: t(`item.${item}`) }))}
              data-testid="lost-item"
            />
            <Text size="xs" c="dimmed">
              {t(`verify.lostHint.${lostItem}`)}
            </Text>
          </Stack>

          <Stack gap="sm">
            <Text fw={600}>{t('verify.account')}</Text>
            {signedIn && (
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

          <Stack gap="sm" data-testid="verify-remaining">
            <Stack gap={2}>
              <Text fw={600}>{t('verify.remainingTitle')}</Text>
              <Text size="xs" c="dimmed">
                {t('verify.remainingHint')}
              </Text>
            </Stack>
            {remaining.includes('email') && (
              <Stack gap={6}>
                {otherChannelNeeded('email') && (
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
                  onSend={() => sendTo('email')}
                  testId="verify-email-code"
                />
              </Stack>
            )}
            {remaining.includes('phone') && (
              <Stack gap={6}>
                {otherChannelNeeded('phone') && (
                  <Group gap="xs" align="flex-start" wrap="nowrap">
                    <CallingCodeSelect
                      label={t('verify.areaCode')}
                      w={120}
                      {...form.register('otherAreaCode')}
                    />
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
                  onSend={() => sendTo('sms')}
                  testId="verify-sms-code"
                />
              </Stack>
            )}
            {remaining.includes('google') && (
              <CodeInput
                label={t('verify.googleCode')}
                placeholder={t('verify.codePlaceholder')}
                registration={form.register('googleCode')}
                error={text(errs.googleCode?.message)}
                testId="verify-google-code"
              />
            )}
            {signedIn && user && (
              <Text size="xs" c="dimmed">
                {t('verify.codesGoTo', {
                  list: [
                    user.email,
                    user.phoneNumber ? `${user.areaCode ?? ''} ${user.phoneNumber}`.trim() : null,
                  ]
                    .filter(Boolean)
                    .join(', '),
                })}
              </Text>
            )}
          </Stack>

          {problem && (
            <Alert color="red" data-testid="verify-error">
              {problem}
            </Alert>
          )}
          <Button type="submit" loading={form.formState.isSubmitting} data-testid="verify-submit">
            {t('verify.submit')}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
