import type { FieldCodes } from '@coffer/contract/common';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { notifySuccess } from '../../lib/overlays';
import { useSession } from '../../lib/session/session-store';
import { ConfirmForm } from '../forms/confirm-dialog';
import {
  AuthorizationFields,
  type AuthorizationValues,
  authorizationInput,
  emptyAuthorization,
  placeAuthorizationErrors,
} from './authorization-fields';

/** The feature's words for removing one saved item. */
export interface RemoveWords {
  body: string;
  keep: string;
  remove: string;
  /** Said once it is gone. */
  removed: string;
  wrongPin: string;
  noPin: string;
  fundPin: string;
  fundPinHint: string;
}

/**
 * Removing a saved item (a payee, a whitelisted payer) inside a ConfirmDialog: confirmed with the
 * fund PIN and the second factor, as adding it was. The test ids are `<testId>` for the fields and
 * `<testId>-submit` for the button.
 */
export function RemoveWithAuthorization({
  remove,
  endpoint,
  words,
  testId,
  onClose,
}: {
  remove: (authorization: ReturnType<typeof authorizationInput>) => Promise<unknown>;
  /** The endpoint the removal calls: its `fieldCodes` place a wrong PIN under its field. */
  endpoint: readonly { fieldCodes?: FieldCodes }[];
  words: RemoveWords;
  testId: string;
  onClose: () => void;
}) {
  const { user } = useSession();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<AuthorizationValues>({ defaultValues: emptyAuthorization(user) });
  const submit = form.handleSubmit(async (values) => {
    setProblem(null);
    try {
      await remove(authorizationInput(values));
      onClose();
      void notifySuccess(words.removed);
    } catch (error) {
      setProblem(
        placeAuthorizationErrors(error, form, { wrongPin: words.wrongPin, noPin: words.noPin }, endpoint),
      );
    }
  });
  return (
    <ConfirmForm
      onSubmit={submit}
      onCancel={onClose}
      body={words.body}
      problem={problem}
      submitting={form.formState.isSubmitting}
      cancelLabel={words.keep}
      confirmLabel={words.remove}
      confirmTestId={`${testId}-submit`}
    >
      <AuthorizationFields form={form} testId={testId} pinLabel={words.fundPin} pinHint={words.fundPinHint} />
    </ConfirmForm>
  );
}
