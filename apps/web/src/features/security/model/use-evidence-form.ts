import { authEndpoints, emailSchema, phoneNumberSchema, verificationCodeSchema } from '@coffer/contract/auth';
import { errors, validationKey } from '@coffer/contract/common';
import type { SecurityItem } from '@coffer/contract/security';
import { useState } from 'react';
import { type UseFormReturn, useForm } from 'react-hook-form';
import { placeServerErrors } from '../../../domain/forms/server-errors';
import { defaultCallingCode } from '../../../lib/calling-codes';
import { useValidationText } from '../../../lib/forms';
import { errorNumber, isApiError } from '../../../lib/http/api-error';
import { errorMessage } from '../../../lib/http/error-handler';
import { useTranslation } from '../../../lib/react-i18n';
import { submitApplication } from '../api/security-change';
import { sendChangeBindCode } from '../api/send-change-bind-code';
import { clearTicket, saveQueryToken, type TicketState } from './flow-state';

export interface EvidenceValues {
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

const blankValues = (areaCode: string): EvidenceValues => ({
  idPhotoFileId: '',
  selfieFileId: '',
  newEmailAddress: '',
  newAreaCode: areaCode,
  newPhoneNumber: '',
  newCode: '',
});

/** The same rules as the contract's for the new address and its code, checked before sending. */
function checkNewItem(form: UseFormReturn<EvidenceValues>, lost: SecurityItem, withCode: boolean): boolean {
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
}

/** Both photos are required; each missing one says so under its upload. */
function checkPhotos(form: UseFormReturn<EvidenceValues>, v: EvidenceValues, required: string): boolean {
  for (const name of ['idPhotoFileId', 'selfieFileId'] as const)
    if (!v[name]) form.setError(name, { message: required });
  return Boolean(v.idPhotoFileId && v.selfieFileId);
}

/** The new e-mail, or the new phone with its calling code. */
const newAddressOf = (v: EvidenceValues, lost: SecurityItem) =>
  lost === 'email'
    ? { emailAddress: v.newEmailAddress.trim() }
    : { areaCode: v.newAreaCode, phoneNumber: v.newPhoneNumber.trim() };

/** The application: the ticket, both photos, and the new item with its code (none for an authenticator). */
function applicationInput(ticket: TicketState, v: EvidenceValues) {
  const lost = ticket.lostItem;
  const address = newAddressOf(v, lost);
  return {
    ticket: ticket.ticket,
    idPhotoFileId: v.idPhotoFileId,
    selfieFileId: v.selfieFileId,
    ...(lost === 'email' && 'emailAddress' in address ? { newEmailAddress: address.emailAddress } : {}),
    ...(lost === 'phone' && 'phoneNumber' in address
      ? { newAreaCode: address.areaCode, newPhoneNumber: address.phoneNumber }
      : {}),
    ...(lost !== 'google' ? { newCode: v.newCode.trim() } : {}),
  };
}

/** The new address field an "already registered" refusal belongs under. */
const takenField = (code: number | null) =>
  code === errors.emailAlreadyRegistered.code
    ? ('newEmailAddress' as const)
    : code === errors.phoneAlreadyRegistered.code
      ? ('newPhoneNumber' as const)
      : null;

/**
 * The state of step two of a change application: the uploaded photos' file ids, the new item and
 * its code (sent under the step-one ticket), and the submit; a lapsed ticket ends the step.
 */
export function useEvidenceForm({ ticket, onSubmitted }: { ticket: TicketState; onSubmitted: () => void }) {
  const { t, i18n } = useTranslation('security');
  const text = useValidationText();
  const [problem, setProblem] = useState<string | null>(null);
  const [expired, setExpired] = useState(false);
  const lost = ticket.lostItem;
  const form = useForm<EvidenceValues>({ defaultValues: blankValues(defaultCallingCode(i18n.language)) });
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

  const checkNew = (withCode: boolean) => checkNewItem(form, lost, withCode);
  const newAddress = () => newAddressOf(form.getValues(), lost);

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
    if (!checkNew(false)) return null;
    try {
      return (await sendChangeBindCode(ticket.ticket, newAddress())).resendAfterSeconds;
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
    const photosOk = checkPhotos(form, v, t('evidence.required'));
    if (!checkNew(true) || !photosOk) return;
    try {
      const result = await submitApplication(applicationInput(ticket, v));
      saveQueryToken(result.queryToken);
      clearTicket();
      onSubmitted();
    } catch (error) {
      if (fail(error) || !isApiError(error)) return;
      if (error.code === errors.conflict.code) return setProblem(t('evidence.alreadyPending'));
      if (error.code === errors.uploadFileMissing.code) return setProblem(t('evidence.uploadAgain'));
      const taken = takenField(error.code);
      if (taken) return form.setError(taken, { message: errorMessage(error) }, { shouldFocus: true });
      const rest = placeServerErrors(error, form.setError, fields, { rename: { code: 'newCode' } });
      if (rest) setProblem(rest);
    }
  });

  return { form, errs, text, lost, problem, expired, setIdPhoto, setSelfie, send, submit };
}

export type EvidenceFormState = ReturnType<typeof useEvidenceForm>;
