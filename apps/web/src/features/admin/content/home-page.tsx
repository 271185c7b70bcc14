import { formatRupees, MSG, mediaAtWidth } from '@storefront/shared';
import { useState } from 'react';
import { serverMessage } from '@/lib/api-client';
import { usePageTitle } from '@/lib/page-title';
import { useAdminHomeContent } from '../api/home-content';
import { OutcomeText } from '../settings-panel';
import { ErrorText } from '../ui';
import { GroupForm } from './home-group-form';
import { HomeList } from './home-list';
import { MarqueeForm } from './home-marquee-form';
import { OfferForm } from './home-offer-form';
import { SliderForm } from './home-slider-form';

/** A row's picture (if it has one), its name and a line of what else it holds. */
function RowSummary({ image, title, detail }: { image?: string; title: string; detail: string }) {
  const text = (
    <div className="min-w-0">
      <p className="truncate font-medium">{title}</p>
      <p className="truncate text-xs text-mrp">{detail}</p>
    </div>
  );
  if (!image) return text;
  return (
    <div className="flex items-center gap-3">
      <img
        src={mediaAtWidth(image, 320)}
        alt=""
        className="size-12 shrink-0 rounded object-cover"
        loading="lazy"
      />
      {text}
    </div>
  );
}

/**
 * /admin/home: what the storefront's home page shows, list by list in its order: the hero
 * slider's cards, the announcement strip's headings, the new-arrival rows and the offers.
 * Every change is on the storefront at once (docs/api.md, "Console: home page").
 */
export function AdminHomeContentPage(_: { id?: string }) {
  usePageTitle('Home page · Console');
  const home = useAdminHomeContent();
  const [notice, setNotice] = useState<string | null>(null);

  return (
    <div className="space-y-4">
      <h1 className="font-serif text-3xl text-plum-900">Home page</h1>
      <p className="text-sm text-plum-700">
        Lists show in the shop in this order. Hidden cards stay here; only active ones are on the home page.
      </p>
      <OutcomeText outcome={notice ? { ok: true, text: notice } : null} />
      {home.isError ? <ErrorText>{serverMessage(home.error) ?? MSG.somethingWentWrong}</ErrorText> : null}
      {home.isPending ? <p className="text-sm text-plum-700">Loading the home page…</p> : null}
      {home.data ? (
        <>
          <HomeList
            kind="sliders"
            title="Slider cards"
            noun="slider card"
            items={home.data.sliders}
            nameOf={(slider) => slider.sliderName}
            Form={SliderForm}
            onNotice={setNotice}
            summary={(slider) => (
              <RowSummary
                image={slider.image}
                title={slider.sliderName}
                detail={[
                  slider.offerName,
                  slider.price === null ? null : formatRupees(slider.price),
                  slider.product ? `→ ${slider.product.title}` : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              />
            )}
          />
          <HomeList
            kind="marquees"
            title="Announcement strip"
            noun="heading"
            items={home.data.marquees}
            nameOf={(marquee) => marquee.heading}
            Form={MarqueeForm}
            onNotice={setNotice}
            summary={(marquee) => <p className="break-words text-sm">{marquee.heading}</p>}
          />
          <HomeList
            kind="new-arrivals"
            title="New arrivals"
            noun="group"
            items={home.data.newArrivals}
            nameOf={(group) => group.categoryName}
            Form={GroupForm}
            onNotice={setNotice}
            summary={(group) => (
              <RowSummary
                title={group.categoryName}
                detail={`${group.products.length} ${group.products.length === 1 ? 'product' : 'products'}${
                  group.products.length > 0
                    ? `: ${group.products.map((product) => product.title).join(', ')}`
                    : ''
                }`}
              />
            )}
          />
          <HomeList
            kind="offers"
            title="Offers"
            noun="offer"
            items={home.data.offers}
            nameOf={(offer) => offer.title}
            Form={OfferForm}
            onNotice={setNotice}
            summary={(offer) => (
              <RowSummary image={offer.image} title={offer.title} detail={offer.link ?? 'No link'} />
            )}
          />
        </>
      ) : null}
    </div>
  );
}
