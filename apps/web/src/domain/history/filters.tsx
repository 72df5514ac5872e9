import { Select } from '@mantine/core';
import { DateField } from '../../components/date-field';
import { useTranslation } from '../../lib/react-i18n';
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

/**
 * A history's "from" and "to" day fields ('YYYY-MM-DD'; undefined while empty), each bounding the
 * other's calendar; the test ids are `${testId}-from` and `${testId}-to`.
 */
export function DateRangeFilter({
  from,
  to,
  onChange,
  testId,
}: {
  from: string | undefined;
  to: string | undefined;
  onChange: (range: { from?: string; to?: string }) => void;
  testId: string;
}) {
  const { t } = useTranslation('money');
  return (
    <>
      <DateField
        size="xs"
        w={150}
        label={t('filters.from')}
        value={from ?? ''}
        maxDate={to}
        onChange={(day) => onChange({ from: day || undefined })}
        testId={`${testId}-from`}
      />
      <DateField
        size="xs"
        w={150}
        label={t('filters.to')}
        value={to ?? ''}
        minDate={from}
        onChange={(day) => onChange({ to: day || undefined })}
        testId={`${testId}-to`}
      />
    </>
  );
}
