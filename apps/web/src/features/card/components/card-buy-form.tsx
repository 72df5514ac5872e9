import type { CardCoin, CardFiatCurrency } from '@coffer/contract/card';
import { Alert, Button, Card, Group, Select, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { AmountInput } from '../../../domain/money/amount-input';
import { useCountdown } from '../../../hooks/use-countdown';
import { errorMessage } from '../../../lib/http/error-handler';
import { useTranslation } from '../../../lib/react-i18n';
import type { CardBuy } from '../model/use-card-buy';
import { CardBreakdown } from './card-breakdown';

/** The /creditcard form: what to buy, the quote with its breakdown and countdown, and Pay. */
export function CardBuyForm({
  buy,
  coins,
  fiat,
}: {
  buy: CardBuy;
  coins: CardCoin[];
  fiat: CardFiatCurrency[];
}) {
  const { t } = useTranslation('card');
  const { secondsLeft, start } = useCountdown();
  const { quote } = buy;
  useEffect(() => {
    if (quote) start(Math.max(0, Math.ceil((Date.parse(quote.expiresAt) - Date.now()) / 1000)));
  }, [quote, start]);
  const bounds = fiat.find((f) => f.currency === buy.fiatCurrency);
  const coinDecimals = coins.find((c) => c.coin === buy.coin)?.decimals ?? 6;
  return (
    <Card withBorder padding="lg" data-testid="card-buy-form">
      <Stack gap="md">
        <Group grow align="flex-start">
          <Select
            label={t('form.coin')}
            data={coins.map((c) => ({ value: c.coin, label: c.coin }))}
            value={buy.coin}
            onChange={(v) => v && buy.setCoin(v)}
            allowDeselect={false}
            data-testid="card-coin"
          />
          <Select
            label={t('form.fiat')}
            data={fiat.map((f) => ({ value: f.currency, label: f.currency }))}
            value={buy.fiatCurrency}
            onChange={(v) => v && buy.setFiatCurrency(v)}
            allowDeselect={false}
            data-testid="card-fiat"
          />
        </Group>
        <AmountInput
          label={t('form.amount')}
          description={
            bounds
              ? t('form.bounds', { min: bounds.minAmount, max: bounds.maxAmount, currency: bounds.currency })
              : undefined
          }
          value={buy.fiatAmount}
          onChange={buy.setFiatAmount}
          decimals={bounds?.decimals ?? 2}
          coin={buy.fiatCurrency}
          error={buy.problem ? errorMessage(buy.problem) : undefined}
          testId="card-amount"
        />
        {!quote && (
          <Button onClick={() => void buy.getQuote()} loading={buy.busy} data-testid="card-get-quote">
            {t('form.getQuote')}
          </Button>
        )}
        {quote && (
          <Stack gap="sm">
            {buy.moved && (
              <Alert color="yellow" data-testid="card-price-moved">
                {t('form.priceMoved')}
              </Alert>
            )}
            <CardBreakdown quote={quote} coinDecimals={coinDecimals} />
            <Text size="sm" c={secondsLeft > 0 ? 'dimmed' : 'red'} data-testid="card-countdown">
              {secondsLeft > 0 ? t('form.validFor', { seconds: secondsLeft }) : t('form.expired')}
            </Text>
            {buy.noticeRead && (
              <Text size="sm" data-testid="card-notice-read">
                {t('form.noticeRead')}
              </Text>
            )}
            <Group grow>
              <Button variant="default" onClick={() => void buy.getQuote()} disabled={buy.busy}>
                {t('form.requote')}
              </Button>
              <Button onClick={() => void buy.pay()} loading={buy.busy} data-testid="card-pay">
                {buy.moved ? t('form.confirmNew') : t('form.pay')}
              </Button>
            </Group>
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
