import { MessageCircle, Phone } from 'lucide-react';
import { telLink, useHelp, whatsappLink } from '@/features/content';
import { useSiteButtons } from '@/features/content/api/get-site-buttons';
import { CartLink } from './cart-link';

/**
 * Cart, WhatsApp and call shortcuts. On phones and tablets they form a slim bar pinned to
 * the bottom, and the page reserves that height (see RootLayout), so they never sit on top
 * of a product's button. On wide screens they float in the margin beside the content.
 */
export function FloatingShortcuts() {
  const help = useHelp();
  const buttons = useSiteButtons();
  const show = buttons.data ?? { cart: true, whatsapp: true, call: true };
  const whatsapp = show.whatsapp ? help.data?.whatsapp_number : null;
  const mobile = show.call ? help.data?.mobile : null;

  const item =
    'relative grid size-12 place-items-center rounded-full shadow-lg ring-1 ring-black/5 transition-transform hover:scale-105';
  return (
    <nav
      aria-label="Shortcuts"
      className="fixed inset-x-0 bottom-0 z-20 flex h-14 items-center justify-around border-t border-ivory-300 bg-ivory-50/95 backdrop-blur xl:inset-x-auto xl:right-4 xl:bottom-6 xl:h-auto xl:flex-col xl:gap-3 xl:border-0 xl:bg-transparent xl:backdrop-blur-none"
      data-testid="floating-shortcuts"
    >
      {show.cart ? (
        <CartLink
          className={`${item} size-11 bg-plum-900 text-ivory-50 xl:size-12`}
          iconClassName="size-5"
          badgePosition="-top-1 -right-1"
          badgeTestId="floating-cart-count"
        />
      ) : null}
      {whatsapp ? (
        <a
          href={whatsappLink(whatsapp)}
          target="_blank"
          rel="noreferrer"
          aria-label="Chat on WhatsApp"
          className={`${item} size-11 bg-[#1f8f4e] text-white xl:size-12`}
        >
          <MessageCircle className="size-5" aria-hidden="true" />
        </a>
      ) : null}
      {mobile ? (
        <a
          href={telLink(mobile)}
          aria-label="Call us"
          className={`${item} size-11 bg-gold-500 text-plum-950 xl:size-12`}
        >
          <Phone className="size-5" aria-hidden="true" />
        </a>
      ) : null}
    </nav>
  );
}
