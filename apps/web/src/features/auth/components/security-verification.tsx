import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/SegmentedControl.css';
import { securityVerificationInputSchema, type TokenSession } from '@coffer/contract/auth';
import { errors } from '@coffer/contract/common';
import { Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { contractResolver, useValidationText } from '../../../lib/forms';
import { errorNumber, isApiError } from '../../../lib/http/api-error';
import { errorMessage } from '../../../lib/http/error-handler';
import { useTranslation } from '../../../lib/react-i18n';
import { sendLoginCode, verifySignIn } from '../api/sign-in';
import type { SignInChannel, VerificationChallenge } from '../lib/sign-in-failure';
import { CodeField } from './code-field';
import { FailureAlert } from './sign-in-alert';

const codeSchema = securityVerificationInputSchema.pick({ code: true });

const channelLabels = {
  email: 'verify.channelEmail',
  sms: 'verify.channelSms',
  google: 'verify.channelGoogle',
} as const;

interface SecurityVerificationProps {
  challenge: VerificationChallenge;
  onSignedIn: (tokens: TokenSession) => Promise<void>;
  onBack: () => void;
}

/**
 * The 50002 path: this device is new to the account, so a code sent to the account's own e-mail
 * or phone confirms the sign-in (docs/areas/auth.md "Sign-in"); with an authenticator bound, its code does.
 */
export function SecurityVerification({ challenge, onSignedIn, onBack }: SecurityVerificationProps) {
  const { t } = useTranslation('auth');
  const text = useValidationText();
  const [channel, setChannel] = useState<SignInChannel>(challenge.channels[0] ?? 'email');
  const [problem, setProblem] = useState<string | null>(null);
  const [expired, setExpired] = useState(false);
  const form = useForm<{ code: string }, unknown, { code: string }>({
    defaultValues: { code: '' },
    resolver: contractResolver(
      () => codeSchema,
      (v) => v,
    ),
  });

  const fail = (error: unknown) => {
    if (isApiError(error) && error.code === errors.loginExpired.code) {
      setExpired(true);
      setProblem(t('verify.expired'));
      return;
    }
    setProblem(isApiError(error) ? errorMessage(error) : t('common:http.unexpected'));
  };

  const send = async () => {
    setProblem(null);
    // The authenticator's code is read from the app: nothing to send.
    if (channel === 'google') return null;
    try {
      return (await sendLoginCode(challenge.ticket, channel)).resendAfterSeconds;
    } catch (error) {
      fail(error);
      return isApiError(error) ? errorNumber(error, 'retryAfterSeconds') : null;
    }
  };

  const submit = form.handleSubmit(async ({ code }) => {
    setProblem(null);
    try {
      await onSignedIn(await verifySignIn({ ticket: challenge.ticket, channel, code }));
    } catch (error) {
      if (isApiError(error) && error.code === errors.securityVerificationFailed.code) {
        form.setError('code', { message: 'verificationCode.invalid' }, { shouldFocus: true });
        return;
      }
      fail(error);
    }
  });

  return (
    <form onSubmit={submit} noValidate data-testid="security-verification">
      <Stack gap="md">
        <ChannelChoice challenge={challenge} channel={channel} onChange={setChannel} />
        <CodeField
          registration={form.register('code')}
          error={text(form.formState.errors.code?.message)}
          onSend={channel === 'google' ? undefined : send}
          sendDisabled={expired}
        />
        <FailureAlert message={problem} testId="verify-error" />
        <VerifyActions expired={expired} submitting={form.formState.isSubmitting} onBack={onBack} />
      </Stack>
    </form>
  );
}

/** What the code is, the channel to receive it by (when there is a choice), and where it goes. */
function ChannelChoice({
  challenge,
  channel,
  onChange,
}: {
  challenge: VerificationChallenge;
  channel: SignInChannel;
  onChange: (channel: SignInChannel) => void;
}) {
  const { t } = useTranslation('auth');
  const address = (c: SignInChannel) => (c === 'email' ? challenge.email : challenge.phone) ?? '';
  return (
    <>
      <Stack gap={4}>
        <Text fw={600}>{t('verify.title')}</Text>
        <Text size="sm" c="dimmed">
          {challenge.channels.includes('google') ? t('verify.bodyGoogle') : t('verify.body')}
        </Text>
      </Stack>
      {challenge.channels.length > 1 ? (
        <SegmentedControl
          fullWidth
          value={channel}
          onChange={(value) => onChange(value === 'sms' || value === 'google' ? value : 'email')}
          data={challenge.channels.map((c) => ({ value: c, label: t(channelLabels[c]) }))}
          data-testid="verify-channel"
        />
      ) : null}
      <Text size="sm" data-testid="verify-address">
        {channel === 'google' ? t('verify.googleHint') : t('verify.sendTo', { address: address(channel) })}
      </Text>
    </>
  );
}

/** Back to the password; confirm while the ticket has not expired. */
function VerifyActions({
  expired,
  submitting,
  onBack,
}: {
  expired: boolean;
  submitting: boolean;
  onBack: () => void;
}) {
  const { t } = useTranslation('auth');
  return (
    <Group grow>
      <Button variant="default" onClick={onBack} data-testid="verify-back">
        {t('verify.back')}
      </Button>
      {!expired && (
        <Button type="submit" loading={submitting} data-testid="verify-submit">
          {t('verify.submit')}
        </Button>
      )}
    </Group>
  );
}
