import Decimal from 'decimal.js';

/** One day of the chart: the day's receipts and payments (summed over sub-merchants, exactly). */
export interface ReportDay {
  date: string;
  receipt: string;
  payment: string;
}

const dayMs = 86_400_000;

/** The `days` UTC days up to `today`, each with its totals (zero when the report has no line). */
export function reportSeries(
  rows: readonly { date: string; receiptAmount: string; paymentAmount: string }[],
  today: string,
  days: number,
): ReportDay[] {
  const end = Date.parse(`${today}T00:00:00Z`);
  return Array.from({ length: days }, (_, i) => {
    const date = new Date(end - (days - 1 - i) * dayMs).toISOString().slice(0, 10);
    const mine = rows.filter((r) => r.date === date);
    const sum = (pick: (r: (typeof mine)[number]) => string) =>
      mine.reduce((total, r) => total.plus(pick(r)), new Decimal(0)).toFixed();
    return { date, receipt: sum((r) => r.receiptAmount), payment: sum((r) => r.paymentAmount) };
  });
}

/** The largest day's receipt or payment of the series: the top of the chart's scale. */
export function reportScaleMax(days: readonly ReportDay[]): string {
  return days
    .flatMap((d) => [d.receipt, d.payment])
    .reduce((max, v) => Decimal.max(max, v), new Decimal(0))
    .toFixed();
}
