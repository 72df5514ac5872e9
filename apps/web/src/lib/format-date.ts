// Dates apart from amounts: a page showing dates only should not load decimal.js.

/**
 * Records read alike in every language on a 24-hour clock: Intl's default for zh-TW is a 12-hour
 * clock with day periods (清晨 5:06), which reads oddly in a list of records.
 */
const clock = { hourCycle: 'h23' } as const;

function dateOf(iso: string | number): Date | undefined {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** A date and time in the reader's language and time zone, 24-hour clock. */
export function formatDateTime(iso: string | number, language: string): string {
  const date = dateOf(iso);
  if (!date) return '--';
  return new Intl.DateTimeFormat(language, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    ...clock,
  }).format(date);
}

/** A time of day (hours and minutes) in the reader's language, 24-hour clock. */
export function formatTime(iso: string | number, language: string): string {
  const date = dateOf(iso);
  if (!date) return '--';
  return new Intl.DateTimeFormat(language, { hour: '2-digit', minute: '2-digit', ...clock }).format(date);
}

export function formatDate(iso: string | number, language: string): string {
  const date = dateOf(iso);
  if (!date) return '--';
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(date);
}
