import { OFFER_IMAGE_SIZES } from '@storefront/shared';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { MediaImage } from '@/components/ui/media-image';
import { useOffers } from '../api/get-offers';
import { SectionHeading } from './category-tiles';

export function OffersStrip() {
  const offers = useOffers();
  if (!offers.isSuccess || offers.data.length === 0) return null;
  return (
    <section
      aria-labelledby="offers-heading"
      className="render-near-view bg-plum-900 py-12 text-ivory-50 [--near-view-height:61rem] sm:[--near-view-height:23rem]"
    >
      <div className="container-page">
        <div className="[&_h2]:text-ivory-50 [&_p]:text-gold-300">
          <SectionHeading id="offers-heading" eyebrow="Offers" title="Offers made for you" />
        </div>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {offers.data.map((offer) => (
            <li
              key={offer.id}
              className="flex flex-col overflow-hidden rounded-2xl border border-gold-400/30 bg-plum-800"
              data-testid="offer-card"
            >
              {/* offer pictures are wide (2:1): shown whole across the card, never cropped to a strip */}
              <MediaImage
                src={offer.image}
                sizes={OFFER_IMAGE_SIZES}
                width={1200}
                height={600}
                loading="lazy"
                className="aspect-[2/1] w-full bg-plum-700 object-contain"
              />
              <div className="flex flex-col gap-1 p-4">
                <h3 className="font-serif text-lg text-gold-300">{offer.title}</h3>
                <p className="text-sm text-ivory-200">{offer.description}</p>
                {offer.link ? <OfferLink href={offer.link} /> : null}
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function OfferLink({ href }: { href: string }) {
  const className =
    'mt-2 inline-flex items-center gap-1 self-start text-sm font-medium text-gold-300 underline-offset-4 hover:underline';
  const content = (
    <>
      Claim Your Offer <ArrowRight className="size-4" aria-hidden="true" />
    </>
  );
  return href.startsWith('/') ? (
    <Link to={href} className={className}>
      {content}
    </Link>
  ) : (
    <a href={href} className={className} rel="noreferrer">
      {content}
    </a>
  );
}
