import '@mantine/core/styles/Badge.css';
import { earnProductKind, earnProductStatus } from '@coffer/contract/earn';
import { Badge, Button, Card, Group, Progress, Stack, Text } from '@mantine/core';
import { LabelValue } from '../../../components/label-value';
import { useTranslation } from '../../../lib/react-i18n';
import type { EarnProduct } from '../api/earn';
import { limitText, percentText, quotaTakenPercent, tierBands, topApr } from '../model/product-terms';

/** The product's kind in words: flexible, or its fixed term. */
export function useTermText() {
  const { t } = useTranslation('earn');
  return (p: Pick<EarnProduct, 'kind' | 'termDays'>) =>
    p.kind === earnProductKind.members.flexible || p.termDays === null
      ? t('product.flexible')
      : t('product.fixedDays', { days: p.termDays });
}

/** The APR by slice of the principal, one line per tier (one tier: one line, no bounds). */
function AprTiers({ product }: { product: EarnProduct }) {
  const { t } = useTranslation('earn');
  const bands = tierBands(product.tiers);
  if (bands.length < 2) return null;
  return (
    <Stack gap={2} data-testid="earn-product-tiers">
      {bands.map((band) => (
        <Text key={band.fromAmount} size="xs" c="dimmed">
          {band.toAmount === null
            ? t('product.tierAbove', {
                apr: percentText(band.aprPercent),
                from: limitText(product, band.fromAmount),
              })
            : t('product.tierUpTo', {
                apr: percentText(band.aprPercent),
                to: limitText(product, band.toAmount),
              })}
        </Text>
      ))}
    </Stack>
  );
}

/**
 * One savings product: its APR (named as such: simple interest paid daily, not an APY), term,
 * limits and the quota left for everyone; the action to subscribe (or why not).
 */
export function ProductCard({
  product,
  action,
}: {
  product: EarnProduct;
  /** The button under the card: subscribe, or sign in first. */
  action: { label: string; onClick: () => void; disabled?: boolean };
}) {
  const { t } = useTranslation('earn');
  const termText = useTermText();
  const paused = product.status === earnProductStatus.members.paused;
  const fixed = product.kind === earnProductKind.members.fixed;
  const tiered = product.tiers.length > 1;
  return (
    <Card withBorder radius="md" padding="lg" h="100%" data-testid={`earn-product-${product.productId}`}>
      <Stack gap="sm" h="100%">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={700} size="lg">
            {product.asset}
          </Text>
          <Group gap={6} wrap="nowrap">
            {paused && (
              <Badge color="gray" variant="light" radius="sm" style={{ textTransform: 'none' }}>
                {t('product.paused')}
              </Badge>
            )}
            <Badge
              color={fixed ? 'violet' : 'teal'}
              variant="light"
              radius="sm"
              style={{ textTransform: 'none' }}
            >
              {termText(product)}
            </Badge>
          </Group>
        </Group>
        <Stack gap={0}>
          <Text size="xs" c="dimmed">
            {tiered ? t('product.aprUpTo') : t('product.apr')}
          </Text>
          <Text
            fz={28}
            fw={700}
            c="teal"
            data-testid="earn-product-apr"
            style={{ fontVariantNumeric: 'tabular-nums' }}
          >
            {t('product.percent', { value: percentText(topApr(product.tiers)) })}
          </Text>
          <AprTiers product={product} />
        </Stack>
        <Stack gap={6}>
          <LabelValue
            label={t('product.term')}
            value={
              fixed ? t('product.termFixed', { days: product.termDays ?? 0 }) : t('product.termFlexible')
            }
            weight={500}
          />
          <LabelValue label={t('product.min')} value={limitText(product, product.minAmount)} weight={500} />
          <LabelValue
            label={t('product.maxPerUser')}
            value={limitText(product, product.maxPerUser)}
            weight={500}
          />
          {fixed && (
            <LabelValue
              label={t('product.penalty')}
              value={t('product.percentOfPrincipal', { value: percentText(product.penaltyPercent) })}
              weight={500}
            />
          )}
          <LabelValue
            label={t('product.remaining')}
            value={limitText(product, product.remainingQuota)}
            testId="earn-product-remaining"
            weight={500}
          />
          <Progress
            value={quotaTakenPercent(product)}
            size="sm"
            aria-label={t('product.quotaTaken', { total: limitText(product, product.totalQuota) })}
          />
          <Text size="xs" c="dimmed">
            {t('product.quotaOf', { total: limitText(product, product.totalQuota) })}
          </Text>
        </Stack>
        <Button
          mt="auto"
          fullWidth
          onClick={action.onClick}
          disabled={paused || action.disabled}
          data-testid="earn-subscribe"
        >
          {paused ? t('product.pausedAction') : action.label}
        </Button>
      </Stack>
    </Card>
  );
}
