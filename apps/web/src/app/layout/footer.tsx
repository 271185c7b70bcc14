import { Mail, MapPin, Phone } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { HiddenLabelInput } from '@/components/ui/form/hidden-label-input';
import { subscribeToNewsletter, useHelp, useShopProfile } from '@/features/content';
import { NAV_LINKS } from './nav-links';

const QUICK_LINKS = [...NAV_LINKS, { to: '/cart', label: 'Cart' }] as const;
const SERVICE_LINKS = [
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/refund-policy', label: 'Refund Policy' },
  { to: '/terms-and-conditions', label: 'Terms & Conditions' },
  { to: '/contact', label: 'Contact Us' },
] as const;

/** One titled column of footer links. */
function FooterLinks({
  id,
  title,
  links,
}: {
  id: string;
  title: string;
  links: readonly { to: string; label: string }[];
}) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="mb-3 font-sans text-sm font-semibold tracking-wider text-ivory-50 uppercase">
        {title}
      </h2>
      <ul className="space-y-2 text-sm">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="hover:text-gold-300">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function Footer() {
  const profile = useShopProfile();
  const help = useHelp();
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState(false);
  const [answer, setAnswer] = useState<{ subscribed: boolean; text: string } | null>(null);

  // A refused address stays in the box, so the shopper can correct it.
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    const result = await subscribeToNewsletter(email);
    setSending(false);
    setAnswer(result);
    if (result.subscribed) setEmail('');
  };

  return (
    <footer className="render-near-view mt-16 bg-plum-950 text-ivory-200 [--near-view-height:53rem] sm:[--near-view-height:19rem]">
      <div className="container-page grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-3">
          <p className="font-serif text-xl text-ivory-50">{profile.data?.orignal_logoname}</p>
          <p className="text-sm text-gold-300">{profile.data?.tag_line}</p>
          {profile.data?.google_address ? (
            <p className="flex gap-2 text-sm">
              <MapPin className="mt-0.5 size-4 shrink-0 text-gold-400" aria-hidden="true" />
              {profile.data.google_address}
            </p>
          ) : null}
          {help.data?.mobile ? (
            <p className="flex items-center gap-2 text-sm">
              <Phone className="size-4 text-gold-400" aria-hidden="true" /> +91 {help.data.mobile}
            </p>
          ) : null}
        </div>
        <FooterLinks id="footer-quick" title="Quick Links" links={QUICK_LINKS} />
        <FooterLinks id="footer-service" title="Customer Service" links={SERVICE_LINKS} />
        <div>
          <h2 className="mb-3 font-sans text-sm font-semibold tracking-wider text-ivory-50 uppercase">
            Newsletter
          </h2>
          <p className="mb-3 text-sm">New launches, festive offers and monthly horoscope notes.</p>
          <form onSubmit={onSubmit} className="flex gap-2">
            <HiddenLabelInput
              label="Email address"
              type="email"
              required
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              placeholder="you@example.com"
              className="min-h-11 w-full min-w-0 rounded-full border border-ivory-50/20 bg-plum-900 px-4 text-sm text-ivory-50 placeholder:text-ivory-200/50"
            />
            <button
              type="submit"
              aria-label="Subscribe"
              disabled={sending}
              className="btn-primary shrink-0 px-4"
            >
              <Mail className="size-4" aria-hidden="true" />
            </button>
          </form>
          <p
            aria-live="polite"
            className={`mt-2 text-sm ${answer && !answer.subscribed ? 'text-rose-300' : 'text-gold-300'}`}
          >
            {answer?.text ?? ''}
          </p>
        </div>
      </div>
      <div className="border-t border-ivory-50/10 py-4 text-center text-xs text-ivory-200/70">
        © {new Date().getFullYear()} {profile.data?.orignal_logoname}. All rights reserved.
      </div>
    </footer>
  );
}
