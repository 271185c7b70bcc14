import { type AdminDashboard, formatRupees } from '@storefront/shared';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import { HeaderRow } from './data-table';
// uPlot's own styles, loaded with this chunk only: the shop's pages never fetch them
import 'uplot/dist/uPlot.min.css';

type Day = AdminDashboard['dailySales'][number];

const HEIGHT = 220;
const dayLabel = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' });
/** ₹12.5k rather than ₹12,500 on the narrow axis of a phone. */
const compact = new Intl.NumberFormat('en-IN', { notation: 'compact', maximumFractionDigits: 1 });

/** Seconds at UTC midnight of the India date: uPlot's x values, labelled as that date. */
const secondsOf = (date: string) => Date.parse(`${date}T00:00:00Z`) / 1000;

/**
 * Daily sales as bars, drawn by uPlot on a canvas that follows its box's width. The figures
 * are also in a table below it for screen readers and for reading exact amounts.
 */
export function SalesChart({ days }: { days: Day[] }) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const plot = new uPlot(
      {
        width: Math.max(element.clientWidth, 240),
        height: HEIGHT,
        legend: { show: false },
        cursor: { y: false, points: { show: false } },
        scales: { x: { time: false }, y: { range: (_u, _min, max) => [0, Math.max(max, 100) * 1.1] } },
        axes: [
          {
            stroke: '#5b3a66',
            grid: { show: false },
            values: (_u, splits) => splits.map((value) => dayLabel.format(new Date(value * 1000))),
            space: 60,
          },
          {
            stroke: '#5b3a66',
            grid: { stroke: '#ece4d4' },
            size: 56,
            values: (_u, splits) => splits.map((value) => `₹${compact.format(value)}`),
          },
        ],
        series: [
          {},
          {
            label: 'Sales',
            stroke: '#b8860b',
            fill: 'rgba(212, 160, 23, 0.55)',
            width: 1,
            paths: uPlot.paths.bars?.({ size: [0.7, 28] }),
            value: (_u, value) => (value == null ? '' : formatRupees(value)),
          },
        ],
      },
      [days.map((day) => secondsOf(day.date)), days.map((day) => day.revenue)],
      element,
    );
    const resize = new ResizeObserver(() =>
      plot.setSize({ width: Math.max(element.clientWidth, 240), height: HEIGHT }),
    );
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [days]);

  const total = days.reduce((sum, day) => sum + day.revenue, 0);
  return (
    <figure>
      <div
        ref={box}
        role="img"
        aria-label={`Daily sales for the last ${days.length} days, ${formatRupees(total)} in all`}
        className="w-full overflow-hidden"
      />
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer text-plum-700">Sales by day as a table</summary>
        <table className="mt-2 w-full text-left">
          <thead className="text-xs uppercase text-plum-700">
            <HeaderRow className="py-1" cells={['Day', 'Orders', { label: 'Sales', right: true }]} />
          </thead>
          <tbody>
            {[...days].reverse().map((day) => (
              <tr key={day.date} className="border-t border-ivory-200">
                <td className="py-1">{dayLabel.format(new Date(secondsOf(day.date) * 1000))}</td>
                <td className="py-1">{day.orders}</td>
                <td className="py-1 text-right">{formatRupees(day.revenue)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
