import './styles';
import type { AccountInfo } from '@coffer/contract/auth';
import { SegmentedControl, Stack, Text } from '@mantine/core';
import { useFormContext, useWatch } from 'react-hook-form';
import { CodeInput } from '../../../domain/second-factor/code-input';
import { sendSecurityCode } from '../../../domain/second-factor/send-security-code';
import { useValidationText } from '../../../lib/forms';
import { errorNumber, isApiError } from '../../../lib/http/api-error';
import { errorMessage } from '../../../lib/http/error-handler';
import { useTranslation } from '../../../lib/react-i18n';
import {
  boundChannels,
  type CodeChannel,
  codeChannelOf,
  type FactorNeeds,
  type FactorValues,
} from '../model/second-factor';

const codeField = { email: 'emailCode', sms: 'smsCode' } as const;

/**
 * The second factor of a security operation: the authenticator's code when one is bound, and a
 * `security` code sent to the account's own e-mail or phone when the operation asks for one (the
 * old address being changed or removed, or either bound address).
 */
export function SecondFactorFields({
  needs,
  user,
  googleLabel,
}: {
  needs: FactorNeeds;
  user: Pick<AccountInfo, 'email' | 'phoneNumber' | 'areaCode'>;
  /** The authenticator field's label when it means the current authenticator. */
  googleLabel?: string;
}) {
  const { t } = useTranslation('security');
  const text = useValidationText();
  const { register, control, setValue, setError, clearErrors, formState } = useFormContext<FactorValues>();
  const chosen = useWatch({ control, name: 'channel' });
  const channel = codeChannelOf(needs, { channel: chosen });
  const choices = needs.code === 'any' ? boundChannels(user) : [];
  const address = (c: CodeChannel) =>
    c === 'email' ? (user.email ?? '') : `${user.areaCode ?? ''} ${user.phoneNumber ?? ''}`.trim();

  const send = async (c: CodeChannel): Promise<number | null> => {
    clearErrors(codeField[c]);
    try {
      return (await sendSecurityCode(c)).resendAfterSeconds;
    } catch (error) {
      if (!isApiError(error)) return null;
      setError(codeField[c], { type: 'server', message: errorMessage(error) });
      return errorNumber(error, 'retryAfterSeconds');
    }
  };

  return (
    <Stack gap="sm" data-testid="second-factor">
      {needs.google && (
        <CodeInput
          label={googleLabel ?? t('factor.google')}
          description={t('factor.googleHint')}
          registration={register('googleCode')}
          error={text(formState.errors.googleCode?.message)}
          testId="google-code-input"
        />
      )}
      {choices.length > 1 && (
        <SegmentedControl
          fullWidth
          value={chosen}
          onChange={(value) => setValue('channel', value === 'sms' ? 'sms' : 'email')}
          data={choices.map((c) => ({ value: c, label: t(`factor.channel.${c}`) }))}
          data-testid="factor-channel"
        />
      )}
      {channel && (
        <CodeInput
          key={channel}
          label={channel === 'email' ? t('factor.emailCode') : t('factor.smsCode')}
          description={
            address(channel) ? t('factor.sentTo', { address: address(channel) }) : t('factor.noAddress')
          }
          registration={register(codeField[channel])}
          error={text(formState.errors[codeField[channel]]?.message)}
          onSend={() => send(channel)}
          sendDisabled={!address(channel)}
          testId={`${channel}-code-input`}
        />
      )}
      {!needs.google && !channel && (
        <Text size="sm" c="dimmed">
          {t('factor.none')}
        </Text>
      )}
    </Stack>
  );
}
