import type { AdminDashboard } from '@storefront/shared';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

type Day = AdminDashboard['dailySales'][number];
type Call = { kind: string; args: unknown[] };

/**
 * jsdom has no canvas: a 2D context and Path2D that record what uPlot draws, so a test can
 * read where each bar and each x axis label landed, in canvas pixels.
 */
function recordingCanvas() {
  const calls: Call[] = [];
  const recorder = (kind: string) =>
    new Proxy(
      {},
      {
        get: (_target, name) =>
          name === 'measureText'
            ? (text: string) => ({ width: text.length * 6 })
            : (...args: unknown[]) => calls.push({ kind: `${kind}.${String(name)}`, args }),
        set: () => true,
      },
    );
  vi.stubGlobal('matchMedia', () => ({ matches: false, addEventListener() {}, removeEventListener() {} }));
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
  vi.stubGlobal(
    'Path2D',
    class {
      constructor() {
        // biome-ignore lint/correctness/noConstructorReturn: the recorder stands in for a path
        return recorder('path');
      }
    },
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => recorder('ctx') as never);
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** 30 India days ending 28 Nov 2026, oldest first as the dashboard answers them. */
const days: Day[] = Array.from({ length: 30 }, (_, index) => ({
  date: new Date(Date.UTC(2026, 9, 30 + index)).toISOString().slice(0, 10),
  orders: 1,
  revenue: 500 + 100 * index,
  refunded: 0,
}));

/**
 * Draws the chart in a box `width` pixels wide: the bars (oldest day first), the plot area
 * (the widest rectangle: uPlot clips the series to it) and each x axis label with its x.
 */
async function drawChart(width: number) {
  const calls = recordingCanvas();
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(width);
  // uPlot reads matchMedia as it loads, which jsdom lacks: loaded once the stub is in place
  const { SalesChart } = await import('./sales-chart');
  render(<SalesChart days={days} />);
  // uPlot draws in a microtask after it is built
  await new Promise((resolve) => setTimeout(resolve, 20));
  const rects = calls
    .filter((call) => call.kind === 'path.rect')
    .map((call) => {
      const [x, , w] = call.args as number[];
      return { left: x!, right: x! + w!, centre: x! + w! / 2 };
    });
  const plot = rects.reduce((widest, rect) =>
    rect.right - rect.left > widest.right - widest.left ? rect : widest,
  );
  const bars = rects.filter((rect) => rect !== plot).sort((a, b) => a.left - b.left);
  const labels = calls
    .filter((call) => call.kind === 'ctx.fillText' && /^\d{1,2} [A-Z][a-z]{2}$/.test(String(call.args[0])))
    .map((call) => ({ text: String(call.args[0]), x: Number(call.args[1]) }));
  return { plot, bars, labels };
}

/** The table's text for each day, oldest first: what the chart's labels must say. */
function tableDays() {
  const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
  return rows.map((row) => within(row).getAllByRole('cell')[0]!.textContent).reverse();
}

describe('SalesChart', () => {
  for (const width of [350, 900]) {
    it(`labels each tick with the day of the bar it sits under, on whole days at even steps ending today (${width} px)`, async () => {
      const { bars, labels } = await drawChart(width);
      const names = tableDays();
      expect(bars).toHaveLength(days.length);
      expect(names.at(-1)).toBe('28 Nov');
      expect(labels.length).toBeGreaterThanOrEqual(3);
      const ticked = labels.map((label) => names.indexOf(label.text));
      // every label names a day shown, and sits on the centre of that day's bar
      for (const [index, label] of labels.entries()) {
        expect(ticked[index], label.text).toBeGreaterThanOrEqual(0);
        expect(Math.abs(label.x - bars[ticked[index]!]!.centre), label.text).toBeLessThanOrEqual(1);
      }
      const steps = ticked.slice(1).map((day, index) => day - ticked[index]!);
      expect(new Set(steps).size).toBe(1);
      expect(ticked.at(-1)).toBe(days.length - 1);
    });

    it(`shows the first and last bars whole, half a day in from the plot's edges (${width} px)`, async () => {
      const { plot, bars } = await drawChart(width);
      const pitch = bars[1]!.centre - bars[0]!.centre;
      expect(bars[0]!.left).toBeGreaterThanOrEqual(plot.left);
      expect(bars.at(-1)!.right).toBeLessThanOrEqual(plot.right);
      // within a pixel: uPlot's clip sits half a pixel out for crisp edges
      expect(Math.abs(bars[0]!.centre - plot.left - pitch / 2)).toBeLessThanOrEqual(1);
      expect(Math.abs(plot.right - bars.at(-1)!.centre - pitch / 2)).toBeLessThanOrEqual(1);
    });
  }
});
