import {
  type P2pAd,
  type P2pSide,
  type PaymentChannel,
  p2pFiats,
  paymentChannel,
} from '@coffer/contract/p2p';
import { Alert, Group, Paper, SegmentedControl, Select, Skeleton, Stack } from '@mantine/core';
import { useState } from 'react';
import { AlertIcon } from '../../../components/icons';
import { useCoinDecimals, useCoins } from '../../../domain/money/coins';
import { useTranslation } from '../../../lib/react-i18n';
import { type AdsFilter, useAds } from '../api/p2p';
import { channelName } from '../model/labels';
import { AdCard } from './ad-card';
import { PlaceOrderDialog } from './place-order-dialog';

const fiatSet: readonly string[] = p2pFiats;
const allChannels = 'all';

/** The first filter: buy USDT with USD, as the demo data and most users start. */
export const initialAdsFilter: AdsFilter = { side: 'buy', coin: 'USDT', fiat: 'USD' };

/**
 * /fiat: the dealers' ads for a side, coin and fiat, optionally one payment type, best price first;
 * choosing one opens its order form.
 */
export function FiatMarket() {
  const { t } = useTranslation('p2p');
  const [filter, setFilter] = useState<AdsFilter>(initialAdsFilter);
  const [chosen, setChosen] = useState<P2pAd | null>(null);
  const ads = useAds(filter);
  const coins = (useCoins().data ?? [])
    .filter((c) => !c.isFiat && !fiatSet.includes(c.coin))
    .map((c) => c.coin);
  const { decimalsOf } = useCoinDecimals();
  const change = (next: Partial<AdsFilter>) => setFilter((f) => ({ ...f, ...next }));
  return (
    <Stack gap="md">
      <Paper withBorder radius="lg" p="md">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <SegmentedControl
            value={filter.side}
            onChange={(v) => change({ side: v as P2pSide })}
            color={filter.side === 'buy' ? 'teal' : 'red'}
            data={[
              { value: 'buy', label: t('market.buy') },
              { value: 'sell', label: t('market.sell') },
            ]}
            data-testid="p2p-side"
          />
          <Select
            label={t('market.coin')}
            data={coins.length > 0 ? coins : [filter.coin]}
            value={filter.coin}
            onChange={(v) => v && change({ coin: v })}
            allowDeselect={false}
            w={120}
            data-testid="p2p-coin"
          />
          <Select
            label={t('market.fiat')}
            data={[...p2pFiats]}
            value={filter.fiat}
            onChange={(v) => v && change({ fiat: v })}
            allowDeselect={false}
            w={110}
            data-testid="p2p-fiat"
          />
          <Select
            label={t('market.channel')}
            data={[
              { value: allChannels, label: t('market.allChannels') },
              ...Object.values(paymentChannel.members).map((c) => ({
                value: String(c),
                label: channelName(t, c),
              })),
            ]}
            value={filter.channel === undefined ? allChannels : String(filter.channel)}
            onChange={(v) =>
              change({ channel: !v || v === allChannels ? undefined : (Number(v) as PaymentChannel) })
            }
            allowDeselect={false}
            w={200}
            data-testid="p2p-channel-filter"
          />
        </Group>
      </Paper>
      {ads.isError ? (
        <Alert color="red" icon={<AlertIcon />}>
          {t('market.failed')}
        </Alert>
      ) : !ads.data ? (
        <Skeleton h={120} radius="md" />
      ) : ads.data.length === 0 ? (
        <Alert color="gray" data-testid="p2p-no-ads">
          {t('market.noAds')}
        </Alert>
      ) : (
        <Stack gap="sm" data-testid="p2p-ads">
          {ads.data.map((ad) => (
            <AdCard key={ad.id} ad={ad} decimals={decimalsOf(ad.coin)} onTrade={setChosen} />
          ))}
        </Stack>
      )}
      <PlaceOrderDialog
        ad={chosen}
        decimals={chosen ? decimalsOf(chosen.coin) : 8}
        onClose={() => setChosen(null)}
      />
    </Stack>
  );
}
