import { Select } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../lib/react-i18n';

/**
 * The currency a cash screen works in, kept in the address (`?currency=EUR`) so a balance's link
 * opens the screen on its currency; the first of the account's currencies otherwise.
 */
export function useCurrencyChoice(currencies: readonly string[]) {
  const [search, setSearch] = useSearchParams();
  const asked = search.get('currency');
  const currency = asked && currencies.includes(asked) ? asked : (currencies[0] ?? null);
  const choose = (next: string) =>
    setSearch(
      (s) => {
        s.set('currency', next);
        return s;
      },
      { replace: true },
    );
  return { currency, choose };
}

export function CurrencySelect({
  currencies,
  value,
  onChange,
  testId,
}: {
  currencies: readonly string[];
  value: string | null;
  onChange: (currency: string) => void;
  testId: string;
}) {
  const { t } = useTranslation('cash');
  return (
    <Select
      label={t('common.currency')}
      data={currencies.map((c) => ({ value: c, label: c }))}
      value={value}
      onChange={(v) => v && onChange(v)}
      allowDeselect={false}
      maw={240}
      data-testid={testId}
    />
  );
}
