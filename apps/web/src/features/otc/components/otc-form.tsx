import type { CoinConfig } from '@coffer/contract/assets';
import type { OtcPair } from '@coffer/contract/otc';
import { Alert, Button, Grid, Group, Paper, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { AlertIcon } from '../../../components/icons';
import { LabelValue } from '../../../components/label-value';
import { AmountField } from '../../../domain/money/amount-input';
import { formatAmount } from '../../../domain/money/format-amount';
import { useTranslation } from '../../../lib/react-i18n';
import { type OtcFormState, useOtcForm } from '../model/use-otc-form';
import { OtcBalances } from './otc-balances';

/** The quote in hand: price, what is paid and received, who fills it, and how long it lasts. */
function QuoteCard({ state, pair }: { state: OtcFormState; pair: OtcPair }) {
  const { t } = useTranslation('otc');
  const { quote, secondsLeft, expired } = state;
  if (!quote) return null;
  const base = `${formatAmount(quote.quantity, { decimals: pair.baseDecimals })} ${pair.baseCoin}`;
  const total = `${formatAmount(quote.total, { decimals: pair.quoteDecimals })} ${pair.quoteCoin}`;
  const buying = quote.side === 'buy';
  return (
    <Paper withBorder radius="md" p="md" bg="var(--mantine-color-default-hover)" data-testid="otc-quote">
      <Stack gap={6}>
        <LabelValue
          label={t('quote.price')}
          value={`${formatAmount(quote.price, { decimals: pair.priceDecimals })} ${pair.quoteCoin}`}
          testId="otc-quote-price"
        />
        <LabelValue label={t('quote.pay')} value={buying ? total : base} testId="otc-quote-pay" />
        <LabelValue label={t('quote.receive')} value={buying ? base : total} testId="otc-quote-receive" />
        <LabelValue label={t('quote.acceptor')} value={quote.acceptorName} />
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm" c={expired ? 'red' : 'dimmed'} data-testid="otc-countdown">
            {expired ? t('quote.expired') : t('quote.validFor', { count: secondsLeft ?? 0 })}
          </Text>
          <Button size="compact-sm" variant="light" onClick={state.requestQuote} data-testid="otc-refresh">
            {t('quote.refresh')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** Place an order the acceptor answers, or trade at once; both only while the quote lasts. */
function TradeButtons({ state }: { state: OtcFormState }) {
  const { t } = useTranslation('otc');
  const off = state.expired || state.placing !== null;
  return (
    <Group grow gap="sm">
      <Button
        onClick={state.placeOrder}
        disabled={off && state.placing !== 'order'}
        loading={state.placing === 'order'}
        data-testid="otc-place"
      >
        {t('form.place')}
      </Button>
      <Button
        variant="light"
        onClick={state.quickTrade}
        disabled={off && state.placing !== 'quick'}
        loading={state.placing === 'quick'}
        data-testid="otc-quick"
      >
        {t('form.quick')}
      </Button>
    </Group>
  );
}

/** The trade form beside the balances of the chosen pair's coins. */
export function OtcTrade({ pairs, coins }: { pairs: OtcPair[]; coins: CoinConfig[] }) {
  const state = useOtcForm({ pairs });
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <OtcForm state={state} pairs={pairs} />
      </Grid.Col>
      {state.pair && (
        <Grid.Col span={{ base: 12, md: 5 }}>
          <OtcBalances pair={state.pair} coins={coins} />
        </Grid.Col>
      )}
    </Grid>
  );
}

/**
 * Buys or sells a pair's base coin over the counter: the side, the pair and the quantity, a firm
 * quote from the best acceptor with its countdown, then an order or a quick trade at it. State
 * lives in `useOtcForm`; this only renders.
 */
function OtcForm({ state, pairs }: { state: OtcFormState; pairs: OtcPair[] }) {
  const { t } = useTranslation('otc');
  const { pair, form } = state;
  if (!pair) return null;
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <form onSubmit={state.requestQuote} noValidate data-testid="otc-form">
        <Stack gap="lg">
          <SegmentedControl
            fullWidth
            value={state.side}
            onChange={(v) => state.setSide(v === 'sell' ? 'sell' : 'buy')}
            color={state.side === 'buy' ? 'teal' : 'red'}
            data={[
              { value: 'buy', label: t('form.buy', { coin: pair.baseCoin }) },
              { value: 'sell', label: t('form.sell', { coin: pair.baseCoin }) },
            ]}
            data-testid="otc-side"
          />
          <Select
            label={t('form.pair')}
            data={pairs.map((p) => ({ value: p.symbol, label: p.symbol }))}
            value={pair.symbol}
            onChange={state.setSymbol}
            allowDeselect={false}
            data-testid="otc-pair"
          />
          <AmountField
            control={form.control}
            name="quantity"
            label={t('form.quantity')}
            decimals={pair.baseDecimals}
            coin={pair.baseCoin}
            description={
              pair.referencePrice
                ? t('form.reference', {
                    price: `${formatAmount(pair.referencePrice, { decimals: pair.priceDecimals })} ${pair.quoteCoin}`,
                  })
                : t('form.noReference')
            }
            message={state.quantityMessage}
            testId="otc-quantity"
          />
          {!state.quote && (
            <Button type="submit" size="md" loading={form.formState.isSubmitting} data-testid="otc-get-quote">
              {t('form.getQuote')}
            </Button>
          )}
          <QuoteCard state={state} pair={pair} />
          {state.formError && (
            <Alert color="red" icon={<AlertIcon />} data-testid="otc-form-error">
              {state.formError}
            </Alert>
          )}
          {state.quote && <TradeButtons state={state} />}
          <Text size="xs" c="dimmed">
            {t('form.hint')}
          </Text>
        </Stack>
      </form>
    </Paper>
  );
}
