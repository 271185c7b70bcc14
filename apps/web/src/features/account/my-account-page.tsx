import { FIXED_PAGE_TITLES } from '@storefront/shared';
import { HelpCircle, LogOut, MapPin, Package } from 'lucide-react';
import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { Monogram } from '@/components/ui/monogram';
import { AddressManager } from '@/features/addresses';
import { usePageTitle } from '@/lib/page-title';
import { logout, useSession } from '@/lib/session';
import { AccountTabs } from './components/account-tabs';
import { ContactMobile } from './components/contact-mobile';
import { HelpTab } from './components/help-tab';
import { OrdersTab } from './components/orders-tab';

const TABS = [
  { id: 'orders', label: 'Orders', icon: <Package className="size-4" aria-hidden="true" /> },
  { id: 'address', label: 'Address', icon: <MapPin className="size-4" aria-hidden="true" /> },
  { id: 'help', label: 'Help', icon: <HelpCircle className="size-4" aria-hidden="true" /> },
] as const;
type TabId = (typeof TABS)[number]['id'];

const isTab = (value: string | null): value is TabId => TABS.some((tab) => tab.id === value);

/** /my-account (login required): who is signed in, Logout, and the Orders, Address and Help tabs. */
export function MyAccountPage() {
  usePageTitle(FIXED_PAGE_TITLES['/my-account']);
  const { user } = useSession();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const [leaving, setLeaving] = useState(false);
  const tab = params.get('tab');
  const active: TabId = isTab(tab) ? tab : 'orders';

  // the route guard sends visitors away; this covers a logout in another tab mid-render
  if (!user) return <Navigate to="/login" replace />;
  const name = user.full_name || user.name || user.email || '';

  const onLogout = async () => {
    setLeaving(true);
    await logout();
    await navigate('/login', { replace: true });
  };

  return (
    <div className="container-page py-6 sm:py-10">
      <header className="flex flex-col gap-4 rounded-3xl bg-plum-900 p-5 text-ivory-50 sm:flex-row sm:items-center sm:justify-between sm:p-7">
        <div className="flex min-w-0 items-center gap-4">
          <Monogram
            name={name}
            fallback="?"
            className="grid size-14 shrink-0 place-items-center rounded-full bg-gold-500 font-serif text-2xl text-plum-950"
          />
          <div className="min-w-0">
            <p className="text-xs font-medium tracking-[0.2em] text-gold-300 uppercase">My Account</p>
            <h1 className="truncate font-serif text-2xl sm:text-3xl">{name}</h1>
            <p className="truncate text-sm text-ivory-100/80">{user.email}</p>
          </div>
        </div>
        <button
          type="button"
          onClick={onLogout}
          disabled={leaving}
          className="btn shrink-0 border border-ivory-50/30 text-ivory-50 hover:bg-ivory-50/10"
        >
          <LogOut className="size-4" aria-hidden="true" /> {leaving ? 'Loading...' : 'Logout'}
        </button>
      </header>

      <div className="mt-6">
        <AccountTabs
          tabs={TABS}
          active={active}
          onChange={(id) =>
            setParams(id === 'orders' ? {} : { tab: id }, { replace: true, preventScrollReset: true })
          }
        >
          {active === 'orders' ? <OrdersTab /> : null}
          {active === 'address' ? (
            <div className="space-y-6">
              <AddressManager />
              <ContactMobile key={user.mobile ?? ''} user={user} />
            </div>
          ) : null}
          {active === 'help' ? <HelpTab /> : null}
        </AccountTabs>
      </div>
    </div>
  );
}
