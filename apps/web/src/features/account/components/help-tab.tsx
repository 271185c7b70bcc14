import { MessageCircle, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ErrorNote } from '@/components/ui/error-note';
import { Skeleton } from '@/components/ui/skeleton';
import { telLink, useHelp, whatsappLink } from '@/features/content';

/** Help: Chat with us (WhatsApp, 91 prefix) and Talk to us (tel), each only when the shop has the number. */
/** One way to reach the shop, as a large tappable card. */
function ContactCard({
  href,
  external = false,
  icon,
  iconClass,
  title,
  detail,
}: {
  href: string;
  external?: boolean;
  icon: ReactNode;
  iconClass: string;
  title: string;
  detail: string;
}) {
  return (
    <a
      href={href}
      target={external ? '_blank' : undefined}
      rel={external ? 'noreferrer' : undefined}
      className="flex items-center gap-4 rounded-2xl border border-ivory-300 bg-ivory-50 p-5 hover:border-gold-500"
    >
      <span className={`grid size-12 shrink-0 place-items-center rounded-full ${iconClass}`}>{icon}</span>
      <span>
        <span className="block font-semibold text-plum-900">{title}</span>
        <span className="block text-sm text-plum-700">{detail}</span>
      </span>
    </a>
  );
}

export function HelpTab() {
  const help = useHelp();
  if (help.isPending) return <Skeleton className="h-32 rounded-2xl" />;
  if (help.isError) return <ErrorNote message="We could not load the help options. Please try again." />;
  const { whatsapp_number: whatsapp, mobile } = help.data;
  return (
    <section aria-labelledby="help-heading" className="space-y-4">
      <div>
        <h2 id="help-heading" className="font-serif text-2xl text-plum-900">
          How can we help?
        </h2>
        <p className="mt-1 text-sm text-plum-700">
          Questions about an order, a fragrance or a consultation? Reach us directly.
        </p>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        {whatsapp ? (
          <ContactCard
            href={whatsappLink(whatsapp)}
            external
            icon={<MessageCircle className="size-5" aria-hidden="true" />}
            iconClass="bg-emerald-700 text-white"
            title="Chat with us"
            detail="On WhatsApp"
          />
        ) : null}
        {mobile ? (
          <ContactCard
            href={telLink(mobile)}
            icon={<Phone className="size-5" aria-hidden="true" />}
            iconClass="bg-plum-900 text-gold-300"
            title="Talk to us"
            detail={`+91 ${mobile}`}
          />
        ) : null}
      </div>
      {!whatsapp && !mobile ? (
        <p className="text-sm text-plum-700">
          Write to us from the{' '}
          <Link to="/contact" className="font-medium text-gold-700 underline underline-offset-4">
            contact page
          </Link>
          .
        </p>
      ) : null}
    </section>
  );
}
