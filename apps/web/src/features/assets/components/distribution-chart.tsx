import { Pie } from '@visx/shape';
import { chartColorOf } from '../model/chart-colors';

/**
 * The ring chart of the distribution (@visx/shape's Pie: d3-shape's arcs as React SVG). Shares are
 * the server's percentages; the numbers are drawn, not computed with, so Number() is fine here.
 */
export default function DistributionChart({
  items,
  size,
  label,
}: {
  items: { coin: string; percent: string }[];
  size: number;
  label: string;
}) {
  const radius = size / 2;
  return (
    <svg width={size} height={size} role="img" aria-label={label} data-testid="distribution-chart">
      <g transform={`translate(${radius},${radius})`}>
        <Pie
          data={items}
          pieValue={(d) => Math.max(Number(d.percent), 0.5)}
          pieSort={null}
          outerRadius={radius}
          innerRadius={radius * 0.64}
          padAngle={items.length > 1 ? 0.012 : 0}
          cornerRadius={2}
        >
          {(pie) =>
            pie.arcs.map((arc) => (
              <path key={arc.data.coin} d={pie.path(arc) ?? ''} fill={chartColorOf(arc.data.coin)}>
                <title>{`${arc.data.coin} ${arc.data.percent}%`}</title>
              </path>
            ))
          }
        </Pie>
      </g>
    </svg>
  );
}
