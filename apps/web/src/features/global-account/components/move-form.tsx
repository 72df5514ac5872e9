import '@mantine/core/styles/Divider.css';
import type { GlobalAccountCurrency } from '@coffer/contract/global-account';
import { Button, Divider, Loader, Paper, SegmentedControl, Select, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { LabelValue } from '../../../components/label-value';
import { ConfirmDialog, ConfirmForm } from '../../../domain/forms/confirm-dialog';
import { AmountInput } from '../../../domain/money/amount-input';
import { formatPercent } from '../../../domain/money/format-amount';
import { notifySuccess } from '../../../lib/overlays';
import { useTranslation } from '../../../lib/react-i18n';
import { type GlobalMove, moveMoney, useGlobalRefresh } from '../api/global-account';
import { type MoveDirection, type PendingMove, useGlobalMove } from '../model/use-global-move';

type State = ReturnType<typeof useGlobalMove>;

/** The facts of a move to check before it goes: from, to, amount, the exact fee, what arrives. */
function MoveFacts({ move, money }: { move: PendingMove; money: (v: string) => string }) {
  const { t } = useTranslation('global-account');
  const { quote } = move;
  return (
    <Stack gap={6} data-testid="global-move-facts">
      <LabelValue
        label={t('move.from')}
        value={t(`move.account.${move.direction === 'toGlobal' ? 'cash' : 'global'}`)}
      />
      <LabelValue
        label={t('move.to')}
        value={t(`move.account.${move.direction === 'toGlobal' ? 'global' : 'cash'}`)}
      />
      <LabelValue label={t('move.amount')} value={money(quote.amount)} testId="global-confirm-amount" />
      <LabelValue
        label={t('move.fee', { rate: formatPercent(quote.rate) })}
        value={money(quote.fee)}
        testId="global-confirm-fee"
      />
      <LabelValue label={t('move.net')} value={money(quote.net)} testId="global-confirm-net" />
    </Stack>
  );
}

/** Asks first: the facts and the confirm button; the server's refusal stays in the dialog. */
function MoveConfirm({ state, onDone }: { state: State; onDone: (move: GlobalMove) => void }) {
  const { t } = useTranslation('global-account');
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  return (
    <ConfirmDialog
      item={state.pending}
      onClose={state.cancel}
      title={t('move.confirmTitle')}
      testId="global-move-confirm"
    >
      {(move) => (
        <ConfirmForm
          onSubmit={async (e) => {
            e.preventDefault();
            setProblem(null);
            setSending(true);
            try {
              const done = await moveMoney(move.direction === 'toGlobal', {
                currency: move.currency,
                amount: move.quote.amount,
                fee: move.quote.fee,
                requestId: move.requestId,
              });
              onDone(done);
            } catch (failure) {
              setProblem(state.refused(failure));
            } finally {
              setSending(false);
            }
          }}
          onCancel={state.cancel}
          body={t('move.confirmBody')}
          problem={problem}
          submitting={sending}
          cancelLabel={t('move.back')}
          confirmLabel={t('move.confirm')}
          confirmTestId="global-move-confirm-submit"
          danger={false}
        >
          <MoveFacts move={move} money={state.money} />
        </ConfirmForm>
      )}
    </ConfirmDialog>
  );
}

/** The quote under the amount: the exact fee and what arrives, or why there is none yet. */
function QuoteLines({ state }: { state: State }) {
  const { t } = useTranslation('global-account');
  if (state.quoting && !state.quote) return <Loader size="xs" />;
  if (!state.quote)
    return (
      <Text size="xs" c="dimmed">
        {t('move.feeWhenTyped', { amount: state.money(state.rule.moveMin) })}
      </Text>
    );
  return (
    <Stack gap={6} data-testid="global-move-quote">
      <LabelValue
        label={t('move.fee', { rate: formatPercent(state.quote.rate) })}
        value={state.money(state.quote.fee)}
        testId="global-move-fee"
      />
      <LabelValue label={t('move.net')} value={state.money(state.quote.net)} testId="global-move-net" />
      <Text size="xs" c="dimmed">
        {t('move.minFee', { amount: state.money(state.quote.minFee) })}
      </Text>
    </Stack>
  );
}

/**
 * A move between the cash account and the global account in one currency: the direction, the
 * amount (with "max": the fee comes out of it), the exact fee quoted by the server before anything
 * is sent; "continue" asks first with the facts, and the move is told once done.
 */
export function MoveForm({ currencies }: { currencies: readonly GlobalAccountCurrency[] }) {
  const { t } = useTranslation('global-account');
  const [currency, setCurrency] = useState<GlobalAccountCurrency>(currencies[0] ?? 'EUR');
  const state = useGlobalMove(currency);
  const refresh = useGlobalRefresh();
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} maw={640} data-testid="global-move">
      <MoveConfirm
        state={state}
        onDone={(move) => {
          state.done();
          refresh();
          void notifySuccess(t('move.done', { amount: state.money(move.net) }));
        }}
      />
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          state.review();
        }}
      >
        <Stack gap="md">
          <Title order={2} fz="lg">
            {t('move.title')}
          </Title>
          <SegmentedControl
            data={(['toGlobal', 'toCash'] as MoveDirection[]).map((d) => ({
              value: d,
              label: t(`move.direction.${d}`),
            }))}
            value={state.direction}
            onChange={(v) => state.setDirection(v as MoveDirection)}
            fullWidth
            data-testid="global-move-direction"
          />
          <Select
            label={t('move.currency')}
            data={[...currencies]}
            value={currency}
            onChange={(v) => v && setCurrency(v as GlobalAccountCurrency)}
            allowDeselect={false}
            data-testid="global-move-currency"
          />
          <AmountInput
            label={t('move.amount')}
            value={state.amount}
            onChange={state.setAmount}
            decimals={state.rule.decimals}
            coin={currency}
            onMax={state.fillMax}
            description={t('move.available', {
              amount: state.available === undefined ? '--' : state.money(state.available),
            })}
            error={state.problem ?? undefined}
            testId="global-move-amount"
          />
          <QuoteLines state={state} />
          <Divider />
          <Text size="xs" c="dimmed">
            {t('move.rule')}
          </Text>
          <Button type="submit" data-testid="global-move-submit" disabled={!state.quote}>
            {t('move.continue')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
