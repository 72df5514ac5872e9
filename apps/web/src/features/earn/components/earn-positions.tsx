import { earnPositionStatus } from '@coffer/contract/earn';
import { Alert, Button, Card, Grid, Group, Stack, Text } from '@mantine/core';
import { useRef } from 'react';
import { Link } from 'react-router';
import { LabelValue } from '../../../components/label-value';
import { paths } from '../../../config/paths';
import { useConfirmAction } from '../../../domain/forms/confirm-action';
import { newRequestId } from '../../../domain/money/request-id';
import { StatusBadge } from '../../../domain/money/status-badge';
import { formatDateTime } from '../../../lib/format-date';
import { useTranslation } from '../../../lib/react-i18n';
import { type EarnPosition, type EarnProduct, redeem, useEarnRefresh } from '../api/earn';
import { redemptionQuote } from '../model/estimate';
import { amountText } from '../model/product-terms';
import { positionStatusView, redemptionStatusView } from '../model/statuses';
import { localTimeOfUtc } from '../model/utc-days';
import { useTermText } from './product-card';

/** The daily redemption pause in words, with the reader's own clock beside UTC. */
export function RedemptionRule() {
  const { t, i18n } = useTranslation('earn');
  const language = i18n.resolvedLanguage ?? 'en';
  return (
    <Alert color="blue" variant="light" data-testid="earn-redeem-rule">
      <Stack gap={4}>
        <Text size="sm" fw={600}>
          {t('rule.title')}
        </Text>
        <Text size="sm">
          {t('rule.pause', { from: localTimeOfUtc(16, 0, language), to: localTimeOfUtc(16, 20, language) })}
        </Text>
        <Text size="sm">{t('rule.accrual')}</Text>
        <Text size="sm">{t('rule.fixed')}</Text>
      </Stack>
    </Alert>
  );
}

/** Per asset: what is invested, yesterday's interest and all interest so far. */
export function EarnTotals({
  totals,
  decimalsOf,
}: {
  totals: { asset: string; principal: string; interestTotal: string; interestYesterday: string }[];
  decimalsOf: (asset: string) => number;
}) {
  const { t } = useTranslation('earn');
  if (totals.length === 0) return null;
  return (
    <Grid data-testid="earn-totals">
      {totals.map((total) => {
        const money = (v: string) => amountText(total.asset, decimalsOf(total.asset), v);
        return (
          <Grid.Col key={total.asset} span={{ base: 12, sm: 6, lg: 4 }}>
            <Card withBorder radius="md" padding="md">
              <Stack gap={6}>
                <Text fw={700}>{total.asset}</Text>
                <LabelValue label={t('totals.principal')} value={money(total.principal)} />
                <LabelValue
                  label={t('totals.yesterday')}
                  value={money(total.interestYesterday)}
                  testId={`earn-total-yesterday-${total.asset}`}
                />
                <LabelValue
                  label={t('totals.total')}
                  value={money(total.interestTotal)}
                  testId={`earn-total-interest-${total.asset}`}
                />
              </Stack>
            </Card>
          </Grid.Col>
        );
      })}
    </Grid>
  );
}

