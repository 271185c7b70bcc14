import {
  Bell,
  Boxes,
  FileText,
  FolderTree,
  Inbox,
  LayoutDashboard,
  LogOut,
  Menu,
  Package,
  PanelsTopLeft,
  ScrollText,
  Store,
  TicketPercent,
  Truck,
  Undo2,
  UserRound,
  UsersRound,
  X,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useEffect, useState } from 'react';
import { Navigate, NavLink, useLocation, useNavigate } from 'react-router';
import { useNewOrders } from './new-orders';
import { adminLogout, startAdminSession, useAdminSession } from './session';

const LINKS = [
  { to: '/admin/dashboard', label: 'Dashboard', icon: LayoutDashboard },
  { to: '/admin/orders', label: 'Orders', icon: Package },
  { to: '/admin/refunds', label: 'Refunds due', icon: Undo2 },
  { to: '/admin/quotes', label: 'Quotations', icon: FileText },
  { to: '/admin/products', label: 'Products', icon: Boxes },
  { to: '/admin/categories', label: 'Categories', icon: FolderTree },
  { to: '/admin/coupons', label: 'Coupons', icon: TicketPercent },
  { to: '/admin/selling', label: 'Selling rules', icon: Truck },
  { to: '/admin/home', label: 'Home page', icon: PanelsTopLeft },
  { to: '/admin/content', label: 'Shop and pages', icon: Store },
  { to: '/admin/inbox', label: 'Inbox', icon: Inbox },
  { to: '/admin/notifications', label: 'Notifications', icon: Bell },
  { to: '/admin/staff', label: 'Staff', icon: UsersRound, ownerOnly: true },
  { to: '/admin/audit', label: 'Audit log', icon: ScrollText, ownerOnly: true },
  { to: '/admin/profile', label: 'Profile', icon: UserRound },
];

function Nav({
  onNavigate,
  owner,
  newOrders,
}: {
  onNavigate?: () => void;
  owner: boolean;
  newOrders: number;
}) {
  return (
    <nav aria-label="Console" className="space-y-1">
      {LINKS.filter((link) => owner || !link.ownerOnly).map(({ to, label, icon: Icon }) => (
        <NavLink
          key={to}
          to={to}
          onClick={onNavigate}
          className={({ isActive }) =>
            `flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium ${
              isActive ? 'bg-plum-700 text-gold-300' : 'text-plum-100 hover:bg-plum-800'
            }`
          }
        >
          <Icon aria-hidden size={18} />
          {label}
          {to === '/admin/orders' && newOrders > 0 ? (
            <span
              role="status"
              aria-label={`${newOrders} new`}
              className="ml-auto rounded-full bg-gold-500 px-2 text-xs font-semibold text-plum-950"
            >
              {newOrders}
            </span>
          ) : null}
        </NavLink>
      ))}
    </nav>
  );
}

/** The console's frame around a page, for signed-in staff only: a sidebar on wide screens, a drawer behind a menu button on phones. */
export function ConsoleLayout({ children }: { children: ReactNode }) {
  const { staff, ready } = useAdminSession();
  const location = useLocation();
  const navigate = useNavigate();
  const [drawer, setDrawer] = useState(false);
  const newOrders = useNewOrders(location.pathname === '/admin/orders', Boolean(staff));
  // a reload keeps the staff member signed in: trade the refresh cookie for a token once
  useEffect(() => {
    void startAdminSession();
  }, []);

  useEffect(() => {
    if (!drawer) return;
    const close = (event: KeyboardEvent) => event.key === 'Escape' && setDrawer(false);
    window.addEventListener('keydown', close);
    return () => window.removeEventListener('keydown', close);
  }, [drawer]);

  if (!ready) return <p className="p-6 text-sm text-plum-700">Loading the console…</p>;
  if (!staff)
    return <Navigate to="/admin/login" replace state={{ from: location.pathname + location.search }} />;

  const signOut = async () => {
    await adminLogout();
    navigate('/admin/login', { replace: true });
  };
  const who = (
    <div className="border-t border-plum-800 pt-4 text-sm">
      <p className="truncate font-medium text-ivory-50">{staff.name || staff.email}</p>
      <p className="truncate text-xs text-plum-200">
        {staff.email} · {staff.role}
      </p>
      <button
        type="button"
        onClick={signOut}
        className="mt-3 inline-flex items-center gap-2 rounded-lg px-2 py-1 text-plum-100 hover:bg-plum-800"
      >
        <LogOut aria-hidden size={16} /> Sign out
      </button>
    </div>
  );
  const brand = <p className="font-serif text-xl text-gold-300">Shop console</p>;

  return (
    <div className="lg:flex">
      <aside className="hidden lg:fixed lg:inset-y-0 lg:flex lg:w-60 lg:flex-col lg:justify-between lg:bg-plum-950 lg:p-5">
        <div className="space-y-6">
          {brand}
          <Nav owner={staff.role === 'owner'} newOrders={newOrders} />
        </div>
        {who}
      </aside>
      <header className="sticky top-0 z-20 flex items-center justify-between bg-plum-950 px-4 py-3 lg:hidden">
        {brand}
        <button
          type="button"
          aria-label="Open menu"
          aria-expanded={drawer}
          onClick={() => setDrawer(true)}
          className="rounded-lg p-2 text-ivory-50 hover:bg-plum-800"
        >
          <Menu aria-hidden size={22} />
        </button>
      </header>
      {drawer ? (
        <div className="fixed inset-0 z-30 lg:hidden">
          <button
            type="button"
            aria-label="Close menu"
            tabIndex={-1}
            className="absolute inset-0 bg-plum-950/50"
            onClick={() => setDrawer(false)}
          />
          <div
            role="dialog"
            aria-modal="true"
            aria-label="Menu"
            className="absolute inset-y-0 left-0 flex w-72 max-w-[85vw] flex-col justify-between bg-plum-950 p-5"
          >
            <div className="space-y-6">
              <div className="flex items-center justify-between">
                {brand}
                <button
                  type="button"
                  aria-label="Close menu"
                  onClick={() => setDrawer(false)}
                  className="rounded-lg p-2 text-ivory-50 hover:bg-plum-800"
                >
                  <X aria-hidden size={20} />
                </button>
              </div>
              <Nav owner={staff.role === 'owner'} newOrders={newOrders} onNavigate={() => setDrawer(false)} />
            </div>
            {who}
          </div>
        </div>
      ) : null}
      <main className="min-w-0 flex-1 px-4 py-6 sm:px-6 lg:ml-60 lg:px-8">{children}</main>
    </div>
  );
}
