import type { CoinConfig } from '@coffer/contract/assets';
import { Button, Group, Input, Select, Text } from '@mantine/core';
import { useTranslation } from '../../lib/react-i18n';

interface CoinOption {
  coin: string;
  name: string;
}

/** A coin, searchable by code or name. */
export function CoinSelect({
  coins,
  value,
  onChange,
  label,
  error,
  allowAll,
  testId,
  size,
  w,
}: {
  coins: CoinOption[];
  value: string | null;
  onChange: (coin: string | null) => void;
  label?: string;
  error?: string;
  /** An "all coins" choice (filters). */
  allowAll?: boolean;
  testId?: string;
  size?: 'xs' | 'sm' | 'md';
  w?: number;
}) {
  const { t } = useTranslation('money');
  const data = [
    ...(allowAll ? [{ value: '', label: t('filters.allCoins') }] : []),
    ...coins.map((c) => ({ value: c.coin, label: `${c.coin} · ${c.name}` })),
  ];
  return (
    <Select
      label={label}
      data={data}
      value={value ?? (allowAll ? '' : null)}
      onChange={(v) => onChange(v === '' ? null : v)}
      searchable
      allowDeselect={false}
      nothingFoundMessage={t('filters.nothingFound')}
      placeholder={t('form.chooseCoin')}
      error={error}
      size={size}
      w={w}
      comboboxProps={{ withinPortal: true }}
      data-testid={testId}
    />
  );
}

interface NetworkOption {
  network: string;
  networkName: string;
  disabled?: boolean;
}

/** The networks of the chosen coin as a row of buttons: the choice decides where money goes. */
export function NetworkPicker({
  networks,
  value,
  onChange,
  label,
  error,
}: {
  networks: NetworkOption[];
  value: string | null;
  onChange: (network: string) => void;
  label: string;
  error?: string;
}) {
  const { t } = useTranslation('money');
  return (
    <Input.Wrapper label={label} error={error}>
      <Group gap="xs" mt={4} role="radiogroup" aria-label={label}>
        {networks.map((n) => {
          const selected = n.network === value;
          return (
            <Button
              key={n.network}
              role="radio"
              aria-checked={selected}
              variant={selected ? 'light' : 'default'}
              disabled={n.disabled}
              onClick={() => onChange(n.network)}
              styles={{ inner: { justifyContent: 'flex-start' } }}
              h="auto"
              py={6}
            >
              <span style={{ textAlign: 'left' }}>
                <Text span fw={600} size="sm" display="block">
                  {n.network}
                </Text>
                <Text span size="xs" c="dimmed" display="block">
                  {n.disabled ? t('form.networkSuspended') : n.networkName}
                </Text>
              </span>
            </Button>
          );
        })}
      </Group>
    </Input.Wrapper>
  );
}

/** The coin and network a money screen works on, and how it reports a new choice. */
export interface CoinChoiceProps {
  coins: CoinConfig[];
  coin: CoinConfig | undefined;
  network: string | null;
  onChange: (next: { coin: string; network: string | null }) => void;
}

type CoinNetworkConfig = CoinConfig['networks'][number];

/**
 * The coin, then its network. `usable` says which networks this screen can use (deposits: those
 * taking deposits…); the others show as suspended, and a new coin starts on its first usable one.
 */
export function CoinAndNetwork({
  coins,
  coin,
  network,
  onChange,
  usable = () => true,
  testId,
}: CoinChoiceProps & { usable?: (network: CoinNetworkConfig) => boolean; testId: string }) {
  const { t } = useTranslation('money');
  return (
    <>
      <CoinSelect
        coins={coins}
        value={coin?.coin ?? null}
        onChange={(c) => {
          const next = coins.find((x) => x.coin === c);
          const first = next?.networks.find(usable);
          if (next) onChange({ coin: next.coin, network: first?.network ?? null });
        }}
        label={t('form.coin')}
        testId={testId}
      />
      {coin && (
        <NetworkPicker
          label={t('form.network')}
          networks={coin.networks.map((n) => ({
            network: n.network,
            networkName: n.networkName,
            disabled: !usable(n),
          }))}
          value={network}
          onChange={(n) => onChange({ coin: coin.coin, network: n })}
        />
      )}
    </>
  );
}
