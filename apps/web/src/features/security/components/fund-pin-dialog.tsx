import './styles';
import type { AccountInfo } from '@coffer/contract/auth';
import { fundPasswordInputSchema } from '@coffer/contract/security';
import { Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { placeServerErrors } from '../../../domain/forms/server-errors';
import { useValidationText } from '../../../lib/forms';
import { saveFundPin } from '../api/passwords';
import { securityResolver } from '../model/resolver';
import {
  emptyFactor,
  type FactorValues,
  factorFields,
  factorInput,
  factorNeeds,
} from '../model/second-factor';
import { FormProblem } from './form-problem';
import { SecondFactorFields } from './second-factor-fields';

interface Values extends FactorValues {
  fundPin: string;
  confirmFundPin: string;
}

const pinSchema = fundPasswordInputSchema;

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
  const [problem, setProblem] = useState<string | null>(null);
  const mode = user.fundPasswordSet ? 'change' : 'set';
  const needs = factorNeeds(user, 'default');
  const toInput = (v: Values) => ({ fundPin: v.fundPin, confirmFundPin: v.confirmFundPin });
  const form = useForm<Values>({
    defaultValues: { ...emptyFactor(user), fundPin: '', confirmFundPin: '' },
    resolver: securityResolver<Values>({ schema: pinSchema, needs, toInput }),
  });
  const { register, formState } = form;
  const submit = form.handleSubmit(async (v) => {
    setProblem(null);
    try {
      await saveFundPin({ ...toInput(v), ...factorInput(needs, v) }, mode);
      onDone(t(`fundPin.done.${mode}`));
    } catch (error) {
      setProblem(
        placeServerErrors(error, form.setError, ['fundPin', 'confirmFundPin', ...factorFields], {
          details: 'always',
        }),
      );
    }
  });
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
              inputMode="numeric"
              autoComplete="new-password"
              maxLength={6}
              error={text(formState.errors.fundPin?.message)}
              data-testid="fund-pin-input"
              {...register('fundPin')}
            />
            <PasswordInput
              label={t('fundPin.confirm')}
              inputMode="numeric"
              autoComplete="new-password"
              maxLength={6}
              error={text(formState.errors.confirmFundPin?.message)}
              data-testid="fund-pin-confirm-input"
              {...register('confirmFundPin')}
            />
            <SecondFactorFields needs={needs} user={user} />
            <FormProblem message={problem} />
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                {t('action.cancel')}
              </Button>
              <Button type="submit" loading={formState.isSubmitting} data-testid="fund-pin-submit">
                {t('action.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      </FormProvider>
    </Modal>
  );
}
