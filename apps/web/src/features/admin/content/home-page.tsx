import { formatRupees, MSG, mediaAtWidth } from '@storefront/shared';
import { useState } from 'react';
import { serverMessage } from '@/lib/api-client';
import { usePageTitle } from '@/lib/page-title';
import { useAdminHomeContent } from '../api/home-content';
import { ErrorText } from '../ui';
import { GroupForm } from './home-group-form';
import { HomeList } from './home-list';
import { MarqueeForm } from './home-marquee-form';
import { OfferForm } from './home-offer-form';
import { SliderForm } from './home-slider-form';

function Thumb({ src }: { src: string }) {
  return (
    <img
      src={mediaAtWidth(src, 320)}
      alt=""
      className="size-12 shrink-0 rounded object-cover"
      loading="lazy"
    />
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
      {notice ? (
        <p role="status" className="rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-800">
          {notice}
        </p>
      ) : null}
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
              <div className="flex items-center gap-3">
                <Thumb src={slider.image} />
                <div className="min-w-0">
                  <p className="truncate font-medium">{slider.sliderName}</p>
                  <p className="truncate text-xs text-mrp">
                    {[
                      slider.offerName,
                      slider.price === null ? null : formatRupees(slider.price),
                      slider.product ? `→ ${slider.product.title}` : null,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                </div>
              </div>
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
              <div className="min-w-0">
                <p className="truncate font-medium">{group.categoryName}</p>
                <p className="truncate text-xs text-mrp">
                  {group.products.length} {group.products.length === 1 ? 'product' : 'products'}
                  {group.products.length > 0
                    ? `: ${group.products.map((product) => product.title).join(', ')}`
                    : ''}
                </p>
              </div>
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
              <div className="flex items-center gap-3">
                <Thumb src={offer.image} />
                <div className="min-w-0">
                  <p className="truncate font-medium">{offer.title}</p>
                  <p className="truncate text-xs text-mrp">{offer.link ?? 'No link'}</p>
                </div>
              </div>
            )}
          />
        </>
      ) : null}
    </div>
  );
}
