import { CONTENT_PAGE_NAMES, type ContentPageSlug, parsePageBody } from '@storefront/shared';
import { useMemo } from 'react';
import { QueryState } from '@/components/ui/query-state';
import { SkeletonBars } from '@/components/ui/skeleton';
import { usePageTitle } from '@/lib/page-title';
import { useContentPage } from '../api/get-page';
import { PageSections } from './page-blocks';

const updatedOn = (iso: string) =>
  new Date(iso).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  });

/**
 * A policy page as the owner wrote it in the console (GET /api/page/{slug}): its title, the
 * date it last changed, and its body in the page text format. The tab keeps the page's name.
 */
function PolicyPage({ slug }: { slug: ContentPageSlug }) {
  const name = CONTENT_PAGE_NAMES[slug];
  usePageTitle(name);
  const page = useContentPage(slug);
  const blocks = useMemo(() => parsePageBody(page.data?.body ?? ''), [page.data?.body]);
  return (
    <article className="container-page max-w-3xl py-10 sm:py-14">
      <p className="text-xs font-medium tracking-[0.2em] text-gold-700 uppercase">Policies</p>
      <h1 className="mb-6 font-serif text-4xl text-plum-900">{page.data?.title ?? name}</h1>
      <QueryState
        query={page}
        pending={
          <SkeletonBars
            className="space-y-3"
            testId="page-loading"
            bars={['h-4 w-full', 'h-4 w-11/12', 'h-4 w-4/5', 'mt-6 h-6 w-1/3', 'h-4 w-full', 'h-4 w-3/4']}
          />
        }
      >
        {({ updated_at }) => (
          <div className="space-y-6 leading-relaxed text-plum-800 [&_h2]:font-serif [&_h2]:text-xl [&_h2]:text-plum-900 [&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-5">
            <PageSections blocks={blocks} />
            {updated_at ? (
              <p className="border-t border-ivory-300 pt-4 text-sm text-plum-700">
                Last updated {updatedOn(updated_at)}
              </p>
            ) : null}
          </div>
        )}
      </QueryState>
    </article>
  );
}

export function PrivacyPolicyPage() {
  return <PolicyPage slug="privacy-policy" />;
}

export function RefundPolicyPage() {
  return <PolicyPage slug="refund-policy" />;
}

export function TermsPage() {
  return <PolicyPage slug="terms-and-conditions" />;
}
