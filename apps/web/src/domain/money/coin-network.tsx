import { Button, Group, Input, Select, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

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
