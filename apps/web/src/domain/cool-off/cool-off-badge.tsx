import '@mantine/core/styles/Badge.css';
import { Badge } from '@mantine/core';
import { formatDateTime } from '../../lib/format-date';
import { useTranslation } from '../../lib/react-i18n';
import { type CoolingOff, inCoolOff } from './cool-off';

/**
 * A list row's cool-off: "usable from <time>" while it runs, then "ready". The words are the
 * feature's (`usableFrom` with a `time`); the test ids are `<testId>-cooling` and `<testId>-ready`.
 */
export function CoolOffBadge({
  item,
  now,
  usableFrom,
  ready,
  testId,
}: {
  item: CoolingOff;
  now: number;
  usableFrom: (time: string) => string;
  ready: string;
  testId: string;
}) {
  const { i18n } = useTranslation();
  if (!inCoolOff(item, now))
    return (
      <Badge color="teal" variant="light" style={{ textTransform: 'none' }} data-testid={`${testId}-ready`}>
        {ready}
      </Badge>
    );
  return (
    <Badge
      color="yellow"
      variant="light"
      style={{ textTransform: 'none', minWidth: 'max-content' }}
      data-testid={`${testId}-cooling`}
    >
      {usableFrom(formatDateTime(item.usableFrom, i18n.resolvedLanguage ?? 'en'))}
    </Badge>
  );
}
