import type { CoinConfig } from '@coffer/contract/assets';
import { Alert, Button, Paper, Select, Stack } from '@mantine/core';
import { AlertIcon } from '../../../components/icons';
import { LabelValue } from '../../../components/label-value';
import { AmountField } from '../../../domain/money/amount-input';
import type { WalletTypeValue } from '../../../domain/money/balances';
import { CoinSelect } from '../../../domain/money/coin-network';
import { SwapButton } from '../../../domain/money/swap-button';
import { useTranslation } from '../../../lib/react-i18n';
import { type TransferChoice, type TransferFormState, useTransferForm } from '../model/use-transfer-form';

/** The wallet the coin leaves and the one it goes to, with a button that swaps them. */
function WalletPair({
  state,
  choice,
  onChange,
}: {
  state: TransferFormState;
  choice: TransferChoice;
  onChange: (next: TransferChoice) => void;
}) {
  const { t } = useTranslation(['transfers', 'money']);
  const walletOptions = state.wallets.map((w) => ({ value: String(w), label: t(`money:wallet.${w}`) }));
  return (
    <Stack gap={4}>
      <Select
        label={t('transfer.from')}
        data={walletOptions}
        value={String(choice.from)}
        onChange={(v) => v && state.setWallet('from', Number(v) as WalletTypeValue)}
        allowDeselect={false}
        data-testid="transfer-from"
      />
      <SwapButton
        label={t('transfer.swap')}
        onClick={() => onChange({ ...choice, from: choice.to, to: choice.from })}
        testId="transfer-swap"
      />
      <Select
        label={t('transfer.to')}
        data={walletOptions}
        value={String(choice.to)}
        onChange={(v) => v && state.setWallet('to', Number(v) as WalletTypeValue)}
        allowDeselect={false}
        data-testid="transfer-to"
      />
    </Stack>
  );
}

/** The fee and what arrives. */
function TransferSummary({ state }: { state: TransferFormState }) {
  const { t } = useTranslation('transfers');
  return (
    <Stack gap={6}>
      <LabelValue label={t('transfer.fee')} value={state.feeText} />
      <LabelValue
        label={t('transfer.receive')}
        value={state.quote?.receive ? state.amountText(state.quote.receive) : '--'}
        testId="transfer-receive"
      />
    </Stack>
  );
}

/** The amount, with "max" and the source wallet's available balance. */
function TransferAmount({
  state,
  coin,
  disabled,
}: {
  state: TransferFormState;
  coin: string;
  disabled: boolean;
}) {
  const { t } = useTranslation('transfers');
  return (
    <AmountField
      control={state.form.control}
      name="amount"
      label={t('transfer.amount')}
      decimals={state.decimals}
      coin={coin}
      disabled={disabled}
      description={t('transfer.available', {
        amount: state.available === undefined ? '--' : state.amountText(state.available),
      })}
      message={state.amountError}
      onMax={state.fillMax}
      testId="transfer-amount"
    />
  );
}

/**
 * Moves a coin between two of the user's own wallets (spot, flash exchange, fiat; merchants also
 * the cloud wallet). The fee, when the coin has one, comes out of the amount. State and submit
 * live in `useTransferForm`; this only renders.
 */
export function TransferForm({
  coins,
  isMerchant,
  choice,
  onChange,
  blockedUntil,
}: {
  coins: CoinConfig[];
  isMerchant: boolean;
  choice: TransferChoice | null;
  onChange: (next: TransferChoice) => void;
  /** The hold after a security change (spec §9); transfers wait until then. */
  blockedUntil: string | null;
}) {
  const { t } = useTranslation(['transfers', 'money']);
  const state = useTransferForm({ coins, isMerchant, choice, onChange });
  const { coin, form } = state;
  const disabled = Boolean(blockedUntil) || (coin ? !coin.transferEnabled : true);

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <form onSubmit={state.submit} noValidate data-testid="transfer-form">
        <Stack gap="lg">
          <CoinSelect
            coins={coins}
            value={choice?.coin ?? null}
            onChange={state.pickCoin}
            label={t('money:form.coin')}
            testId="transfer-coin"
          />
          {coin && choice && (
            <>
              {!coin.transferEnabled && (
                <Alert color="orange" icon={<AlertIcon />}>
                  {t('transfer.disabled', { coin: coin.coin })}
                </Alert>
              )}
              <WalletPair state={state} choice={choice} onChange={onChange} />
              <TransferAmount state={state} coin={coin.coin} disabled={disabled} />
              <TransferSummary state={state} />
              {state.formError && (
                <Alert color="red" icon={<AlertIcon />}>
                  {state.formError}
                </Alert>
              )}
              <Button
                type="submit"
                size="md"
                loading={form.formState.isSubmitting}
                disabled={disabled}
                data-testid="transfer-submit"
              >
                {t('transfer.submit')}
              </Button>
            </>
          )}
        </Stack>
      </form>
    </Paper>
  );
}
