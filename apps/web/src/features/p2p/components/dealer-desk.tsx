import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import '@mantine/core/styles/NumberInput.css';
import {
  type P2pAd,
  type PaymentChannel,
  p2pAdFieldsSchema,
  p2pAdStatus,
  p2pFiats,
  p2pOrderIsOpen,
  paymentChannel,
} from '@coffer/contract/p2p';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  MultiSelect,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { AlertIcon } from '../../../components/icons';
import { paths } from '../../../config/paths';
import { useCoinDecimals } from '../../../domain/money/coins';
import { formatAmount } from '../../../domain/money/format-amount';
import { isApiError } from '../../../lib/http/api-error';
import { errorMessage } from '../../../lib/http/error-handler';
import { notifySuccess } from '../../../lib/overlays';
import { useTranslation } from '../../../lib/react-i18n';
import { useDealerAdActions, useDealerAds, useDealerOrders } from '../api/p2p';
import { channelName, priceDecimals } from '../model/labels';
import { P2pStatusBadge } from './order-status-badge';

/** One of the dealer's ads with its pause / resume switch. */
function DealerAdRow({ ad }: { ad: P2pAd }) {
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
            {t(`ad.${ad.side}`, { coin: ad.coin })} · {formatAmount(ad.price, { decimals: priceDecimals })}{' '}
            {ad.fiat}
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

const emptyAd = {
  side: 'buy',
  coin: 'USDT',
  fiat: 'USD',
  price: '',
  minTotal: '',
  maxTotal: '',
  available: '',
  channels: [] as string[],
  windowMinutes: 15,
};

/** Publishes a new ad, checked with the contract's ad schema before it is sent. */
function PublishAdForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation(['p2p', 'common']);
  const actions = useDealerAdActions();
  const [values, setValues] = useState(emptyAd);
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const set = (change: Partial<typeof emptyAd>) => setValues((v) => ({ ...v, ...change }));
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = p2pAdFieldsSchema.safeParse({ ...values, channels: values.channels.map(Number) });
    if (!parsed.success) {
      setProblem(t('dealer.invalid'));
      return;
    }
    setProblem(null);
    setPending(true);
    try {
      await actions.publish(parsed.data);
      void notifySuccess(t('dealer.published'));
      onDone();
    } catch (error) {
      setProblem(isApiError(error) ? errorMessage(error) : t('common:http.unexpected'));
    } finally {
      setPending(false);
    }
  };
  const text = (key: 'price' | 'minTotal' | 'maxTotal' | 'available') => (
    <TextInput
      label={t(`dealer.field.${key}`)}
      value={values[key]}
      onChange={(e) => set({ [key]: e.currentTarget.value.replace(/[^0-9.]/g, '') })}
      inputMode="decimal"
      data-testid={`p2p-dealer-${key}`}
    />
  );
  return (
    <Paper withBorder radius="md" p="md">
      <form onSubmit={(e) => void submit(e)} noValidate data-testid="p2p-dealer-form">
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Select
              label={t('dealer.field.side')}
              data={[
                { value: 'buy', label: t('dealer.sideBuy') },
                { value: 'sell', label: t('dealer.sideSell') },
              ]}
              value={values.side}
              onChange={(v) => v && set({ side: v })}
              allowDeselect={false}
            />
            <TextInput
              label={t('market.coin')}
              value={values.coin}
              onChange={(e) => set({ coin: e.currentTarget.value.toUpperCase() })}
            />
            <Select
              label={t('market.fiat')}
              data={[...p2pFiats]}
              value={values.fiat}
              onChange={(v) => v && set({ fiat: v })}
              allowDeselect={false}
            />
            {text('price')}
            {text('minTotal')}
            {text('maxTotal')}
            {text('available')}
            <MultiSelect
              label={t('market.channel')}
              data={(Object.values(paymentChannel.members) as PaymentChannel[]).map((c) => ({
                value: String(c),
                label: channelName(t, c),
              }))}
              value={values.channels}
              onChange={(channels) => set({ channels })}
            />
            <NumberInput
              label={t('dealer.field.window')}
              min={5}
              max={120}
              value={values.windowMinutes}
              onChange={(v) => set({ windowMinutes: Number(v) || 0 })}
            />
          </SimpleGrid>
          {problem && (
            <Alert color="red" icon={<AlertIcon />} data-testid="p2p-dealer-error">
              {problem}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onDone}>
              {t('common:actions.cancel')}
            </Button>
            <Button type="submit" loading={pending}>
              {t('dealer.publish')}
            </Button>
          </Group>
        </Stack>
      </form>
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
                <P2pStatusBadge status={o.status} />
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
  const [publishing, setPublishing] = useState(false);
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} data-testid="p2p-dealer-desk">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} size="h4">
            {t('dealer.title')}
          </Title>
          {!publishing && (
            <Button variant="light" onClick={() => setPublishing(true)} data-testid="p2p-dealer-publish">
              {t('dealer.publish')}
            </Button>
          )}
        </Group>
        {publishing && <PublishAdForm onDone={() => setPublishing(false)} />}
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
              <DealerAdRow key={ad.id} ad={ad} />
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Paper>
  );
}
