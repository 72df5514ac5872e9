import '@mantine/core/styles/Divider.css';
import {
  Box,
  Button,
  Divider,
  Group,
  NativeSelect,
  Paper,
  Progress,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { decimalOf } from '../../../domain/money/amount-text';
import { Dec, formatAmount } from '../../../domain/money/format-amount';
import { currencyName, pricingCurrenciesQueryOptions } from '../../../domain/money/legal-currencies';
import { useTranslation } from '../../../lib/react-i18n';
import { conversionQueryOptions, summaryQueryOptions, useSetPricingCurrency } from '../api/valuation';

/** The total in the pricing currency (and in BTC), the currency switcher, and the main actions. */
export function TotalCard() {
  const { t, i18n } = useTranslation(['assets', 'money']);
  const language = i18n.resolvedLanguage ?? 'en';
  const summary = useQuery(summaryQueryOptions());
  const conversion = useQuery(conversionQueryOptions());
  const currencies = useQuery(pricingCurrenciesQueryOptions());
  const change = useSetPricingCurrency();
  const currency = summary.data?.currency;
  const decimals = currencies.data?.find((c) => c.currency === currency)?.decimals ?? 2;

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} h="100%">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <TotalFigure
            summary={summary.data}
            failed={summary.isError}
            btc={conversion.data?.btc}
            decimals={decimals}
          />
          {/* A native select: Mantine's Select would bring floating-ui (~30 kB) into the first visit. */}
          <NativeSelect
            label={t('overview.pricingCurrency')}
            data={(currencies.data ?? []).map((c) => ({
              value: c.currency,
              label: `${c.currency} · ${currencyName(c.currency, language, c.name)}`,
            }))}
            value={currency ?? ''}
            onChange={(e) => {
              const v = e.currentTarget.value;
              if (v && v !== currency) change.mutate(v);
            }}
            disabled={!currency || change.isPending}
            w={200}
            size="xs"
            data-testid="pricing-currency"
          />
        </Group>
        <MoneyActions />
        {summary.data && (
          <WalletShares wallets={summary.data.wallets} currency={summary.data.currency} decimals={decimals} />
        )}
      </Stack>
    </Paper>
  );
}

/** The total in the pricing currency (a skeleton while it loads), and the same in BTC. */
function TotalFigure({
  summary,
  failed,
  btc,
  decimals,
}: {
  summary: { total: string; currency: string } | undefined;
  failed: boolean;
  btc: string | undefined;
  decimals: number;
}) {
  const { t } = useTranslation('assets');
  return (
    <Stack gap={4}>
      <Text size="sm" c="dimmed">
        {t('overview.total')}
      </Text>
      {summary ? (
        <Group gap={8} align="baseline" wrap="wrap">
          <Text
            fz={{ base: 30, sm: 38 }}
            fw={700}
            lh={1.1}
            style={{ fontVariantNumeric: 'tabular-nums' }}
            data-testid="assets-total"
          >
            {formatAmount(summary.total, { decimals })}
          </Text>
          <Text fw={600} c="dimmed">
            {summary.currency}
          </Text>
        </Group>
      ) : failed ? (
        <Text c="dimmed">{t('overview.totalFailed')}</Text>
      ) : (
        <Skeleton h={38} w={220} />
      )}
      <Text size="sm" c="dimmed" data-testid="assets-total-btc">
        {btc ? t('overview.inBtc', { amount: formatAmount(btc, { decimals: 8 }) }) : ' '}
      </Text>
    </Stack>
  );
}

/** The way to the deposit, withdraw and transfer pages. */
function MoneyActions() {
  const { t } = useTranslation('money');
  return (
    <Group gap="sm">
      <Button component={Link} to={paths.assets.recharge.href()} data-testid="total-deposit">
        {t('nav.deposit')}
      </Button>
      <Button component={Link} to={paths.assets.withdraw.href()} variant="light">
        {t('nav.withdraw')}
      </Button>
      <Button component={Link} to={paths.assets.transfer.href()} variant="default">
        {t('nav.transfer')}
      </Button>
    </Group>
  );
}

/** The total split by wallet, with each one's share: where the money sits, at a glance. */
function WalletShares({
  wallets,
  currency,
  decimals,
}: {
  wallets: { walletType: number; total: string }[];
  currency: string;
  decimals: number;
}) {
  const { t } = useTranslation(['assets', 'money']);
  const total = wallets.reduce((sum, w) => sum.plus(decimalOf(w.total) ?? 0), new Dec(0));
  const held = wallets.filter((w) => /[1-9]/.test(w.total));
  if (held.length === 0) return null;
  // The divider stands before the list: a list holds only its items (screen readers count them).
  return (
    <Box pt="xs">
      <Divider mb={4} />
      <Stack
        gap="xs"
        component="ul"
        mt="xs"
        mb={0}
        p={0}
        style={{ listStyle: 'none' }}
        aria-label={t('overview.byWallet')}
      >
        {held.map((w) => {
          const share = total.gt(0) ? (decimalOf(w.total) ?? new Dec(0)).div(total).times(100).toNumber() : 0;
          return (
            <Stack key={w.walletType} gap={4} component="li">
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <Text size="sm">{t(`money:wallet.${w.walletType}`)}</Text>
                <Text size="sm" fw={600} style={{ fontVariantNumeric: 'tabular-nums' }}>
                  {formatAmount(w.total, { decimals })} {currency}
                </Text>
              </Group>
              <Progress value={share} size="sm" aria-hidden="true" />
            </Stack>
          );
        })}
      </Stack>
    </Box>
  );
}
