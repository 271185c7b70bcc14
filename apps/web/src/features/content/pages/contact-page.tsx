import { FIXED_PAGE_TITLES } from '@storefront/shared';
import { Mail, MapPin, MessageCircle, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { usePageTitle } from '@/lib/page-title';
import { useHelp } from '../api/get-help';
import { useShopProfile } from '../api/get-shop-profile';
import { ContactForm } from '../components/contact-form';
import { telLink, whatsappLink } from '../contact-links';

/** Get In Touch (docs/api.md): the message form, and the shop's address and numbers beside it. */
export function ContactPage() {
  usePageTitle(FIXED_PAGE_TITLES['/contact']);
  return (
    <div className="bg-gradient-to-b from-ivory-200/70 to-ivory-100">
      <div className="container-page py-8 sm:py-14">
        <p className="text-xs font-medium tracking-[0.2em] text-gold-700 uppercase">Contact</p>
        <h1 className="mt-1 font-serif text-4xl text-plum-900">Get In Touch</h1>
        <p className="mt-2 max-w-xl text-plum-700">
          Questions about an order, a fragrance or a consultation? Write to us and we will get back to you.
        </p>
        <div className="mt-8 grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
          <section
            aria-label="Send us a message"
            className="rounded-3xl border border-ivory-300 bg-ivory-50 p-5 shadow-xl shadow-plum-950/5 sm:p-8"
          >
            <ContactForm />
          </section>
          <ShopDetails />
        </div>
      </div>
    </div>
  );
}

function ShopDetails() {
  const profile = useShopProfile();
  const help = useHelp();
  const phone = help.data?.mobile || profile.data?.phone || '';
  const address = profile.data?.google_address ?? '';
  const email = profile.data?.email ?? '';
  const whatsapp = help.data?.whatsapp_number ?? '';
  return (
    <aside
      aria-labelledby="shop-details-heading"
      className="rounded-3xl bg-plum-900 p-6 text-ivory-100 sm:p-8"
    >
      <h2 id="shop-details-heading" className="font-serif text-2xl text-ivory-50">
        {profile.data?.orignal_logoname || 'Our shop'}
      </h2>
      {profile.data?.tag_line ? <p className="mt-1 text-sm text-ivory-200">{profile.data.tag_line}</p> : null}
      <ul className="mt-6 space-y-5">
        {address ? (
          <Detail icon={<MapPin className="size-5" aria-hidden="true" />} title="Visit us">
            <address className="not-italic">{address}</address>
          </Detail>
        ) : null}
        {phone ? (
          <Detail icon={<Phone className="size-5" aria-hidden="true" />} title="Call us">
            <a href={telLink(phone)} className="hover:underline">
              +91 {phone}
            </a>
          </Detail>
        ) : null}
        {whatsapp ? (
          <Detail icon={<MessageCircle className="size-5" aria-hidden="true" />} title="WhatsApp">
            <a href={whatsappLink(whatsapp)} target="_blank" rel="noreferrer" className="hover:underline">
              Chat with us
            </a>
          </Detail>
        ) : null}
        {email ? (
          <Detail icon={<Mail className="size-5" aria-hidden="true" />} title="Email">
            <a href={`mailto:${email}`} className="[overflow-wrap:anywhere] hover:underline">
              {email}
            </a>
          </Detail>
        ) : null}
      </ul>
    </aside>
  );
}

function Detail({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className="flex gap-4">
      <span className="grid size-10 shrink-0 place-items-center rounded-full bg-plum-800 text-gold-300">
        {icon}
      </span>
      <div className="min-w-0">
        <h3 className="font-sans text-xs font-semibold tracking-wide text-gold-300 uppercase">{title}</h3>
        <div className="mt-1 text-ivory-100">{children}</div>
      </div>
    </li>
  );
}
