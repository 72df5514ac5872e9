import '@mantine/core/styles/Divider.css';
import { Alert, Anchor, Button, Divider, Paper, Select, Stack, Text } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { Link } from 'react-router';
import { AlertIcon } from '../../../components/icons';
import { LabelValue } from '../../../components/label-value';
import { paths } from '../../../config/paths';
import { AmountField } from '../../../domain/money/amount-input';
import { CoinAndNetwork, type CoinChoiceProps } from '../../../domain/money/coin-network';
import { formatAmount } from '../../../domain/money/format-amount';
import { FundPinField } from '../../../domain/money/fund-pin-input';
import { formatDateTime } from '../../../lib/format-date';
import { useTranslation } from '../../../lib/react-i18n';
import type { AppliedWithdrawal } from '../model/applied-withdrawal';
import { type AddressOption, useWithdrawForm } from '../model/use-withdraw-form';
import type { WithdrawBlock } from '../model/withdraw-block';

type WithdrawFormState = ReturnType<typeof useWithdrawForm>;
type NetworkConfig = NonNullable<WithdrawFormState['config']>;

/** An address from the address book (one still cooling off says from when), and the way to add one. */
function AddressField({
  state,
  coin,
  config,
  disabled,
}: {
  state: WithdrawFormState;
  coin: string;
  config: NetworkConfig;
  disabled: boolean;
}) {
  const { t, i18n } = useTranslation('withdrawals');
  const language = i18n.resolvedLanguage ?? 'en';
  const { addresses } = state;
  const option = (value: string): AddressOption | undefined => addresses.find((x) => x.value === value);
  return (
    <Controller
      control={state.form.control}
      name="address"
      render={({ field, fieldState }) => (
        <Stack gap={4}>
          <Select
            label={t('withdraw.address')}
            placeholder={addresses.length ? t('withdraw.chooseAddress') : t('withdraw.noAddresses')}
            data={addresses}
            value={field.value || null}
            onChange={(v) => field.onChange(v ?? '')}
            onBlur={field.onBlur}
            error={state.message(fieldState.error, t('withdraw.errors.chooseAddress'))}
            disabled={disabled}
            allowDeselect={false}
            nothingFoundMessage={t('withdraw.noAddresses')}
            renderOption={({ option: shown }) => {
              const usableFrom = option(shown.value)?.usableFrom;
              return (
                <Stack gap={0}>
                  <Text size="sm">{shown.label}</Text>
                  {usableFrom && (
                    <Text size="xs" c="dimmed">
                      {t('withdraw.usableFrom', { time: formatDateTime(usableFrom, language) })}
                    </Text>
                  )}
                </Stack>
              );
            }}
            data-testid="withdraw-address"
          />
          <Anchor
            component={Link}
            to={paths.assets.address.href({ coin, network: config.network })}
            size="xs"
          >
            {t('withdraw.manageAddresses')}
          </Anchor>
        </Stack>
      )}
    />
  );
}

/** The fee, what arrives, what leaves the balance, and the network's limits. */
function WithdrawQuote({ state, config }: { state: WithdrawFormState; config: NetworkConfig }) {
  const { t } = useTranslation('withdrawals');
  const { quote, amountText, limitText, decimals } = state;
  return (
    <Stack gap={6} data-testid="withdraw-quote">
      <LabelValue label={t('withdraw.fee')} value={limitText(config.withdrawFee)} testId="withdraw-fee" />
      <LabelValue
        label={t('withdraw.receive')}
        value={quote?.receive ? amountText(quote.receive) : '--'}
        testId="withdraw-receive"
      />
      <LabelValue
        label={t('withdraw.total')}
        value={quote?.total ? amountText(quote.total) : '--'}
        testId="withdraw-total"
      />
      <Divider my={4} />
      <LabelValue
        label={t('withdraw.limits')}
        value={`${formatAmount(config.withdrawMin, { decimals, style: 'limit' })} – ${limitText(config.withdrawMax)}`}
      />
      <LabelValue label={t('withdraw.dailyLimit')} value={limitText(config.withdrawDailyMax)} />
    </Stack>
  );
}

/** The amount, with "max" and the available balance. */
function WithdrawAmount({
  state,
  coin,
  disabled,
}: {
  state: WithdrawFormState;
  coin: string;
  disabled: boolean;
}) {
  const { t } = useTranslation('withdrawals');
  const { held } = state;
  return (
    <AmountField
      control={state.form.control}
      name="amount"
      label={t('withdraw.amount')}
      decimals={state.decimals}
      coin={coin}
      disabled={disabled}
      description={t('withdraw.available', { amount: held ? state.amountText(held.available) : '--' })}
      message={state.message}
      onMax={state.fillMax}
      testId="withdraw-amount"
    />
  );
}

function PinField({ state, disabled }: { state: WithdrawFormState; disabled: boolean }) {
  const { t } = useTranslation('withdrawals');
  return (
    <FundPinField
      control={state.form.control}
      label={t('withdraw.fundPin')}
      description={t('withdraw.fundPinHint')}
      disabled={disabled}
      errorText={state.message}
      testId="withdraw-pin"
    />
  );
}

/**
 * The withdrawal form: coin, network, an address from the address book, the amount (cut to the
 * coin's decimals, with "max"), the fee and what arrives, and the fund PIN. A successful
 * application hands the withdrawal to `onApplied`, which asks for the e-mailed code. The page
 * keys it by coin and network, so another choice starts a clean form. State and submit live in
 * `useWithdrawForm`; this only renders.
 */
export function WithdrawForm({
  coins,
  coin,
  network,
  onChange,
  block,
  onBlocked,
  onApplied,
}: CoinChoiceProps & {
  block: WithdrawBlock | null;
  onBlocked: (block: WithdrawBlock) => void;
  onApplied: (withdrawal: AppliedWithdrawal) => void;
}) {
  const { t } = useTranslation('withdrawals');
  const state = useWithdrawForm({ coin, network, onBlocked, onApplied });
  const { config } = state;
  const disabled = Boolean(block) || !config?.withdrawEnabled;
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <form onSubmit={state.submit} noValidate data-testid="withdraw-form">
        <Stack gap="lg">
          <CoinAndNetwork
            coins={coins}
            coin={coin}
            network={network}
            onChange={onChange}
            usable={(n) => n.withdrawEnabled}
            testId="withdraw-coin"
          />
          {coin && config && (
            <>
              <AddressField state={state} coin={coin.coin} config={config} disabled={disabled} />
              <WithdrawAmount state={state} coin={coin.coin} disabled={disabled} />
              <WithdrawQuote state={state} config={config} />
              <PinField state={state} disabled={disabled} />
              {state.formError && (
                <Alert color="red" icon={<AlertIcon />} data-testid="withdraw-error">
                  {state.formError}
                </Alert>
              )}
              <Button
                type="submit"
                size="md"
                loading={state.form.formState.isSubmitting}
                disabled={disabled}
                data-testid="withdraw-submit"
              >
                {t('withdraw.submit')}
              </Button>
            </>
          )}
        </Stack>
      </form>
    </Paper>
  );
}
