import { fundPinSchema, verificationCodeSchema } from '@coffer/contract/auth';
import { errors, type FieldCodes } from '@coffer/contract/common';
import { Stack } from '@mantine/core';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import { useValidationText } from '../../lib/forms';
import { isApiError } from '../../lib/http/api-error';
import { useSession } from '../../lib/session/session-store';
import { placeServerErrors } from '../forms/server-errors';
import { FundPinField } from '../money/fund-pin-input';
import {
  codeFieldRename,
  type FactorChannel,
  factorChannels,
  SecondFactorField,
  secondFactorInput,
} from './second-factor-field';

/**
 * What authorises a change of where money may go (the address book, the cash account's payees), as
 * a withdrawal: the fund PIN and the second factor.
 */
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
  /** The endpoints the form calls: their `fieldCodes` place a wrong PIN under its field. */
  endpoint: readonly { fieldCodes?: FieldCodes }[],
): string | null {
  if (isApiError(error) && error.code === errors.forbidden.code && error.details === 'fundPasswordNotSet')
    return text.noPin;
  return placeServerErrors(error, form.setError, ['code', 'fundPassword'], {
    rename: codeFieldRename,
    endpoint,
    messages: { [errors.securityVerificationFailed.code]: () => text.wrongPin },
  });
}

/**
 * The fund PIN (the withdrawal form's field) and the second factor (the API keys' field), shared;
 * the PIN's label and hint are the feature's words.
 */
export function AuthorizationFields<T extends AuthorizationValues & FieldValues>({
  form,
  testId,
  pinLabel,
  pinHint,
}: {
  form: Form<T>;
  testId: string;
  pinLabel: string;
  pinHint: string;
}) {
  const text = useValidationText();
  const { user } = useSession();
  // The fields of T that this component owns, typed as such.
  const auth = form as unknown as Form<AuthorizationValues>;
  const channel = auth.watch('channel');
  return (
    <Stack gap="md">
      <FundPinField
        control={auth.control}
        label={pinLabel}
        description={pinHint}
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
