import { savingsAgreement } from '@coffer/contract/earn';
import { Alert, Anchor, Checkbox, Modal, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { LabelValue } from '../../../components/label-value';
import { paths } from '../../../config/paths';
import { FormActions } from '../../../domain/forms/form-actions';
import { AmountInput } from '../../../domain/money/amount-input';
import { decimalOf } from '../../../domain/money/amount-text';
import { investmentAssetsQueryOptions } from '../../../domain/money/balances';
import { Dec } from '../../../domain/money/format-amount';
import { useTranslation } from '../../../lib/react-i18n';
import type { EarnProduct } from '../api/earn';
import { type SubscriptionEstimate, subscriptionEstimate } from '../model/estimate';
import { amountText, limitText } from '../model/product-terms';
import { localTimeOfUtcMidnight } from '../model/utc-days';
import { useTermText } from './product-card';

/** What the user asked for, to confirm: the product, the amount, the estimate it was shown. */
export interface SubscriptionRequest {
  product: EarnProduct;
  amount: string;
  estimate: SubscriptionEstimate;
  openAccount: boolean;
}

/** The dates and the interest of a subscription of `amount` now, and how they are worked out. */
export function EstimateBox({ product, amount }: { product: EarnProduct; amount: string }) {
  const { t, i18n } = useTranslation('earn');
  const e = subscriptionEstimate(product, amount || '0', new Date());
  const money = (v: string) => amountText(product.asset, product.decimals, v);
  return (
    <Stack
      gap={6}
      p="sm"
      style={{ borderRadius: 8, background: 'var(--mantine-color-default-hover)' }}
      data-testid="earn-estimate"
    >
      <Text size="sm" fw={600}>
        {t('estimate.title')}
      </Text>
      <LabelValue
        label={t('estimate.subscribedOn')}
        value={t('estimate.utcDay', { day: e.subscribedDay })}
        weight={500}
      />
      <LabelValue
        label={t('estimate.startsOn')}
        value={t('estimate.utcDay', { day: e.startDay })}
        testId="earn-estimate-start"
      />
      <LabelValue
        label={t('estimate.firstPaid')}
        value={t('estimate.afterMidnight', { day: e.firstPaidDay })}
        weight={500}
      />
      {e.maturityDay && (
        <LabelValue
          label={t('estimate.maturity')}
          value={t('estimate.utcDay', { day: e.maturityDay })}
          weight={500}
        />
      )}
      <LabelValue label={t('estimate.perDay')} value={money(e.perDay)} testId="earn-estimate-day" />
      <LabelValue
        label={
          product.termDays === null
            ? t('estimate.totalFlexible', { days: e.days })
            : t('estimate.totalFixed', { days: e.days })
        }
        value={money(e.total)}
        testId="earn-estimate-total"
      />
      <Text size="xs" c="dimmed">
        {t('estimate.t2', {
          start: e.startDay,
          local: localTimeOfUtcMidnight(e.subscribedDay, i18n.resolvedLanguage ?? 'en'),
        })}
      </Text>
      <Text size="xs" c="dimmed">
        {t('estimate.how', { decimals: product.decimals })}
      </Text>
    </Stack>
  );
}

/** Why the amount cannot be subscribed, checked here first (the server checks them all again). */
function amountProblem(
  t: (key: string, options?: Record<string, unknown>) => string,
  product: EarnProduct,
  amount: string,
  available: string | undefined,
): string | null {
  const d = decimalOf(amount);
  if (!d || d.lte(0)) return t('subscribe.amountRequired');
  if (d.lt(product.minAmount)) return t('subscribe.belowMin', { min: limitText(product, product.minAmount) });
  if (d.gt(product.maxPerUser))
    return t('subscribe.aboveMax', { max: limitText(product, product.maxPerUser) });
  if (d.gt(product.remainingQuota))
    return t('subscribe.aboveQuota', { left: limitText(product, product.remainingQuota) });
  if (available !== undefined && d.gt(available)) return t('subscribe.insufficient');
  return null;
}

/**
 * The subscribe dialog: the amount from the investment wallet, the estimate with its dates and
 * how it is computed, and — before the first subscription — the savings agreement to tick (help
 * article 3). It asks; the confirmation that follows does it.
 */
export function SubscribeDialog({
  product,
  openAccount,
  onClose,
  onReview,
}: {
  product: EarnProduct | null;
  /** No earn account yet: the agreement must be ticked, and the account opens with the subscription. */
  openAccount: boolean;
  onClose: () => void;
  onReview: (request: SubscriptionRequest) => void;
}) {
  const { t } = useTranslation('earn');
  const termText = useTermText();
  return (
    <Modal
      opened={product !== null}
      onClose={onClose}
      centered
      title={product ? t('subscribe.title', { asset: product.asset, term: termText(product) }) : ''}
      data-testid="earn-subscribe-dialog"
    >
      {product && (
        <SubscribeForm
          key={product.productId}
          product={product}
          openAccount={openAccount}
          onClose={onClose}
          onReview={onReview}
        />
      )}
    </Modal>
  );
}

function SubscribeForm({
  product,
  openAccount,
  onClose,
  onReview,
}: {
  product: EarnProduct;
  openAccount: boolean;
  onClose: () => void;
  onReview: (request: SubscriptionRequest) => void;
}) {
  const { t } = useTranslation(['earn', 'common']);
  const balances = useQuery(investmentAssetsQueryOptions());
  const available = balances.data?.items.find((b) => b.coin === product.asset)?.available;
  const [amount, setAmount] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [tried, setTried] = useState(false);
  const problem = amountProblem((k, o) => t(`earn:${k}`, o), product, amount, available);
  const agreementMissing = openAccount && !agreed;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (problem || agreementMissing) return;
    onReview({
      product,
      amount,
      estimate: subscriptionEstimate(product, amount, new Date()),
      openAccount,
    });
  };
  const short = available !== undefined && new Dec(available).lt(product.minAmount);
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <AmountInput
          label={t('earn:subscribe.amount')}
          description={t('earn:subscribe.available', {
            amount: available === undefined ? '--' : amountText(product.asset, product.decimals, available),
          })}
          value={amount}
          onChange={setAmount}
          decimals={product.decimals}
          coin={product.asset}
          onMax={
            available === undefined
              ? undefined
              : () => setAmount(Dec.min(available, product.maxPerUser, product.remainingQuota).toFixed())
          }
          error={tried ? (problem ?? undefined) : undefined}
          testId="earn-amount"
        />
        {short && (
          <Alert color="yellow" data-testid="earn-short">
            <Text size="sm">
              {t('earn:subscribe.short', { min: limitText(product, product.minAmount) })}{' '}
              <Anchor component={Link} to={paths.assets.transfer.href()} size="sm">
                {t('earn:subscribe.transfer')}
              </Anchor>
            </Text>
          </Alert>
        )}
        <EstimateBox product={product} amount={problem ? '0' : amount} />
        {openAccount && (
          <Checkbox
            checked={agreed}
            onChange={(e) => setAgreed(e.currentTarget.checked)}
            error={tried && agreementMissing ? t('earn:subscribe.agreeRequired') : undefined}
            data-testid="earn-agree"
            label={
              <>
                {t('earn:subscribe.agreePrefix')}{' '}
                <Anchor
                  component={Link}
                  to={paths.help.detail.href(savingsAgreement.helpArticleId)}
                  target="_blank"
                  rel="noopener"
                  data-testid="earn-agreement-link"
                >
                  {t('earn:subscribe.agreement')}
                </Anchor>
              </>
            }
          />
        )}
        <FormActions
          cancelLabel={t('common:actions.cancel')}
          onCancel={onClose}
          submitLabel={t('earn:subscribe.review')}
          submitting={false}
          submitTestId="earn-review"
        />
      </Stack>
    </form>
  );
}
