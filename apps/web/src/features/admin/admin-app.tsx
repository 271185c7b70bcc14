import { isUuid } from '@storefront/shared';
import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { matchPath, Navigate, useLocation } from 'react-router';

/*
 * The console's pages are chosen here rather than in app/router.tsx: the shop's entry
 * then holds one lazy import for all of /admin, and each page below is its own chunk,
 * loaded only inside the console (decision 0023). This module uses nothing from React
 * Router that the entry does not hold already (route objects and <Routes> would add code
 * or preload lists to every shopper's first load), so it matches its few paths itself.
 */
const ConsoleLayout = lazy(() => import('./console-layout').then((m) => ({ default: m.ConsoleLayout })));
const LoginPage = lazy(() => import('./login-page').then((m) => ({ default: m.AdminLoginPage })));
const OrdersPage = lazy(() => import('./orders-page').then((m) => ({ default: m.AdminOrdersPage })));
const OrderPage = lazy(() => import('./order-page').then((m) => ({ default: m.AdminOrderPage })));
const RefundDuePage = lazy(() =>
  import('./refund-due-page').then((m) => ({ default: m.AdminRefundDuePage })),
);
const QuotesPage = lazy(() => import('./quotes-page').then((m) => ({ default: m.AdminQuotesPage })));
const QuotePage = lazy(() => import('./quote-page').then((m) => ({ default: m.AdminQuotePage })));
const DashboardPage = lazy(() => import('./dashboard-page').then((m) => ({ default: m.AdminDashboardPage })));
const InboxPage = lazy(() => import('./inbox-page').then((m) => ({ default: m.AdminInboxPage })));
const AuditPage = lazy(() => import('./audit-page').then((m) => ({ default: m.AdminAuditPage })));
const NotificationsPage = lazy(() =>
  import('./notifications-page').then((m) => ({ default: m.AdminNotificationsPage })),
);
const ProductsPage = lazy(() =>
  import('./catalogue/products-page').then((m) => ({ default: m.AdminProductsPage })),
);
const ProductPage = lazy(() =>
  import('./catalogue/product-page').then((m) => ({ default: m.AdminProductPage })),
);
const CategoriesPage = lazy(() =>
  import('./catalogue/categories-page').then((m) => ({ default: m.AdminCategoriesPage })),
);
const ProductImportPage = lazy(() =>
  import('./product-csv/import-page').then((m) => ({ default: m.AdminProductImportPage })),
);
const SellingRulesPage = lazy(() =>
  import('./selling/selling-page').then((m) => ({ default: m.AdminSellingRulesPage })),
);
const CouponsPage = lazy(() =>
  import('./selling/coupons-page').then((m) => ({ default: m.AdminCouponsPage })),
);
const HomeContentPage = lazy(() =>
  import('./content/home-page').then((m) => ({ default: m.AdminHomeContentPage })),
);
const ContentPage = lazy(() =>
  import('./content/content-page').then((m) => ({ default: m.AdminContentPage })),
);
const StaffPage = lazy(() => import('./staff-page').then((m) => ({ default: m.AdminStaffPage })));
const ProfilePage = lazy(() => import('./profile-page').then((m) => ({ default: m.AdminProfilePage })));

function Missing() {
  return <p className="text-sm">This page of the console does not exist.</p>;
}

const PAGES: [string, ComponentType<{ id: string }>][] = [
  ['/admin/dashboard', DashboardPage],
  ['/admin/inbox', InboxPage],
  ['/admin/audit', AuditPage],
  ['/admin/orders', OrdersPage],
  ['/admin/orders/:id', OrderPage],
  ['/admin/refunds', RefundDuePage],
  ['/admin/quotes', QuotesPage],
  ['/admin/quotes/:id', QuotePage],
  ['/admin/notifications', NotificationsPage],
  ['/admin/products', ProductsPage],
  ['/admin/products/import', ProductImportPage],
  ['/admin/products/:id', ProductPage],
  ['/admin/categories', CategoriesPage],
  ['/admin/selling', SellingRulesPage],
  ['/admin/coupons', CouponsPage],
  ['/admin/home', HomeContentPage],
  ['/admin/content', ContentPage],
  ['/admin/staff', StaffPage],
  ['/admin/profile', ProfilePage],
];

function page(pathname: string): ReactNode {
  if (matchPath('/admin/login', pathname)) return <LoginPage />;
  if (matchPath('/admin', pathname)) return <Navigate to="/admin/dashboard" replace />;
  for (const [pattern, Page] of PAGES) {
    const match = matchPath(pattern, pathname);
    const id = match?.params.id;
    // a typed address like /admin/products/csv is a missing page, not a record with a bad id
    if (match && id !== undefined && id !== 'new' && !isUuid(id)) break;
    if (match) return <ConsoleLayout>{<Page id={id ?? ''} />}</ConsoleLayout>;
  }
  return (
    <ConsoleLayout>
      <Missing />
    </ConsoleLayout>
  );
}

/** /admin/*: the console's pages. */
export function AdminApp() {
  const { pathname } = useLocation();
  return (
    <div className="min-h-dvh bg-ivory-100 font-sans text-plum-950">
      <Suspense fallback={<p className="p-6 text-sm text-plum-700">Loading…</p>}>{page(pathname)}</Suspense>
    </div>
  );
}
