import { MessageCircle, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { ErrorNote } from '@/components/ui/error-note';
import { Skeleton } from '@/components/ui/skeleton';
import { telLink, useHelp, whatsappLink } from '@/features/content';

/** Help: Chat with us (WhatsApp, 91 prefix) and Talk to us (tel), each only when the shop has the number. */
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
          <a
            href={whatsappLink(whatsapp)}
            target="_blank"
            rel="noreferrer"
            className="flex items-center gap-4 rounded-2xl border border-ivory-300 bg-ivory-50 p-5 hover:border-gold-500"
          >
            <span className="grid size-12 shrink-0 place-items-center rounded-full bg-emerald-700 text-white">
              <MessageCircle className="size-5" aria-hidden="true" />
            </span>
            <span>
              <span className="block font-semibold text-plum-900">Chat with us</span>
              <span className="block text-sm text-plum-700">On WhatsApp</span>
            </span>
          </a>
        ) : null}
        {mobile ? (
          <a
            href={telLink(mobile)}
            className="flex items-center gap-4 rounded-2xl border border-ivory-300 bg-ivory-50 p-5 hover:border-gold-500"
          >
            <span className="grid size-12 shrink-0 place-items-center rounded-full bg-plum-900 text-gold-300">
              <Phone className="size-5" aria-hidden="true" />
            </span>
            <span>
              <span className="block font-semibold text-plum-900">Talk to us</span>
              <span className="block text-sm text-plum-700">+91 {mobile}</span>
            </span>
          </a>
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
