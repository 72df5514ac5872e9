/** A calendar date as the API and the forms carry it: 'YYYY-MM-DD'. */
export type IsoDate = string;

const pad = (n: number) => String(n).padStart(2, '0');

/** The date of these numbers, or null when there is no such day (31 February). */
function isoOf(year: number, month: number, day: number): IsoDate | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? `${year}-${pad(month)}-${pad(day)}` : null;
}

/**
 * Reads a date typed into a date field. Year first with any separators (2026-03-04, 2026/3/4,
 * 2026年3月4日, as the Chinese fields show them); or, for the English fields ('4 Mar 2026'), a
 * day, an English month name and a year in either order. Day-month-year in digits alone is
 * refused: 03/04/2026 is March in one country and April in another.
 */
export function parseTypedDate(text: string): IsoDate | null {
  const yearFirst = /^\s*(\d{4})\D+(\d{1,2})\D+(\d{1,2})\D*$/.exec(text);
  if (yearFirst) return isoOf(Number(yearFirst[1]), Number(yearFirst[2]), Number(yearFirst[3]));
  const monthName = /([A-Za-z]{3,})/.exec(text)?.[1]?.slice(0, 3).toLowerCase();
  const month = monthName ? months.indexOf(monthName) + 1 : 0;
  const numbers = text.match(/\d+/g)?.map(Number) ?? [];
  const year = numbers.find((n) => n >= 1000);
  const day = numbers.find((n) => n < 100);
  if (month === 0 || year === undefined || day === undefined || numbers.length !== 2) return null;
  return isoOf(year, month, day);
}

const months = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
