import { FIXED_PAGE_TITLES } from '@storefront/shared';
import { CheckCircle2, Phone, Quote } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { Accordion } from '@/components/ui/accordion';
import { Skeleton } from '@/components/ui/skeleton';
import { usePageTitle } from '@/lib/page-title';
import { useHelp } from '../api/get-help';
import { useContentPage } from '../api/get-page';
import { useShopProfile } from '../api/get-shop-profile';
import { telLink } from '../contact-links';
import { aboutLayout } from './about-layout';
import { PageBlocks } from './page-blocks';

export function AboutPage() {
  const profile = useShopProfile();
  const help = useHelp();
  const page = useContentPage('about-us');
  usePageTitle(FIXED_PAGE_TITLES['/about-us']);
  const layout = useMemo(() => aboutLayout(page.data?.body ?? ''), [page.data?.body]);
  const loading = page.isPending;

  return (
    <>
      <section className="bg-plum-900 py-16 text-center text-ivory-50 sm:py-20">
        <div className="container-page flex flex-col items-center gap-4">
          <p className="text-xs font-medium tracking-[0.25em] text-gold-300 uppercase">About Us</p>
          {loading ? (
            <div className="flex w-full max-w-2xl flex-col items-center gap-3" aria-hidden="true">
              <Skeleton className="h-10 w-4/5 bg-plum-800" />
              <Skeleton className="h-10 w-3/5 bg-plum-800" />
            </div>
          ) : (
            <h1 className="max-w-2xl font-serif text-4xl leading-tight sm:text-5xl">{page.data?.title}</h1>
          )}
          <p className="max-w-xl text-ivory-200">{profile.data?.tag_line}</p>
          <Link to="/contact" className="btn-primary mt-2 px-8">
            Contact Us
          </Link>
        </div>
      </section>

      <section className="container-page grid gap-10 py-14 lg:grid-cols-2" aria-labelledby="about-heading">
        <div className="space-y-4 text-plum-800 [&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-5">
          <h2 id="about-heading" className="font-serif text-3xl text-plum-900">
            About Us
          </h2>
          {loading ? (
            <div className="space-y-3" data-testid="page-loading">
              <Skeleton className="h-4 w-full" />
              <Skeleton className="h-4 w-11/12" />
              <Skeleton className="h-4 w-4/5" />
            </div>
          ) : (
            <PageBlocks blocks={layout.intro} />
          )}
        </div>
        {layout.accordion.length > 0 ? (
          <Accordion
            defaultOpen={layout.accordion[0]?.id ?? null}
            items={layout.accordion.map((section) => ({
              id: section.id,
              title: section.heading ?? '',
              content: (
                <div className="space-y-2 [&_ul]:list-disc [&_ul]:pl-5">
                  <PageBlocks blocks={section.blocks} />
                </div>
              ),
            }))}
          />
        ) : null}
      </section>

      {layout.checklists.map((list) => (
        <section key={list.id} className="bg-ivory-200/60 py-14" aria-labelledby={`${list.id}-heading`}>
          <div className="container-page">
            <h2 id={`${list.id}-heading`} className="mb-6 font-serif text-3xl text-plum-900">
              {list.heading}
            </h2>
            <ul className="grid gap-3 sm:grid-cols-2">
              {list.items.map((reason, at) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: reasons are texts that may repeat
                <li key={at} className="flex items-start gap-3 rounded-2xl bg-ivory-50 p-4">
                  <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-gold-600" aria-hidden="true" />
                  {reason}
                </li>
              ))}
            </ul>
          </div>
        </section>
      ))}

      {layout.testimonials.map((group) => (
        <section key={group.id} className="container-page py-14" aria-labelledby={`${group.id}-heading`}>
          <h2 id={`${group.id}-heading`} className="mb-6 font-serif text-3xl text-plum-900">
            {group.heading}
          </h2>
          <ul className="grid gap-4 md:grid-cols-3">
            {group.quotes.map((quote, at) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: quotes keep the text's order
              <li key={at}>
                <figure className="flex h-full flex-col gap-3 rounded-2xl border border-ivory-300 bg-ivory-50 p-5">
                  <Quote className="size-6 text-gold-500" aria-hidden="true" />
                  <blockquote className="flex-1 text-plum-800">{quote.text}</blockquote>
                  {quote.cite ? (
                    <figcaption className="text-sm font-medium text-plum-900">{quote.cite}</figcaption>
                  ) : null}
                </figure>
              </li>
            ))}
          </ul>
        </section>
      ))}

      <section
        className={`container-page${layout.testimonials.length === 0 ? ' pt-14' : ''}`}
        aria-labelledby="cta-heading"
      >
        <div className="flex flex-col items-center gap-4 rounded-3xl bg-plum-900 px-6 py-12 text-center text-ivory-50">
          <h2 id="cta-heading" className="font-serif text-3xl">
            Talk to us today
          </h2>
          {help.data?.mobile ? (
            <a
              href={telLink(help.data.mobile)}
              className="flex items-center gap-2 text-lg text-gold-300 hover:underline"
            >
              <Phone className="size-5" aria-hidden="true" /> +91 {help.data.mobile}
            </a>
          ) : null}
          <Link to="/contact" className="btn-primary px-8">
            Contact Us
          </Link>
        </div>
      </section>
    </>
  );
}
