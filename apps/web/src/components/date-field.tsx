import '@mantine/dates/styles.css';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/zh-tw';
import type { MantineSize } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import type { ReactNode } from 'react';
import { useTranslation } from '../lib/react-i18n';
import { type IsoDate, parseTypedDate } from '../lib/typed-date';

/** dayjs's names of our languages, and how each writes a date in a field. */
const byLanguage: Record<string, { locale: string; format: string }> = {
  en: { locale: 'en', format: 'D MMM YYYY' },
  'zh-CN': { locale: 'zh-cn', format: 'YYYY年M月D日' },
  'zh-TW': { locale: 'zh-tw', format: 'YYYY年M月D日' },
};

/**
 * The app's date field (issue 12: the browser's own showed mm/dd/yyyy whatever the language): a
 * text field that takes a typed date (parseTypedDate) with a calendar in the reader's language.
 * The value is 'YYYY-MM-DD', '' when empty, as forms and filters carry dates.
 */
export function DateField({
  label,
  value,
  onChange,
  onBlur,
  minDate,
  maxDate,
  description,
  error,
  withAsterisk,
  size,
  w,
  testId,
}: {
  label: string;
  value: IsoDate;
  onChange: (value: IsoDate) => void;
  onBlur?: () => void;
  /** Limits of the calendar; leave them out where a form's schema explains a wrong date. */
  minDate?: IsoDate;
  maxDate?: IsoDate;
  description?: ReactNode;
  error?: ReactNode;
  withAsterisk?: boolean;
  size?: MantineSize;
  w?: number;
  testId?: string;
}) {
  const { i18n } = useTranslation();
  const language = byLanguage[i18n.language] ?? byLanguage.en;
  return (
    <DateInput
      label={label}
      value={value || null}
      onChange={(next) => onChange(next ?? '')}
      onBlur={onBlur}
      dateParser={parseTypedDate}
      valueFormat={language?.format}
      locale={language?.locale}
      minDate={minDate || undefined}
      maxDate={maxDate || undefined}
      description={description}
      error={error}
      withAsterisk={withAsterisk}
      size={size}
      w={w}
      clearable
      popoverProps={{ withinPortal: true }}
      data-testid={testId}
    />
  );
}
