import type { GlobalPayInStatus } from '@coffer/contract/global-account';
import { Group, Stack, Text } from '@mantine/core';
import { figureField, type HistoryField, textField, useMoneyFields } from '../../../domain/history/fields';
import { ChoiceFilter } from '../../../domain/history/filters';
import { HistoryPanel } from '../../../domain/history/history-panel';
import { useHistoryPaging } from '../../../domain/history/paged-list';
import { useHistoryTexts } from '../../../domain/history/use-history-texts';
import { formatAmount } from '../../../domain/money/format-amount';
import { StatusBadge } from '../../../domain/money/status-badge';
import { useTranslation } from '../../../lib/react-i18n';
import { type GlobalPayIn, type PayInFilter, payInList } from '../api/global-account';
import { payInStatuses, payInStatusView, reviewReasonKey } from '../model/pay-in-status';
import classes from './pay-in-list.module.css';

const statusText = (t: (key: string) => string, p: GlobalPayIn) =>
  t(payInStatusView[p.status]?.key ?? 'payIn.status.pendingReview');

const money = (value: string, currency: string) => `${formatAmount(value, { decimals: 2 })} ${currency}`;

function usePayInFields(): HistoryField<GlobalPayIn>[] {
  const { t } = useTranslation(['global-account', 'money']);
  const fields = useMoneyFields();
  const reasonText = (p: GlobalPayIn) => (p.reviewReason ? t(reviewReasonKey(p.reviewReason)) : '');
  const returnText = (p: GlobalPayIn) =>
    p.returnReason ? t('payIn.returnReason', { reason: p.returnReason }) : '';
  return [
    fields.time(),
    {
      column: {
        key: 'payer',
        header: t('payIn.payer'),
        cell: (p: GlobalPayIn) => (
          <Stack gap={2}>
            <Text size="sm">{p.payerName}</Text>
            <Text size="xs" c="dimmed" ff="monospace">
              {p.payerAccount}
            </Text>
          </Stack>
        ),
      },
      csv: [
        { header: t('payIn.payer'), value: (p) => p.payerName },
        { header: t('payIn.payerAccount'), value: (p) => p.payerAccount },
      ],
    },
    figureField(
      'amount',
      t('money:history.amount'),
      (p) => money(p.amount, p.currency),
      (p) => p.amount,
      {
        hideOnPhone: true,
      },
    ),
    figureField(
      'fee',
      t('money:history.fee'),
      (p) => (p.credited === null ? '--' : money(p.fee, p.currency)),
      (p) => (p.credited === null ? '' : p.fee),
      { hideOnPhone: true },
    ),
    figureField(
      'credited',
      t('payIn.credited'),
      (p) => (p.credited === null ? '--' : money(p.credited, p.currency)),
      (p) => p.credited ?? '',
      { hideOnPhone: true },
    ),
    fields.status(
      (p) => {
        const view = payInStatusView[p.status];
        return (
          <Stack gap={2} className={classes.status}>
            <StatusBadge color={view?.color ?? 'gray'} testId="global-pay-in-status">
              {statusText(t, p)}
            </StatusBadge>
            {p.reviewReason && (
              <Text size="xs" c="dimmed">
                {reasonText(p)}
              </Text>
            )}
            {p.returnReason && (
              <Text size="xs" c="dimmed" data-testid="global-pay-in-return-reason">
                {returnText(p)}
              </Text>
            )}
          </Stack>
        );
      },
      (p) => [statusText(t, p), reasonText(p), returnText(p)].filter(Boolean).join(' · '),
    ),
    textField('reference', t('payIn.reference'), (p) => p.reference, { hideOnPhone: true }),
    fields.reference((p) => p.id),
  ];
}

/**
 * The payments that reached the account details: credited at once (a whitelisted payer past its
 * cool-off), held for the operator's review (with why), or returned to the payer. Live.
 */
export function PayInList({ currencies }: { currencies: readonly string[] }) {
  const { t } = useTranslation(['global-account', 'money']);
  const texts = useHistoryTexts(t('payIn.title'), t('payIn.empty'));
  const { filter, refine, paging } = useHistoryPaging<PayInFilter, GlobalPayIn>(payInList);
  const fields = usePayInFields();
  return (
    <HistoryPanel
      texts={texts}
      testId="global-pay-ins"
      fields={fields}
      filters={
        <Group gap="sm" align="flex-end">
          <ChoiceFilter
            label={t('payIn.statusLabel')}
            allLabel={t('payIn.allStatuses')}
            choices={payInStatuses.map((value) => ({ value, label: t(payInStatusView[value]?.key ?? '') }))}
            value={filter.status}
            onChange={(status) => refine({ status: status as GlobalPayInStatus | undefined })}
            w={170}
            testId="global-pay-ins-status"
          />
          <ChoiceFilter
            label={t('common.currency')}
            allLabel={t('common.allCurrencies')}
            choices={currencies.map((c) => ({ value: c, label: c }))}
            value={filter.currency}
            onChange={(currency) => refine({ currency: currency as PayInFilter['currency'] })}
            w={150}
            testId="global-pay-ins-currency"
          />
        </Group>
      }
      {...paging}
      rowKey={(p) => p.id}
      phoneTitle={(p) => ({
        title: `${p.payerName} · ${statusText(t, p)}`,
        amount: money(p.amount, p.currency),
      })}
    />
  );
}
