import { Mail, MapPin, MessageCircle, Phone } from 'lucide-react';
import { usePageTitle } from '@/lib/page-title';
import { useHelp } from '../api/get-help';
import { useShopProfile } from '../api/get-shop-profile';
import { telLink, whatsappLink } from '../contact-links';

/** Contact details for now; the Get In Touch form comes with the account and enquiry work. */
export function ContactPage() {
  const profile = useShopProfile();
  const help = useHelp();
  usePageTitle('Contact Us');
  return (
    <div className="container-page py-10 sm:py-14">
      <p className="text-xs font-medium tracking-[0.2em] text-gold-700 uppercase">Contact</p>
      <h1 className="font-serif text-4xl text-plum-900">Get In Touch</h1>
      <p className="mt-2 max-w-xl text-plum-700">
        Questions about an order, a fragrance or a consultation? We are happy to help.
      </p>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2">
        {profile.data?.google_address ? (
          <ContactCard icon={<MapPin className="size-5" aria-hidden="true" />} title="Visit us">
            {profile.data.google_address}
          </ContactCard>
        ) : null}
        {help.data?.mobile ? (
          <ContactCard icon={<Phone className="size-5" aria-hidden="true" />} title="Call us">
            <a href={telLink(help.data.mobile)} className="hover:underline">
              +91 {help.data.mobile}
            </a>
          </ContactCard>
        ) : null}
        {help.data?.whatsapp_number ? (
          <ContactCard icon={<MessageCircle className="size-5" aria-hidden="true" />} title="WhatsApp">
            <a
              href={whatsappLink(help.data.whatsapp_number)}
              target="_blank"
              rel="noreferrer"
              className="hover:underline"
            >
              Chat with us
            </a>
          </ContactCard>
        ) : null}
        {profile.data?.email ? (
          <ContactCard icon={<Mail className="size-5" aria-hidden="true" />} title="Email">
            <a href={`mailto:${profile.data.email}`} className="hover:underline">
              {profile.data.email}
            </a>
          </ContactCard>
        ) : null}
      </ul>
    </div>
  );
}

function ContactCard({
  icon,
  title,
  children,
}: {
  icon: React.ReactNode;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <li className="flex gap-4 rounded-2xl border border-ivory-300 bg-ivory-50 p-5">
      <span className="grid size-11 shrink-0 place-items-center rounded-full bg-plum-900 text-gold-300">
        {icon}
      </span>
      <div>
        <h2 className="font-sans text-sm font-semibold text-plum-900">{title}</h2>
        <div className="mt-1 text-plum-800">{children}</div>
      </div>
    </li>
  );
}
