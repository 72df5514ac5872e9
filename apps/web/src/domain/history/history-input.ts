/** A local day's start as an instant; the end bound is the next day's start (the server's `<`). */
const dayStart = (day: string, plusDays = 0) => {
  const [y, m, d] = day.split('-').map(Number);
  if (!y || !m || !d) return undefined;
  return new Date(y, m - 1, d + plusDays).toISOString();
};

/**
 * A history filter's local calendar days (`YYYY-MM-DD`, both included) as the API's time window:
 * from the first day's start up to, not including, the day after the last.
 */
export const dayWindow = (f: { from?: string; to?: string }) => ({
  startTime: f.from ? dayStart(f.from) : undefined,
  endTime: f.to ? dayStart(f.to, 1) : undefined,
});

/** A 1-based page of `pageSize` rows as the API's paging fields. */
export const pageWindow = (page: number, pageSize: number) => ({
  SkipCount: (page - 1) * pageSize,
  MaxResultCount: pageSize,
});
