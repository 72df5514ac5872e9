import { NativeSelect, type NativeSelectProps } from '@mantine/core';
import { useMemo } from 'react';
import { callingCodeLabel, callingCodes } from '../lib/calling-codes';
import { useTranslation } from '../lib/react-i18n';

/** The country calling code of a phone number; a native select, light and easy on phones. */
export function CallingCodeSelect(props: Omit<NativeSelectProps, 'data'>) {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const data = useMemo(
    () => callingCodes.map((entry) => ({ value: entry.code, label: callingCodeLabel(entry, language) })),
    [language],
  );
  return <NativeSelect data={data} {...props} />;
}
