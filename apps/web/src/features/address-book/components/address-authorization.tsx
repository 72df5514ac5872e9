import { addressBookEndpoints } from '@coffer/contract/address-book';
import { fundPinSchema, verificationCodeSchema } from '@coffer/contract/auth';
import { errors } from '@coffer/contract/common';
import { Stack } from '@mantine/core';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import { placeServerErrors } from '../../../domain/forms/server-errors';
import { FundPinField } from '../../../domain/money/fund-pin-input';
import {
  codeFieldRename,
  type FactorChannel,
  factorChannels,
  SecondFactorField,
  secondFactorInput,
} from '../../../domain/second-factor/second-factor-field';
import { useValidationText } from '../../../lib/forms';
import { isApiError } from '../../../lib/http/api-error';
import { useTranslation } from '../../../lib/react-i18n';
import { useSession } from '../../../lib/session/session-store';

/** What authorises a change to the address book, as a withdrawal: the fund PIN and the second factor. */
export interface AuthorizationValues {
  fundPassword: string;
  channel: FactorChannel;
  code: string;
}

export const emptyAuthorization = (user: Parameters<typeof factorChannels>[0]): AuthorizationValues => ({
  fundPassword: '',
  channel: factorChannels(user)[0] ?? 'email',
  code: '',
});

/** The call's fields for these values. */
export const authorizationInput = (values: AuthorizationValues) => ({
  fundPassword: values.fundPassword,
  ...secondFactorInput(values.channel, values.code),
});

type Form<T extends AuthorizationValues & FieldValues> = UseFormReturn<T>;

/** The browser checks what the server checks, with the contract's rules and message keys. */
export const authorizationSchema = z.object({
  fundPassword: fundPinSchema,
  channel: z.enum(['email', 'sms', 'google']),
  code: verificationCodeSchema,
});

/**
 * A refused change: a wrong PIN (50002) and a missing or wrong code land on their fields; no fund
 * PIN set says so; anything else is the form's message (null when every problem was placed).
 */
export function placeAuthorizationErrors<T extends AuthorizationValues & FieldValues>(
  error: unknown,
  form: Form<T>,
  text: { wrongPin: string; noPin: string },
): string | null {
  if (isApiError(error) && error.code === errors.forbidden.code && error.details === 'fundPasswordNotSet')
    return text.noPin;
  return placeServerErrors(error, form.setError, ['code', 'fundPassword'], {
    rename: codeFieldRename,
    endpoint: [addressBookEndpoints.create, addressBookEndpoints.del],
    messages: { [errors.securityVerificationFailed.code]: () => text.wrongPin },
  });
}

/** The fund PIN (the withdrawal form's field) and the second factor (the API keys' field), shared. */
export function AuthorizationFields<T extends AuthorizationValues & FieldValues>({
  form,
  testId,
}: {
  form: Form<T>;
  testId: string;
}) {
  const { t } = useTranslation('address-book');
  const text = useValidationText();
  const { user } = useSession();
  // The fields of T that this component owns, typed as such.
  const auth = form as unknown as Form<AuthorizationValues>;
  const channel = auth.watch('channel');
  return (
    <Stack gap="md">
      <FundPinField
        control={auth.control}
        label={t('address.fundPin')}
        description={t('address.fundPinHint')}
        errorText={(error) => text(error?.message)}
        testId={`${testId}-pin`}
      />
      <SecondFactorField
        user={user}
        channel={channel}
        onChannel={(c) => auth.setValue('channel', c)}
        registration={auth.register('code')}
        error={text(auth.formState.errors.code?.message)}
      />
    </Stack>
  );
}
