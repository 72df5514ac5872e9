import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Input.css';
import { type AccountInfo, type VerificationChannel, verificationCodeSchema } from '@coffer/contract/auth';
import { validationKey } from '@coffer/contract/common';
import type { SecondFactor } from '@coffer/contract/security';
import { Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { SendCodeButton } from '../../components/send-code-button';
import { errorNumber, isApiError } from '../../lib/http/api-error';
import { errorMessage } from '../../lib/http/error-handler';
import { useTranslation } from '../../lib/react-i18n';
import { sendSecurityCode } from './send-security-code';

export type FactorChannel = VerificationChannel | 'google';

/** The ways this user can prove it is them: the authenticator when bound, else a bound e-mail or phone. */
export function factorChannels(user: AccountInfo | null): FactorChannel[] {
  if (user?.googleAuthBound) return ['google'];
  const channels: FactorChannel[] = [];
  if (!user || user.email) channels.push('email');
  if (user?.phoneNumber) channels.push('sms');
  return channels.length > 0 ? channels : ['email'];
}

/** The code as the call sends it: in the field the server reads for that channel. */
export function secondFactorInput(channel: FactorChannel, code: string): SecondFactor {
  const value = code.trim();
  if (channel === 'google') return { googleCode: value };
  return channel === 'sms' ? { smsCode: value } : { emailCode: value };
}

/** The server names the code field it refused; the form has one code input. */
export const codeFieldRename = { googleCode: 'code', emailCode: 'code', smsCode: 'code' };

/** The same 6-digit rule as the contract's, for the form's single code input. */
export const codeIssue = (code: string) =>
  verificationCodeSchema.safeParse(code.trim()).success ? null : validationKey('verificationCode.invalid');

/**
 * The second factor of an operation outside the security centre (API keys, the withdrawal address
 * book; docs/areas/security.md "The second factor"): the authenticator's code when one is bound; otherwise a
 * `security` code sent to the user's own e-mail or phone. Texts in `common` (`secondFactor.*`).
 */
export function SecondFactorField({
  user,
  channel,
  onChannel,
  registration,
  error,
}: {
  user: AccountInfo | null;
  channel: FactorChannel;
  onChannel: (channel: FactorChannel) => void;
  registration: UseFormRegisterReturn;
  error: string | undefined;
}) {
  const { t } = useTranslation('common');
  const [problem, setProblem] = useState<string | null>(null);
  const channels = factorChannels(user);
  const address =
    channel === 'email'
      ? user?.email
      : channel === 'sms'
        ? `${user?.areaCode ?? ''} ${user?.phoneNumber ?? ''}`.trim()
        : null;

  const send = async () => {
    setProblem(null);
    if (channel === 'google') return null;
    try {
      return (await sendSecurityCode(channel)).resendAfterSeconds;
    } catch (failure) {
      setProblem(isApiError(failure) ? errorMessage(failure) : t('common:http.unexpected'));
      return isApiError(failure) ? errorNumber(failure, 'retryAfterSeconds') : null;
    }
  };

  return (
    <Stack gap={6} data-testid="second-factor">
      <Text size="sm" fw={600}>
        {t('secondFactor.title')}
      </Text>
      {channels.length > 1 && (
        <SegmentedControl
          size="xs"
          value={channel}
          onChange={(value) => onChannel(value as FactorChannel)}
          data={channels.map((c) => ({ value: c, label: t(`secondFactor.channel.${c}`) }))}
          data-testid="factor-channel"
        />
      )}
      <Text size="xs" c="dimmed">
        {channel === 'google'
          ? t('secondFactor.googleHint')
          : address
            ? t('secondFactor.sendTo', { address })
            : t('secondFactor.sendToOwn')}
      </Text>
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <TextInput
          {...registration}
          style={{ flex: 1 }}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          placeholder={t('secondFactor.placeholder')}
          aria-label={t(channel === 'google' ? 'secondFactor.googleLabel' : 'secondFactor.codeLabel')}
          error={error ?? problem}
          data-testid="factor-code"
        />
        {channel !== 'google' && <SendCodeButton onSend={send} data-testid="factor-send" />}
      </Group>
    </Stack>
  );
}
