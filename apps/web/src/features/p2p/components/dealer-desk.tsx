import '@mantine/core/styles/Badge.css';
import { type P2pAd, p2pAdStatus, p2pOrderIsOpen } from '@coffer/contract/p2p';
import { Alert, Anchor, Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { AlertIcon } from '../../../components/icons';
import { paths } from '../../../config/paths';
import { useCoinDecimals } from '../../../domain/money/coins';
import { formatAmount } from '../../../domain/money/format-amount';
import { useTranslation } from '../../../lib/react-i18n';
import { useDealerAdActions, useDealerAds, useDealerOrders } from '../api/p2p';
import { adPriceNote, adPriceText, channelName } from '../model/labels';
import { AdForm } from './ad-form';
import { P2pStatusBadge } from './order-status-badge';

/** One of the dealer's ads with its edit button and its pause / resume switch. */
function DealerAdRow({ ad, onEdit }: { ad: P2pAd; onEdit: () => void }) {
  const { t } = useTranslation(['p2p', 'common']);
  const actions = useDealerAdActions();
  const [pending, setPending] = useState(false);
  const active = ad.status === p2pAdStatus.members.active;
  const toggle = async () => {
    setPending(true);
    try {
      await actions.setStatus(ad.id, active ? p2pAdStatus.members.paused : p2pAdStatus.members.active);
    } finally {
      setPending(false);
    }
  };
  return (
    <Paper withBorder radius="md" p="sm" data-testid="p2p-dealer-ad">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Stack gap={2}>
          <Text fw={700} size="sm">
            {t(`ad.${ad.side}`, { coin: ad.coin })} · {adPriceText(t, ad)}
            {ad.margin !== null && ` (${adPriceNote(t, ad)})`}
          </Text>
          <Text size="xs" c="dimmed">
            {t('ad.limits', {
              min: formatAmount(ad.minTotal, { decimals: 2 }),
              max: formatAmount(ad.maxTotal, { decimals: 2 }),
              fiat: ad.fiat,
            })}
            {' · '}
            {ad.channels.map((c) => channelName(t, c)).join(', ')}
          </Text>
        </Stack>
        <Group gap="xs">
          <Button size="compact-sm" variant="default" onClick={onEdit} data-testid="p2p-dealer-ad-edit">
            {t('dealer.edit')}
          </Button>
          <Badge color={active ? 'teal' : 'gray'} variant="light" style={{ textTransform: 'none' }}>
            {active ? t('dealer.active') : t('dealer.paused')}
          </Badge>
          <Button
            size="compact-sm"
            variant="light"
            loading={pending}
            onClick={() => void toggle()}
            data-testid="p2p-dealer-ad-toggle"
          >
            {active ? t('dealer.pause') : t('dealer.resume')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}

/** The orders users placed on the dealer's ads; each opens on /fiat/order, where the dealer acts. */
function DealerOrders() {
  const { t } = useTranslation('p2p');
  const { formatIn } = useCoinDecimals();
  const orders = useDealerOrders(1);
  const items = orders.data?.items ?? [];
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {t('dealer.orders')}
      </Title>
      {items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('list.empty')}
        </Text>
      ) : (
        items.map((o) => (
          <Paper key={o.orderId} withBorder radius="md" p="sm" data-testid="p2p-dealer-order">
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Stack gap={2}>
                <Text size="sm" fw={700}>
                  {t(`order.heading.${o.side === 'buy' ? 'sell' : 'buy'}`, { coin: o.coin })} ·{' '}
                  {formatIn(o.quantity, o.coin)} {o.coin} · {formatAmount(o.total, { decimals: 2 })} {o.fiat}
                </Text>
                <Text size="xs" c="dimmed">
                  {o.userName} · {o.orderId}
                </Text>
              </Stack>
              <Group gap="xs">
                <P2pStatusBadge status={o.status} reader="dealer" />
                <Anchor
                  component={Link}
                  to={paths.trading.fiatOrder.href({ id: o.orderId })}
                  size="sm"
                  fw={p2pOrderIsOpen(o.status) ? 700 : 400}
                  data-testid="p2p-dealer-order-open"
                >
                  {t('list.details')}
                </Anchor>
              </Group>
            </Group>
          </Paper>
        ))
      )}
    </Stack>
  );
}

/** The dealer's P2P desk on /account/acceptor: its ads (publish, pause, resume) and its orders. */
export function P2pDealerDesk() {
  const { t } = useTranslation('p2p');
  const ads = useDealerAds();
  // The form open on the desk: a new ad, an ad being edited, or none.
  const [form, setForm] = useState<'new' | P2pAd | null>(null);
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} data-testid="p2p-dealer-desk">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} size="h4">
            {t('dealer.title')}
          </Title>
          {form === null && (
            <Button variant="light" onClick={() => setForm('new')} data-testid="p2p-dealer-publish">
              {t('dealer.publish')}
            </Button>
          )}
        </Group>
        {form !== null && (
          <AdForm
            key={form === 'new' ? 'new' : form.id}
            ad={form === 'new' ? undefined : form}
            onDone={() => setForm(null)}
          />
        )}
        <DealerOrders />
        <Title order={3} size="h5">
          {t('dealer.ads')}
        </Title>
        {ads.isError ? (
          <Alert color="red" icon={<AlertIcon />}>
            {t('market.failed')}
          </Alert>
        ) : (
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            {(ads.data ?? []).map((ad) => (
              <DealerAdRow key={ad.id} ad={ad} onEdit={() => setForm(ad)} />
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Paper>
  );
}
