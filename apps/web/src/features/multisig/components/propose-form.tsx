import type { MultisigWithdrawal } from '@coffer/contract/multisig';
import { Alert, Button, Modal, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { Controller, type FieldError } from 'react-hook-form';
import { AlertIcon } from '../../../components/icons';
import { LabelValue } from '../../../components/label-value';
import { FormActions } from '../../../domain/forms/form-actions';
import { SelectField } from '../../../domain/forms/form-fields';
import { AmountField } from '../../../domain/money/amount-input';
import { Dec, formatAmount } from '../../../domain/money/format-amount';
import { useValidationText } from '../../../lib/forms';
import { useTranslation } from '../../../lib/react-i18n';
import { useBalances, useCoinTree, useLinkage } from '../api/multisig';
import { useProposeForm } from '../model/use-propose-form';

const mono = { input: { fontFamily: 'var(--mantine-font-family-monospace)' } };

function useFeeOf() {
  const tree = useCoinTree();
  return (coin: string, network: string) => {
    const node = tree.data?.find((c) => c.coin === coin);
    return {
      fee: node?.networks.find((n) => n.network === network)?.withdrawFee ?? '0',
      decimals: node?.decimals ?? 8,
    };
  };
}

/**
 * Proposes a withdrawal from the wallet: coin and network, the address, the amount (its fee
 * shown). It asks first (a dialog with what leaves and where), proposes on confirmation, and the
 * new proposal then waits below for the owners' signatures. While another withdrawal is open the
 * form says so (50009) rather than letting the server refuse.
 */
export function ProposeForm({
  walletId,
  open,
  onProposed,
}: {
  walletId: number;
  /** The wallet's open withdrawal, if any: a second one is refused (50009). */
  open: MultisigWithdrawal | undefined;
  onProposed: (w: MultisigWithdrawal) => void;
}) {
  const { t, i18n } = useTranslation(['multisig', 'errors']);
  const text = useValidationText();
  const linkage = useLinkage(walletId);
  const balances = useBalances(walletId);
  const feeOf = useFeeOf();
  const pairs = (linkage.data ?? []).map((l) => `${l.coin}/${l.network}`);
  const { form, review, asking, cancel, confirm, sending, problem, confirmProblem } = useProposeForm(
    walletId,
    pairs[0] ?? '',
    onProposed,
  );
  const pair = form.watch('pair') || pairs[0] || '';
  const [coin = '', network = ''] = pair.split('/');
  const { fee, decimals } = feeOf(coin, network);
  const available = balances.data?.find((b) => b.coin === coin)?.available ?? '0';
  const most = Dec.max(new Dec(available).minus(fee), 0).toFixed();
  // A contract key in the reader's words; zod's own English (an empty field) as the form's words.
  const message = (error: FieldError | undefined, fallback = 'propose.invalid') =>
    error?.message === undefined
      ? undefined
      : i18n.exists(`validation:${error.message}`) || error.type === 'server'
        ? text(error.message)
        : t(fallback);

  if (linkage.data && pairs.length === 0)
    return (
      <Text size="sm" c="dimmed" data-testid="multisig-propose-no-coins">
        {t('propose.noCoins')}
      </Text>
    );
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} maw={640}>
      <form onSubmit={review} noValidate data-testid="multisig-propose-form">
        <Stack gap="md">
          <Title order={3} fz="md">
            {t('propose.title')}
          </Title>
          {open && (
            <Alert color="orange" icon={<AlertIcon />} data-testid="multisig-pending-alert">
              {t('errors:previousMultisigWithdrawalPending')}{' '}
              {t('propose.pendingHint', { nonce: open.nonce })}
            </Alert>
          )}
          <SelectField
            control={form.control}
            name="pair"
            message={(e) => message(e, 'propose.coinRequired')}
            label={t('propose.coinNetwork')}
            data={pairs}
            testId="multisig-propose-pair"
          />
          <Controller
            control={form.control}
            name="address"
            render={({ field, fieldState }) => (
              <TextInput
                {...field}
                label={t('propose.address')}
                styles={mono}
                autoComplete="off"
                spellCheck={false}
                error={message(fieldState.error, 'propose.addressRequired')}
                data-testid="multisig-propose-address"
              />
            )}
          />
          <AmountField
            control={form.control}
            name="amount"
            message={(e) => message(e, 'propose.amountInvalid')}
            label={t('propose.amount')}
            decimals={decimals}
            coin={coin}
            onMax={() => form.setValue('amount', most, { shouldValidate: true })}
            description={t('propose.available', {
              amount: formatAmount(available, { decimals }),
              fee: formatAmount(fee, { decimals, style: 'limit' }),
              coin,
            })}
            testId="multisig-propose-amount"
          />
          {problem && (
            <Alert color="red" icon={<AlertIcon />} data-testid="multisig-propose-problem">
              {problem}
            </Alert>
          )}
          <Button type="submit" disabled={open !== undefined} data-testid="multisig-propose-submit">
            {t('propose.submit')}
          </Button>
        </Stack>
      </form>
      <Modal opened={asking !== null} onClose={cancel} title={t('propose.confirmTitle')} centered>
        {asking && (
          <form
            onSubmit={(e) => {
              e.preventDefault();
              void confirm();
            }}
            data-testid="multisig-propose-confirm"
          >
            <Stack gap="sm">
              <Text size="sm">{t('propose.confirmBody')}</Text>
              <LabelValue label={t('propose.coinNetwork')} value={`${asking.coin} · ${asking.network}`} />
              <Stack gap={2}>
                <Text size="sm" c="dimmed">
                  {t('propose.address')}
                </Text>
                <Text ff="monospace" size="sm" fw={600} style={{ wordBreak: 'break-all' }}>
                  {asking.address}
                </Text>
              </Stack>
              <LabelValue
                label={t('propose.amount')}
                value={`${formatAmount(asking.amount, { decimals, style: 'limit' })} ${coin}`}
              />
              <LabelValue
                label={t('propose.fee')}
                value={`${formatAmount(fee, { decimals, style: 'limit' })} ${coin}`}
              />
              {confirmProblem && (
                <Alert color="red" icon={<AlertIcon />}>
                  {confirmProblem}
                </Alert>
              )}
              <FormActions
                cancelLabel={t('actions.cancel')}
                onCancel={cancel}
                submitLabel={t('propose.confirm')}
                submitting={sending}
                submitTestId="multisig-propose-confirm-submit"
              />
            </Stack>
          </form>
        )}
      </Modal>
    </Paper>
  );
}
