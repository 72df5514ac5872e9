import './styles';
import type { AccountInfo } from '@coffer/contract/auth';
import { fundPasswordInputSchema } from '@coffer/contract/security';
import { Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { FormProvider } from 'react-hook-form';
import { FormActions } from '../../../domain/forms/form-actions';
import { useValidationText } from '../../../lib/forms';
import { useTranslation } from '../../../lib/react-i18n';
import { saveFundPin } from '../api/passwords';
import { type FactorValues, factorInput, factorNeeds } from '../model/second-factor';
import { useFactorForm } from '../model/use-factor-form';
import { FormProblem } from './form-problem';
import { SecondFactorFields } from './second-factor-fields';

interface Values extends FactorValues {
  fundPin: string;
  confirmFundPin: string;
}

const pinSchema = fundPasswordInputSchema;

/** Both PIN fields: six digits, a new secret the browser should not fill in. */
const pinInput = { inputMode: 'numeric', autoComplete: 'new-password', maxLength: 6 } as const;

/**
 * Set the fund PIN (6 digits, typed twice), or replace it: a change is authorised by the second
 * factor, not the old PIN, so a forgotten PIN can be replaced (and starts the 24-hour hold).
 */
export function FundPinDialog({
  user,
  onClose,
  onDone,
}: {
  user: AccountInfo;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation('security');
  const text = useValidationText();
  const mode = user.fundPasswordSet ? 'change' : 'set';
  const needs = factorNeeds(user, 'default');
  const toInput = (v: Values) => ({ fundPin: v.fundPin, confirmFundPin: v.confirmFundPin });
  const { form, submit, problem } = useFactorForm<Values>({
    user,
    needs,
    ownDefaults: { fundPin: '', confirmFundPin: '' },
    schema: pinSchema,
    toInput,
    send: async (v) => {
      await saveFundPin({ ...toInput(v), ...factorInput(needs, v) }, mode);
      onDone(t(`fundPin.done.${mode}`));
    },
  });
  const { register, formState } = form;
  return (
    <Modal opened onClose={onClose} title={t(`fundPin.title.${mode}`)} centered data-testid="fund-pin-dialog">
      <FormProvider {...form}>
        <form onSubmit={submit} noValidate data-testid="fund-pin-form">
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              {t(`fundPin.intro.${mode}`)}
            </Text>
            <PasswordInput
              label={t('fundPin.new')}
              description={t('fundPin.rule')}
              {...pinInput}
              error={text(formState.errors.fundPin?.message)}
              data-testid="fund-pin-input"
              {...register('fundPin')}
            />
            <PasswordInput
              label={t('fundPin.confirm')}
              {...pinInput}
              error={text(formState.errors.confirmFundPin?.message)}
              data-testid="fund-pin-confirm-input"
              {...register('confirmFundPin')}
            />
            <SecondFactorFields needs={needs} user={user} />
            <FormProblem message={problem} />
            <FormActions
              cancelLabel={t('action.cancel')}
              onCancel={onClose}
              submitLabel={t('action.save')}
              submitting={formState.isSubmitting}
              submitTestId="fund-pin-submit"
            />
          </Stack>
        </form>
      </FormProvider>
    </Modal>
  );
}
