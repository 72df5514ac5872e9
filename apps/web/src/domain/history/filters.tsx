import { Select } from '@mantine/core';
import { DateField } from '../../components/date-field';
import { useTranslation } from '../../lib/react-i18n';
import { CoinSelect } from '../money/coin-network';

/** A history's coin filter: every coin, or one. */
export function CoinFilter({
  coins,
  value,
  onChange,
  label,
}: {
  coins: { coin: string; name: string }[];
  value: string | undefined;
  onChange: (coin: string | undefined) => void;
  /** "Coin" unless the list calls it otherwise. */
  label?: string;
}) {
  const { t } = useTranslation('money');
  return (
    <CoinSelect
      coins={coins}
      value={value ?? null}
      onChange={(coin) => onChange(coin ?? undefined)}
      label={label ?? t('history.coin')}
      allowAll
      size="xs"
      w={190}
    />
  );
}

/**
 * A history's filter over a few choices (a status, a record type, a pair), with an "all" choice
 * first; undefined stands for all.
 */
export function ChoiceFilter<V extends string | number>({
  label,
  allLabel,
  choices,
  value,
  onChange,
  w = 190,
  disabled,
  placeholder,
  testId,
}: {
  label: string;
  allLabel: string;
  choices: readonly { value: V; label: string }[];
  value: V | undefined;
  onChange: (value: V | undefined) => void;
  w?: number;
  disabled?: boolean;
  placeholder?: string;
  testId?: string;
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
      onChange={(v) => onChange(choices.find((c) => String(c.value) === v)?.value)}
      disabled={disabled}
      placeholder={placeholder}
      allowDeselect={false}
      data-testid={testId}
    />
  );
}

/** A history's status filter: "Status", then "All statuses" and the statuses given. */
export function StatusFilter<N extends number>(
  props: Omit<Parameters<typeof ChoiceFilter<N>>[0], 'label' | 'allLabel'>,
) {
  const { t } = useTranslation('money');
  return <ChoiceFilter label={t('history.status')} allLabel={t('filters.allStatuses')} {...props} />;
}

/** Every member of an enum (`someEnum.members`) as a filter choice, named by `text`. */
export const memberChoices = <N extends number>(members: Record<string, N>, text: (value: N) => string) =>
  Object.values(members).map((value) => ({ value, label: text(value) }));

/** A filter field's value and onChange, for a filter component that sets that one field. */
export const filterBinding =
  <F,>(filter: F, onChange: (change: Partial<F>) => void) =>
  <K extends keyof F>(key: K) => ({
    value: filter[key],
    onChange: (value: F[K]) => onChange({ [key]: value } as unknown as Partial<F>),
  });

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
  const ends = [
    { end: 'from', value: from, label: t('filters.from'), bounds: { maxDate: to } },
    { end: 'to', value: to, label: t('filters.to'), bounds: { minDate: from } },
  ] as const;
  return ends.map(({ end, value, label, bounds }) => (
    <DateField
      key={end}
      size="xs"
      w={150}
      label={label}
      value={value ?? ''}
      {...bounds}
      onChange={(day) => onChange({ [end]: day || undefined })}
      testId={`${testId}-${end}`}
    />
  ));
}
