import { Bar } from '@visx/shape';
import Decimal from 'decimal.js';
import type { ReportDay } from '../model/report-series';

/**
 * The last 30 days as paired bars (@visx/shape, as the assets distribution chart): receipts and
 * payments per day, scaled to the largest. Each bar's share of the scale is computed exactly; only
 * the pixel height it becomes is a number.
 */
export default function ReportChart({
  days,
  max: scaleMax,
  label,
  height = 160,
}: {
  days: ReportDay[];
  /** The top of the scale (the axis beside says it). */
  max: string;
  label: string;
  height?: number;
}) {
  const width = 600;
  const max = new Decimal(scaleMax).isZero() ? new Decimal(1) : new Decimal(scaleMax);
  const slot = width / Math.max(days.length, 1);
  const bar = Math.max(slot / 2 - 1, 1);
  const h = (v: string) =>
    new Decimal(v)
      .div(max)
      .times(height - 4)
      .toNumber();
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      width="100%"
      height={height}
      preserveAspectRatio="none"
      role="img"
      aria-label={label}
      data-testid="report-chart"
    >
      {days.map((d, i) => (
        <g key={d.date}>
          <Bar
            x={i * slot}
            y={height - h(d.receipt)}
            width={bar}
            height={h(d.receipt)}
            fill="var(--mantine-color-teal-6)"
          >
            <title>{`${d.date} +${d.receipt}`}</title>
          </Bar>
          <Bar
            x={i * slot + bar}
            y={height - h(d.payment)}
            width={bar}
            height={h(d.payment)}
            fill="var(--mantine-color-red-6)"
          >
            <title>{`${d.date} −${d.payment}`}</title>
          </Bar>
        </g>
      ))}
      <line
        x1={0}
        x2={width}
        y1={height - 0.5}
        y2={height - 0.5}
        stroke="var(--mantine-color-default-border)"
      />
    </svg>
  );
}
