import { reportChartDays } from '@coffer/contract/merchant';
import { Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { figureField, type HistoryField, textField } from '../../../../domain/history/fields';
import { CoinFilter, DateRangeFilter } from '../../../../domain/history/filters';
import { HistoryPanel } from '../../../../domain/history/history-panel';
import { useHistoryPaging } from '../../../../domain/history/paged-list';
import { useHistoryTexts } from '../../../../domain/history/use-history-texts';
import { useCoinDecimals, useCoins } from '../../../../domain/money/coins';
import { formatAmount } from '../../../../domain/money/format-amount';
import { formatDate, formatDateTime } from '../../../../lib/format-date';
import { useTranslation } from '../../../../lib/react-i18n';
import { reportList, reportQueryOptions } from '../api/report';
import { type ReportDay, reportScaleMax, reportSeries } from '../model/report-series';

const ReportChart = lazy(() => import('./report-chart'));

interface Line {
  subMerchantUid: string | null;
  currency: string;
  date: string;
  receiptAmount: string;
  paymentAmount: string;
  refundAmount: string;
}

const today = () => new Date().toISOString().slice(0, 10);
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

/** The daily report: a chart of the last 30 days for one currency, then the lines, exportable. */
export function ReportPanel() {
  const { t } = useTranslation(['merchant', 'money']);
  const texts = useHistoryTexts(t('report.lines'), t('report.empty'));
  const coins = useCoins();
  const { filter, refine, paging } = useHistoryPaging(reportList);
  const decimalsOf = (coin: string) => coins.data?.find((c) => c.coin === coin)?.decimals ?? 8;
  const who = (r: Line) => r.subMerchantUid ?? t('report.merchantItself');
  const money = (key: 'receiptAmount' | 'paymentAmount' | 'refundAmount', header: string) =>
    figureField<Line>(
      key,
      header,
      (r) => formatAmount(r[key], { decimals: decimalsOf(r.currency) }),
      (r) => r[key],
    );
  const fields: HistoryField<Line>[] = [
    textField('date', t('report.date'), (r) => r.date, { nowrap: true }),
    textField('sub', t('report.subMerchant'), who, { hideOnPhone: true }),
    textField('currency', t('report.currency'), (r) => r.currency, { hideOnPhone: true }),
    money('receiptAmount', t('report.receipt')),
    money('paymentAmount', t('report.payment')),
    money('refundAmount', t('report.refund')),
  ];
  return (
    <Stack gap="lg">
      <ReportChartCard currency={filter.currency} />
      <HistoryPanel
        texts={texts}
        testId="report-lines"
        fileName="coffer-daily-report"
        fields={fields}
        filters={
          <Group gap="sm" align="end" wrap="wrap">
            <CoinFilter
              coins={(coins.data ?? []).filter((c) => !c.isFiat)}
              value={filter.currency}
              onChange={(currency) => refine({ currency })}
              label={t('report.currency')}
            />
            <DateRangeFilter
              from={filter.startDate}
              to={filter.endDate}
              onChange={(range) =>
                refine({
                  ...('from' in range ? { startDate: range.from } : {}),
                  ...('to' in range ? { endDate: range.to } : {}),
                })
              }
              testId="report-range"
            />
          </Group>
        }
        {...paging}
        rowKey={(r) => `${r.date}:${r.currency}:${r.subMerchantUid ?? ''}`}
        phoneTitle={(r) => ({ title: `${r.date} · ${r.currency}` })}
      />
    </Stack>
  );
}

/** The chart with its scale: the top and zero on the left, the first and last day below. */
function ChartWithAxes({ days, label, decimals }: { days: ReportDay[]; label: string; decimals: number }) {
  const { i18n } = useTranslation('merchant');
  const max = reportScaleMax(days);
  const day = (d: ReportDay | undefined) => (d ? formatDate(d.date, i18n.resolvedLanguage ?? 'en') : '');
  return (
    <Group gap="xs" align="stretch" wrap="nowrap" data-testid="report-chart-axes">
      <Stack justify="space-between" gap={0} py={0} style={{ flexShrink: 0 }}>
        <Text size="xs" c="dimmed" ta="right" data-testid="report-chart-max">
          {formatAmount(max, { decimals, style: 'limit' })}
        </Text>
        <Text size="xs" c="dimmed" ta="right">
          0
        </Text>
      </Stack>
      <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
        <Suspense fallback={<Skeleton h={160} />}>
          <ReportChart days={days} max={max} label={label} />
        </Suspense>
        <Group justify="space-between">
          <Text size="xs" c="dimmed">
            {day(days[0])}
          </Text>
          <Text size="xs" c="dimmed">
            {day(days.at(-1))}
          </Text>
        </Group>
      </Stack>
    </Group>
  );
}

/** The last 30 days of one currency (the filter's, else the first the report has). */
function ReportChartCard({ currency }: { currency?: string }) {
  const { t, i18n } = useTranslation('merchant');
  const { decimalsOf } = useCoinDecimals();
  const recent = useQuery(
    reportQueryOptions({ startDate: daysAgo(reportChartDays - 1), endDate: today(), currency, page: 1 }),
  );
  const rows = recent.data?.items ?? [];
  const shown = currency ?? rows[0]?.currency;
  // The lines are computed by a job: the figures are as of its latest run over them.
  const asOf = rows.reduce<string | null>(
    (latest, r) => (!latest || r.computedAt > latest ? r.computedAt : latest),
    null,
  );
  const days = reportSeries(
    rows.filter((r) => r.currency === shown),
    today(),
    reportChartDays,
  );
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} fz="lg">
            {t('report.chart', { currency: shown ?? '' })}
          </Title>
          <Group gap="md">
            <Text size="xs" c="teal">
              ■ {t('report.receipt')}
            </Text>
            <Text size="xs" c="red">
              ■ {t('report.payment')}
            </Text>
          </Group>
        </Group>
        {rows.length === 0 ? (
          <Text size="sm" c="dimmed" data-testid="report-chart-empty">
            {recent.isPending ? t('report.loading') : t('report.chartEmpty')}
          </Text>
        ) : (
          <ChartWithAxes
            days={days}
            decimals={decimalsOf(shown ?? '')}
            label={t('report.chart', { currency: shown ?? '' })}
          />
        )}
        {asOf && (
          <Text size="xs" c="dimmed" data-testid="report-as-of">
            {t('report.asOf', { time: formatDateTime(asOf, i18n.resolvedLanguage ?? 'en') })}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
