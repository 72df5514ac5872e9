import type { VerificationChannel } from '@coffer/contract/auth';
import { errors } from '@coffer/contract/common';
import { type SecurityItem, securityChangeVerifyInputSchema } from '@coffer/contract/security';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { type UseFormReturn, useForm, useWatch } from 'react-hook-form';
import { placeServerErrors } from '../../../domain/forms/server-errors';
import { sendSecurityCode } from '../../../domain/second-factor/send-security-code';
import { defaultCallingCode } from '../../../lib/calling-codes';
import { formatDateTime } from '../../../lib/format-date';
import { contractResolver, useValidationText } from '../../../lib/forms';
import { type ApiError, errorNumber, errorText, isApiError } from '../../../lib/http/api-error';
import { useTranslation } from '../../../lib/react-i18n';
import { useSession } from '../../../lib/session/session-store';
import { verifyAccount } from '../api/security-change';
import { changeFlowHandles } from '../api/send-change-bind-code';
import { saveTicket } from './flow-state';

export type Method = 'email' | 'phone';

export interface VerifyValues {
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

export const items: SecurityItem[] = ['phone', 'email', 'google'];
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

const blankValues = (lostItem: SecurityItem, callingCode: string): VerifyValues => ({
  lostItem,
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
});

/**
 * Where a remaining item's code goes when signed out: the address the account is verified by if it
 * is that channel's, else the other address typed for it; and the field that names it.
 */
function codeAddress(v: VerifyValues, channel: VerificationChannel) {
  const own = (channel === 'email') === (v.method === 'email');
  const to =
    channel === 'email'
      ? { emailAddress: (own ? v.emailAddress : v.otherEmail).trim() }
      : {
          areaCode: own ? v.areaCode : v.otherAreaCode,
          phoneNumber: (own ? v.phoneNumber : v.otherPhone).trim(),
        };
  const field: keyof VerifyValues =
    channel === 'email' ? (own ? 'emailAddress' : 'otherEmail') : own ? 'phoneNumber' : 'otherPhone';
  const filled = 'emailAddress' in to ? to.emailAddress !== '' : to.phoneNumber !== '';
  return { to, field, filled };
}

/** The words for a refusal the form explains itself (password, lock, item not bound), else null. */
function refusalText(error: ApiError, t: TFunction, language: string): string | null {
  if (
    error.code === errors.emailOrPasswordInvalid.code ||
    error.code === errors.phoneOrPasswordInvalid.code
  ) {
    const left = errorNumber(error, 'remainingAttempts');
    const until = errorText(error, 'lockedUntil');
    return until
      ? t('security:verify.locked', { time: formatDateTime(until, language) })
      : t('security:verify.wrongPassword', { count: left ?? 0 });
  }
  return error.code === errors.conflict.code ? t('security:verify.notBound') : null;
}

/** Sends a remaining item's code; a refusal lands on the address field, or is the form's problem. */
async function sendRemainingCode(
  form: UseFormReturn<VerifyValues, unknown, unknown>,
  signedIn: boolean,
  channel: VerificationChannel,
): Promise<{ resendAfterSeconds: number | null; problem: string | null }> {
  const { to, field, filled } = codeAddress(form.getValues(), channel);
  if (!signedIn && !filled) {
    form.setError(
      field,
      { message: channel === 'email' ? 'email.invalid' : 'phone.invalid' },
      { shouldFocus: true },
    );
    return { resendAfterSeconds: null, problem: null };
  }
  try {
    // Signed in, the server sends to the account's own address on that channel.
    const sent = await sendSecurityCode(channel, {
      to: signedIn ? undefined : to,
      handle: changeFlowHandles,
    });
    return { resendAfterSeconds: sent.resendAfterSeconds, problem: null };
  } catch (error) {
    if (!isApiError(error)) return { resendAfterSeconds: null, problem: null };
    const placed = placeServerErrors(error, form.setError, [field], {
      rename: {
        emailAddress: field,
        phoneNumber: field,
        channel: field,
      },
    });
    return { resendAfterSeconds: errorNumber(error, 'retryAfterSeconds'), problem: placed || null };
  }
}

/**
 * The state of step one of a change application: the form, where each remaining item's code is
 * sent (the address signed in with, else the one typed for it), and the submit that opens the
 * step-two ticket or says why not (wrong password with the tries left, locked, not bound).
 */
export function useVerifyForm({
  initialLost,
  onVerified,
}: {
  initialLost: SecurityItem;
  onVerified: () => void;
}) {
  const { t, i18n } = useTranslation('security');
  const text = useValidationText();
  const { token, user } = useSession();
  const signedIn = token !== null;
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<VerifyValues, unknown, unknown>({
    defaultValues: blankValues(initialLost, defaultCallingCode(i18n.language)),
    resolver: contractResolver(() => securityChangeVerifyInputSchema, inputOf),
  });
  const [lostItem, method] = useWatch({ control: form.control, name: ['lostItem', 'method'] });

  /** Where the code of a remaining item goes: the address signed in with, else the one typed for it. */
  const sendTo = async (channel: VerificationChannel): Promise<number | null> => {
    setProblem(null);
    const sent = await sendRemainingCode(form, signedIn, channel);
    if (sent.problem) setProblem(sent.problem);
    return sent.resendAfterSeconds;
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
      const said = refusalText(error, t, i18n.language);
      if (said) return setProblem(said);
      const rest = placeServerErrors(error, form.setError, fields);
      if (rest) setProblem(rest);
    }
  });

  return {
    form,
    errs: form.formState.errors,
    isSubmitting: form.formState.isSubmitting,
    text,
    signedIn,
    user,
    lostItem,
    method,
    problem,
    sendTo,
    submit,
  };
}

export type VerifyFormState = ReturnType<typeof useVerifyForm>;
