import { formatRupees, MSG } from '@storefront/shared';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { serverMessage } from '@/lib/api-client';
import { usePageTitle } from '@/lib/page-title';
import { useAdminDashboard } from './api/dashboard';
import { ErrorText, Panel } from './ui';

// uPlot and its styles load after the figures, in a chunk of their own
const SalesChart = lazy(() => import('./sales-chart').then((m) => ({ default: m.SalesChart })));

function Figure({
  label,
  revenue,
  refunded,
  orders,
}: {
  label: string;
  revenue: number;
  refunded: number;
  orders: number;
}) {
  return (
    <div className="rounded-xl border border-ivory-300 bg-ivory-50 p-4 shadow-sm">
      <p className="text-xs font-semibold uppercase tracking-wide text-plum-700">{label}</p>
      <p className="mt-1 font-serif text-2xl text-plum-900">{formatRupees(revenue)}</p>
      <p className="text-sm text-mrp">
        {orders} {orders === 1 ? 'order' : 'orders'}
        {refunded > 0 ? ` · ${formatRupees(refunded)} refunded` : ''}
      </p>
    </div>
  );
}

/** /admin/dashboard, the console's home: today's figures, the month's chart and what needs doing. */
export function AdminDashboardPage() {
  usePageTitle('Dashboard · Console');
  const dashboard = useAdminDashboard();
  if (dashboard.isPending) return <p className="text-sm text-plum-700">Loading the dashboard…</p>;
  if (dashboard.isError)
    return <ErrorText>{serverMessage(dashboard.error) ?? MSG.somethingWentWrong}</ErrorText>;
  const data = dashboard.data;
  const waiting = data.waiting.reduce((sum, entry) => sum + entry.count, 0);

  return (
    <div className="space-y-5">
      <h1 className="font-serif text-3xl text-plum-900">Dashboard</h1>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Figure label="Today" {...data.periods.today} />
        <Figure label="Last 7 days" {...data.periods.last7Days} />
        <Figure label="Last 30 days" {...data.periods.last30Days} />
        <Link
          to="/admin/inbox?state=unread"
          className="rounded-xl border border-ivory-300 bg-ivory-50 p-4 shadow-sm hover:border-gold-500"
        >
          <p className="text-xs font-semibold uppercase tracking-wide text-plum-700">Unread messages</p>
          <p className="mt-1 font-serif text-2xl text-plum-900" data-testid="unread-count">
            {data.unreadMessages}
          </p>
          <p className="text-sm text-mrp">Open the inbox</p>
        </Link>
      </div>
      <p className="text-xs text-mrp">
        Sales are orders paid online or on pay on delivery ({data.countedStatuses.join(', ')}), not cancelled;
        amounts are goods after discount plus delivery, less what was refunded on them. Days are India days.
      </p>

      <Panel title="Daily sales, last 30 days">
        <Suspense fallback={<div style={{ height: 220 }} />}>
          <SalesChart days={data.dailySales} />
        </Suspense>
      </Panel>

      <div className="grid gap-5 lg:grid-cols-2">
        <Panel title={`Orders waiting (${waiting})`}>
          <ul className="divide-y divide-ivory-200 text-sm">
            {data.waiting.map((entry) => (
              <li key={entry.status} className="flex items-center justify-between py-2">
                <Link
                  to={`/admin/orders?status=${encodeURIComponent(entry.status)}`}
                  className="text-plum-800 underline-offset-4 hover:underline"
                >
                  {entry.status}
                </Link>
                <span className="font-semibold">{entry.count}</span>
              </li>
            ))}
          </ul>
        </Panel>
        <Panel title={`Low stock (${data.lowStock.threshold} or fewer)`}>
          {data.lowStock.items.length === 0 ? (
            <p className="text-sm text-plum-700">Nothing is running low.</p>
          ) : (
            <ul className="divide-y divide-ivory-200 text-sm">
              {data.lowStock.items.map((item) => (
                <li
                  key={item.variationId ?? item.productId}
                  className="flex items-start justify-between gap-3 py-2"
                >
                  <div className="min-w-0">
                    <p className="font-medium">{item.title}</p>
                    <p className="text-xs text-mrp">
                      {[item.sku, ...Object.values(item.attributes)].join(' · ')}
                    </p>
                  </div>
                  <span className={`font-semibold ${item.stock === 0 ? 'text-sale' : ''}`}>
                    {item.stock === 0 ? 'Out' : item.stock}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Panel>
      </div>
    </div>
  );
}
