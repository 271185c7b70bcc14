import { LogIn, User, UserPlus, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { NavLink, useLocation } from 'react-router';
import { displayName, useStoredUser } from '@/lib/stored-user';
import { NavLinkList } from './nav-link-list';

/** The phone menu: a focus-trapped panel from the left that closes on Escape and on navigation. */
export function MobileDrawer({
  open,
  onClose,
  shopName,
}: {
  open: boolean;
  onClose: () => void;
  shopName: string;
}) {
  const user = useStoredUser();
  const location = useLocation();
  const panelRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  const openedAt = useRef(`${location.pathname}${location.search}`);
  useEffect(() => {
    if (`${location.pathname}${location.search}` !== openedAt.current) onCloseRef.current();
  }, [location.pathname, location.search]);

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement as HTMLElement | null;
    panelRef.current?.querySelector<HTMLElement>('button, a')?.focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onCloseRef.current();
      if (event.key === 'Tab' && panelRef.current) {
        const items = [...panelRef.current.querySelectorAll<HTMLElement>('button, a')];
        const first = items[0];
        const last = items[items.length - 1];
        if (event.shiftKey && document.activeElement === first) {
          event.preventDefault();
          last?.focus();
        } else if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault();
          first?.focus();
        }
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = overflow;
      opener?.focus();
    };
  }, [open]);

  if (!open) return null;
  return createPortal(
    <div className="fixed inset-0 z-50 lg:hidden">
      <div className="absolute inset-0 bg-plum-950/60" aria-hidden="true" onClick={onClose} />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-label="Menu"
        className="absolute inset-y-0 left-0 flex w-[min(20rem,85vw)] flex-col bg-plum-900 text-ivory-50 shadow-2xl motion-safe:animate-fade-in"
      >
        <div className="flex items-center justify-between border-b border-ivory-50/10 px-5 py-4">
          <span className="font-serif text-lg">{shopName || 'Menu'}</span>
          <button
            type="button"
            onClick={onClose}
            aria-label="Close menu"
            className="-mr-2 grid size-10 place-items-center rounded-full hover:bg-ivory-50/10"
          >
            <X className="size-5" aria-hidden="true" />
          </button>
        </div>
        <nav aria-label="Mobile" className="flex-1 overflow-y-auto px-3 py-4">
          <NavLinkList
            className="space-y-1"
            linkClass={(isActive) =>
              `block rounded-xl px-4 py-3 text-base ${isActive ? 'bg-ivory-50/10 text-gold-300' : 'hover:bg-ivory-50/5'}`
            }
          />
        </nav>
        <div className="border-t border-ivory-50/10 p-4">
          {user ? (
            <NavLink to="/my-account" className="btn-outline w-full border-ivory-50/30 text-ivory-50">
              <User className="size-4" aria-hidden="true" /> Hi, {displayName(user)}
            </NavLink>
          ) : (
            <div className="flex gap-2">
              <NavLink to="/login" className="btn-primary flex-1">
                <LogIn className="size-4" aria-hidden="true" /> Login
              </NavLink>
              <NavLink
                to="/register"
                className="btn-outline flex-1 border-ivory-50/30 text-ivory-50 hover:bg-ivory-50/10"
              >
                <UserPlus className="size-4" aria-hidden="true" /> Register
              </NavLink>
            </div>
          )}
        </div>
      </div>
    </div>,
    document.body,
  );
}
