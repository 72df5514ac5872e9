import '@mantine/core/styles/Badge.css';
import type { P2pAd } from '@coffer/contract/p2p';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { formatAmount } from '../../../domain/money/format-amount';
import { useTranslation } from '../../../lib/react-i18n';
import { adPriceNote, adPriceText, channelName, releaseMinutes } from '../model/labels';

/** One dealer's ad: its price, per-order limits, what is left, the channels and the dealer's record. */
export function AdCard({
  ad,
  decimals,
  onTrade,
}: {
  ad: P2pAd;
  decimals: number;
  onTrade: (ad: P2pAd) => void;
}) {
  const { t } = useTranslation('p2p');
  const minutes = releaseMinutes(ad.averageReleaseSeconds);
  return (
    <Paper withBorder radius="md" p="md" data-testid="p2p-ad">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="md">
        <Stack gap={4} miw={0} style={{ flex: '1 1 220px' }}>
          <Text fw={700}>{ad.dealerName}</Text>
          <Text size="xs" c="dimmed" data-testid="p2p-ad-record">
            {ad.completedOrders === 0
              ? t('ad.noOrders')
              : t('ad.record', { count: ad.completedOrders, rate: ad.completionRate })}
            {' · '}
            {minutes === null ? t('ad.noRelease') : t('ad.release', { count: minutes })}
          </Text>
          <Group gap={6}>
            {ad.channels.map((c) => (
              <Badge key={c} variant="light" color="gray" size="sm">
                {channelName(t, c)}
              </Badge>
            ))}
          </Group>
        </Stack>
        <Stack gap={2} style={{ flex: '1 1 200px' }}>
          <Text size="xl" fw={700} ff="monospace" data-testid="p2p-ad-price">
            {adPriceText(t, ad)}
          </Text>
          {ad.margin !== null && (
            <Text size="xs" c="dimmed" data-testid="p2p-ad-price-note">
              {adPriceNote(t, ad)}
            </Text>
          )}
          <Text size="sm" c="dimmed">
            {t('ad.limits', {
              min: formatAmount(ad.minTotal, { decimals: 2 }),
              max: formatAmount(ad.maxTotal, { decimals: 2 }),
              fiat: ad.fiat,
            })}
          </Text>
          <Text size="sm" c="dimmed">
            {t('ad.available', { amount: formatAmount(ad.available, { decimals }), coin: ad.coin })}
          </Text>
        </Stack>
        <Button
          color={ad.side === 'buy' ? 'teal' : 'red'}
          onClick={() => onTrade(ad)}
          data-testid="p2p-ad-trade"
          style={{ alignSelf: 'center' }}
        >
          {t(`ad.${ad.side}`, { coin: ad.coin })}
        </Button>
      </Group>
    </Paper>
  );
}
