import type { AcceptorConfig } from '@coffer/contract/acceptor';
import type { OtcPair } from '@coffer/contract/otc';
import { Alert, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { AlertIcon } from '../../../components/icons';
import { FormActions } from '../../../domain/forms/form-actions';
import { SelectField } from '../../../domain/forms/form-fields';
import { AmountField } from '../../../domain/money/amount-input';
import { useTranslation } from '../../../lib/react-i18n';
import { type ConfigFormState, useConfigForm } from '../model/use-config-form';

/** One side's range and deviation: what users buy from the desk, or sell to it. */
function SideFields({ state, side }: { state: ConfigFormState; side: 'buy' | 'sell' }) {
  const { t } = useTranslation('acceptor');
  const { form, pair } = state;
  const coin = pair?.baseCoin ?? '';
  const decimals = pair?.baseDecimals ?? 8;
  /** The least or the most of the base coin a user may trade on this side. */
  const quantity = (end: 'Min' | 'Max', label: string, testId: string) => (
    <AmountField
      control={form.control}
      name={`${side}${end}Quantity`}
      label={label}
      decimals={decimals}
      coin={coin}
      message={state.message}
      testId={testId}
    />
  );
  return (
    <Stack gap="xs">
      <Text fw={600} size="sm">
        {t(`config.${side}Side`, { coin })}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        {quantity('Min', t('config.min'), `config-${side}-min`)}
        {quantity('Max', t('config.max'), `config-${side}-max`)}
      </SimpleGrid>
      <AmountField
        control={form.control}
        name={`${side}Deviation`}
        label={t('config.deviation')}
        description={t(`config.${side}DeviationHint`)}
        decimals={4}
        coin="%"
        message={state.message}
        testId={`config-${side}-deviation`}
      />
    </Stack>
  );
}

function ConfigForm({
  pairs,
  editing,
  onClose,
}: {
  pairs: OtcPair[];
  editing: AcceptorConfig | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('acceptor');
  const state = useConfigForm({ pairs, editing, onDone: onClose });
  const { form } = state;
  return (
    <form onSubmit={state.submit} noValidate data-testid="config-form">
      <Stack gap="md">
        <SelectField
          control={form.control}
          name="symbol"
          message={state.message}
          label={t('config.pair')}
          data={pairs.map((p) => ({ value: p.symbol, label: p.symbol }))}
          disabled={editing !== null}
          testId="config-pair"
        />
        <SideFields state={state} side="buy" />
        <SideFields state={state} side="sell" />
        {state.formError && (
          <Alert color="red" icon={<AlertIcon />}>
            {state.formError}
          </Alert>
        )}
        <FormActions
          cancelLabel={t('config.cancel')}
          onCancel={onClose}
          submitLabel={t('config.save')}
          submitting={form.formState.isSubmitting}
          submitTestId="config-save"
        />
      </Stack>
    </form>
  );
}

/** Adds a pair config (the pairs not configured yet) or edits one's ranges and deviations. */
export function ConfigDialog({
  opened,
  pairs,
  editing,
  onClose,
}: {
  opened: boolean;
  pairs: OtcPair[];
  editing: AcceptorConfig | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('acceptor');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={editing ? t('config.editTitle', { symbol: editing.symbol }) : t('config.addTitle')}
      centered
      size="lg"
    >
      {/* A fresh form each time it opens, with the config's values or empty ones. */}
      {opened && <ConfigForm key={editing?.id ?? 'new'} pairs={pairs} editing={editing} onClose={onClose} />}
    </Modal>
  );
}