function PositionCard({
  position,
  product,
  onRedeem,
}: {
  position: EarnPosition;
  product: EarnProduct | undefined;
  onRedeem: () => void;
}) {
  const { t, i18n } = useTranslation('earn');
  const termText = useTermText();
  const decimals = product?.decimals ?? 8;
  const money = (v: string) => amountText(position.asset, decimals, v);
  const status = positionStatusView[position.status];
  const redemption = position.redemption;
  const redemptionView = redemption ? redemptionStatusView[redemption.status] : undefined;
  const subscribedAt = formatDateTime(position.subscribedAt, i18n.resolvedLanguage ?? 'en');
  return (
    <Card withBorder radius="md" padding="lg" h="100%" data-testid="earn-position">
      <Stack gap="sm" h="100%">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={700}>
            {position.asset} · {termText(position)}
          </Text>
          {status && (
            <StatusBadge color={status.color} testId="earn-position-status">
              {t(status.key)}
            </StatusBadge>
          )}
        </Group>
        <Stack gap={6}>
          <LabelValue
            label={t('position.principal')}
            value={money(position.amount)}
            testId="earn-position-amount"
          />
          <LabelValue label={t('position.subscribedAt')} value={subscribedAt} weight={500} />
          <LabelValue
            label={t('position.start')}
            value={t('estimate.utcDay', { day: position.accrualStartDay })}
            weight={500}
          />
          {position.maturityDay && (
            <LabelValue
              label={t('position.maturity')}
              value={t('estimate.utcDay', { day: position.maturityDay })}
              weight={500}
            />
          )}
          <LabelValue
            label={t('position.paidThrough')}
            value={
              position.paidThroughDay
                ? t('estimate.utcDay', { day: position.paidThroughDay })
                : t('position.notYet')
            }
            weight={500}
          />
          <LabelValue
            label={t('position.yesterday')}
            value={money(position.interestYesterday)}
            testId="earn-position-yesterday"
          />
          <LabelValue
            label={t('position.total')}
            value={money(position.interestTotal)}
            testId="earn-position-interest"
          />
        </Stack>
        <Text size="xs" c="dimmed" data-testid="earn-position-accruing">
          {position.accruing
            ? t('position.accruing')
            : position.status === earnPositionStatus.members.redeeming
              ? t('position.notAccruingRedeeming')
              : position.status === earnPositionStatus.members.redeemed
                ? t('position.closed')
                : t('position.matured')}
        </Text>
        {redemption && redemptionView && (
          <Group justify="space-between" gap="xs" data-testid="earn-position-redemption">
            <Text size="sm" c="dimmed">
              {t('position.redemption', { payout: money(redemption.payout) })}
            </Text>
            <StatusBadge color={redemptionView.color}>{t(redemptionView.key)}</StatusBadge>
          </Group>
        )}
        {position.status === earnPositionStatus.members.active && (
          <Button mt="auto" variant="light" onClick={onRedeem} data-testid="earn-redeem">
            {t('position.redeem')}
          </Button>
        )}
      </Stack>
    </Card>
  );
}

/**
 * The user's positions, newest first, each with its interest and its redemption; redeeming asks
 * first with what comes back (the penalty of a fixed one before maturity shown before confirming)
 * and the daily pause explained, then confirms.
 */
export function EarnPositions({
  positions,
  products,
}: {
  positions: EarnPosition[];
  products: EarnProduct[];
}) {
  const { t } = useTranslation('earn');
  const confirm = useConfirmAction();
  const refresh = useEarnRefresh();
  const termText = useTermText();
  const requestId = useRef(newRequestId());
  const productOf = (p: EarnPosition) => products.find((x) => x.productId === p.productId);

  const ask = (position: EarnPosition) => {
    const product = productOf(position);
    const quote = redemptionQuote(position, product, new Date());
    const money = (v: string) => amountText(position.asset, product?.decimals ?? 8, v);
    const early = quote.rule === 'early' || quote.penalty !== '0';
    requestId.current = newRequestId();
    confirm.ask({
      title: t('redeem.title'),
      body:
        quote.rule === 'paused'
          ? t('redeem.bodyPaused')
          : early
            ? t('redeem.bodyEarly', { day: position.maturityDay ?? '' })
            : t('redeem.body'),
      facts: [
        { label: t('confirm.product'), value: `${position.asset} · ${termText(position)}` },
        { label: t('position.principal'), value: money(position.amount) },
        ...(early
          ? [
              {
                label: t('redeem.penalty', { value: product?.penaltyPercent ?? '' }),
                value: <span data-testid="earn-redeem-penalty">{money(quote.penalty)}</span>,
              },
            ]
          : []),
        {
          label: t('redeem.payout'),
          value: <span data-testid="earn-redeem-payout">{money(quote.payout)}</span>,
        },
        { label: t('redeem.interest'), value: t('redeem.interestStops') },
      ],
      confirmLabel: early ? t('redeem.submitEarly') : t('redeem.submit'),
      danger: early,
      run: async () => {
        await redeem(position, early, requestId.current);
        await refresh();
      },
      done: t('redeem.done'),
    });
  };

  if (positions.length === 0) return <BrowseProducts testId="earn-no-positions" text={t('positions.none')} />;
  return (
    <>
      <Grid data-testid="earn-positions">
        {positions.map((position) => (
          <Grid.Col key={position.positionId} span={{ base: 12, sm: 6, lg: 4 }}>
            <PositionCard position={position} product={productOf(position)} onRedeem={() => ask(position)} />
          </Grid.Col>
        ))}
      </Grid>
      {confirm.dialog}
    </>
  );
}

/** Nothing to show yet: says why, with the way to the products. */
export function BrowseProducts({ testId, text }: { testId: string; text: string }) {
  const { t } = useTranslation('earn');
  return (
    <Alert color="gray" data-testid={testId}>
      <Group justify="space-between" gap="sm">
        <Text size="sm">{text}</Text>
        <Button component={Link} to={paths.trading.earn.path} size="xs">
          {t('positions.browse')}
        </Button>
      </Group>
    </Alert>
  );
}
