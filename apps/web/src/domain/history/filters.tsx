import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CoinSelect } from '../money/coin-network';

/** A history's coin filter: every coin, or one. */
export function CoinFilter({
  coins,
  value,
  onChange,
}: {
  coins: { coin: string; name: string }[];
  value: string | undefined;
  onChange: (coin: string | undefined) => void;
}) {
  const { t } = useTranslation('money');
  return (
    <CoinSelect
      coins={coins}
      value={value ?? null}
      onChange={(coin) => onChange(coin ?? undefined)}
      label={t('history.coin')}
      allowAll
      size="xs"
      w={190}
    />
  );
}

/**
 * A history's filter over numbered choices (a status, a record type), with an "all" choice first;
 * undefined stands for all.
 */
export function NumberChoiceFilter<N extends number>({
  label,
  allLabel,
  choices,
  value,
  onChange,
  w = 190,
  disabled,
  placeholder,
}: {
  label: string;
  allLabel: string;
  choices: { value: N; label: string }[];
  value: N | undefined;
  onChange: (value: N | undefined) => void;
  w?: number;
  disabled?: boolean;
  placeholder?: string;
}) {
  return (
    <Select
      label={label}
      size="xs"
      w={w}
      data={[
        { value: '', label: allLabel },
        ...choices.map((c) => ({ value: String(c.value), label: c.label })),
      ]}
      value={value === undefined ? '' : String(value)}
      onChange={(v) => onChange(v ? (Number(v) as N) : undefined)}
      disabled={disabled}
      placeholder={placeholder}
      allowDeselect={false}
    />
  );
}
