import { MSG } from '@storefront/shared';
import { Menu, User } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { LazyPart, lazyWithRetry } from '@/components/ui/lazy-part';
import { useShopProfile } from '@/features/content';
import { displayName, useStoredUser } from '@/lib/stored-user';
import { notify } from '@/lib/toast';
import { AnnouncementBar } from './announcement-bar';
import { CartLink } from './cart-link';
import { NavLinkList } from './nav-link-list';
import { SearchBox } from './search-box';

const MobileDrawer = lazyWithRetry(async () => ({ default: (await import('./mobile-drawer')).MobileDrawer }));

export function Header() {
  const profile = useShopProfile();
  const user = useStoredUser();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const shopName = profile.data?.orignal_logoname ?? '';

  return (
    <header className="sticky top-0 z-30 bg-plum-900 text-ivory-50 shadow-lg shadow-plum-950/20">
      <AnnouncementBar />
      <div className="container-page flex items-center gap-3 py-3 lg:gap-6">
        <button
          type="button"
          onClick={() => setDrawerOpen(true)}
          aria-label="Open menu"
          aria-haspopup="dialog"
          className="-ml-2 grid size-11 place-items-center rounded-full hover:bg-ivory-50/10 lg:hidden"
        >
          <Menu className="size-6" aria-hidden="true" />
        </button>
        <Link to="/" className="flex min-w-0 items-center gap-3 lg:shrink-0">
          {profile.data ? (
            <img
              src={profile.data.profilePic}
              alt=""
              onError={(event) => {
                event.currentTarget.style.visibility = 'hidden';
              }}
              width={44}
              height={44}
              className="size-10 shrink-0 rounded-full bg-plum-800 object-cover ring-1 ring-gold-400/50 sm:size-11"
            />
          ) : (
            <span className="size-10 shrink-0 rounded-full bg-plum-800 sm:size-11" aria-hidden="true" />
          )}
          <span className="flex min-w-0 flex-col">
            <span className="truncate font-serif text-lg leading-tight font-medium text-ivory-50 sm:text-xl">
              {shopName || '\u00a0'}
            </span>
            <span className="block truncate text-[0.7rem] leading-snug text-gold-300 sm:text-xs">
              {profile.data?.tag_line}
            </span>
          </span>
          {/* named by what it shows (the shop and its tag line) and where it goes: a name of its
              own that left the visible words out failed voice control ("click Nakshatra…") */}
          <span className="sr-only">{shopName ? ', home' : 'Home'}</span>
        </Link>
        <SearchBox className="mx-auto hidden w-full max-w-md min-w-0 flex-1 md:block lg:max-w-xs xl:max-w-sm" />
        <nav aria-label="Main" className="hidden lg:block">
          <NavLinkList
            className="flex gap-1"
            linkClass={(isActive) =>
              `rounded-full px-3 py-2 text-sm ${isActive ? 'text-gold-300' : 'text-ivory-100 hover:text-gold-300'}`
            }
          />
        </nav>
        <div className="ml-auto flex shrink-0 items-center gap-1 md:ml-0">
          {user ? (
            <Link
              to="/my-account"
              className="hidden items-center gap-2 rounded-full px-3 py-2 text-sm hover:bg-ivory-50/10 sm:flex"
            >
              <User className="size-4" aria-hidden="true" /> Hi, {displayName(user)}
            </Link>
          ) : (
            <span className="hidden items-center text-sm sm:flex">
              <Link to="/login" className="rounded-full px-2 py-2 hover:text-gold-300">
                Login
              </Link>
              <span aria-hidden="true" className="text-ivory-50/40">
                /
              </span>
              <Link to="/register" className="rounded-full px-2 py-2 hover:text-gold-300">
                Register
              </Link>
            </span>
          )}
          <CartLink
            className="relative grid size-11 place-items-center rounded-full text-ivory-50 hover:bg-ivory-50/10"
            iconClassName="size-6"
            badgePosition="top-0.5 right-0.5"
            badgeTestId="cart-count"
            testId="header-cart"
          />
        </div>
      </div>
      <div className="container-page pb-3 md:hidden">
        <SearchBox />
      </div>
      {drawerOpen ? (
        <LazyPart
          onError={() => {
            // the menu's file did not arrive (offline): the page stays, and the next tap asks again
            MobileDrawer.retry();
            setDrawerOpen(false);
            notify.error(MSG.somethingWentWrong);
          }}
        >
          <MobileDrawer open onClose={() => setDrawerOpen(false)} shopName={shopName} />
        </LazyPart>
      ) : null}
    </header>
  );
}
