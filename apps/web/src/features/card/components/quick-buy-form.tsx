import { Button, Card, PasswordInput, Stack, Text } from '@mantine/core';
import { AmountInput } from '../../../domain/money/amount-input';
import { errorMessage } from '../../../lib/http/error-handler';
import { useTranslation } from '../../../lib/react-i18n';
import type { useQuickBuy } from '../model/use-quick-buy';
import { CardBreakdown } from './card-breakdown';

/** /fiat/ThirdPartyPaymentOrder: a fixed USD amount of USDT, confirmed with the fund PIN. */
export function QuickBuyForm({ quick }: { quick: ReturnType<typeof useQuickBuy> }) {
  const { t } = useTranslation('card');
  const problem = quick.problem ? errorMessage(quick.problem) : undefined;
  return (
    <Card withBorder padding="lg" data-testid="quick-buy-form">
      <Stack gap="md">
        <AmountInput
          label={t('form.amount')}
          value={quick.fiatAmount}
          onChange={quick.setFiatAmount}
          decimals={2}
          coin="USD"
          error={quick.started ? undefined : problem}
          testId="quick-amount"
        />
        {!quick.started && (
          <Button onClick={() => void quick.start()} loading={quick.busy} data-testid="quick-start">
            {t('quick.start')}
          </Button>
        )}
        {quick.started && (
          <Stack gap="sm">
            <CardBreakdown quote={quick.started.quote} coinDecimals={6} />
            <PasswordInput
              label={t('quick.pin')}
              value={quick.pin}
              onChange={(e) => quick.setPin(e.currentTarget.value)}
              maxLength={6}
              inputMode="numeric"
              autoComplete="off"
              error={problem}
              data-testid="quick-pin"
            />
            {quick.noticeRead && <Text size="sm">{t('form.noticeRead')}</Text>}
            <Button onClick={() => void quick.confirm()} loading={quick.busy} data-testid="quick-confirm">
              {t('quick.confirm')}
            </Button>
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
