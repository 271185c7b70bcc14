import { type AdminDashboard, formatRupees } from '@storefront/shared';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import { HeaderRow } from './data-table';
// uPlot's own styles, loaded with this chunk only: the shop's pages never fetch them
import 'uplot/dist/uPlot.min.css';

type Day = AdminDashboard['dailySales'][number];

const HEIGHT = 220;
const DAY_MS = 86_400_000;
const dayLabel = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' });
/** ₹12.5k rather than ₹12,500 on the narrow axis of a phone. */
const compact = new Intl.NumberFormat('en-IN', { notation: 'compact', maximumFractionDigits: 1 });

/**
 * An India date (YYYY-MM-DD) as a whole number of days since 1970-01-01: the chart's x value
 * of that day's bar. Counted on the UTC calendar, which is plain date arithmetic here: the
 * dates are already India days (the dashboard answer), no clock time is converted.
 */
const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;
/** "28 Nov": the day a bar, a tick and a table row stand for. */
const dayText = (day: number) => dayLabel.format(new Date(day * DAY_MS));

/** Tick steps in whole days: a tick never falls between two days. */
const DAY_STEPS = [1, 2, 3, 7, 14, 28, 91, 182, 364];

/**
 * Ticks on whole days, `step` days apart counted back from the last day shown, so today
 * always has its label; `min` and `max` are the x range, half a day past the first and last.
 */
function dayTicks(min: number, max: number, step: number): number[] {
  const every = Math.max(1, Math.round(step));
  const ticks: number[] = [];
  for (let day = Math.floor(max); day >= Math.ceil(min); day -= every) ticks.unshift(day);
  return ticks;
}

/** The x range: bars are centred on their days, so half a day more each side gives the first and last room. */
const dayRange = (min: number | null, max: number | null): [number, number] =>
  min === null || max === null ? [0, 1] : [min - 0.5, max + 0.5];

/** uPlot's options for `width` pixels: bars on whole-day x values, ticks on whole days. */
function salesChartOptions(width: number): uPlot.Options {
  return {
    width: Math.max(width, 240),
    height: HEIGHT,
    legend: { show: false },
    cursor: { y: false, points: { show: false } },
    scales: {
      x: { time: false, range: (_u, min, max) => dayRange(min, max) },
      y: { range: (_u, _min, max) => [0, Math.max(max, 100) * 1.1] },
    },
    axes: [
      {
        stroke: '#5b3a66',
        grid: { show: false },
        incrs: DAY_STEPS,
        splits: (_u, _axis, min, max, step) => dayTicks(min, max, step),
        values: (_u, ticks) => ticks.map(dayText),
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
        // uPlot would dot each bar's top once the days are wide apart
        points: { show: false },
        value: (_u, value) => (value == null ? '' : formatRupees(value)),
      },
    ],
  };
}

/** uPlot's data: each day's number and its sales. */
const salesChartData = (days: Day[]): uPlot.AlignedData => [
  days.map((day) => dayNumber(day.date)),
  days.map((day) => day.revenue),
];

/**
 * Daily sales as bars, drawn by uPlot on a canvas that follows its box's width. The figures
 * are also in a table below it for screen readers and for reading exact amounts.
 */
export function SalesChart({ days }: { days: Day[] }) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const plot = new uPlot(salesChartOptions(element.clientWidth), salesChartData(days), element);
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
                <td className="py-1">{dayText(dayNumber(day.date))}</td>
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
