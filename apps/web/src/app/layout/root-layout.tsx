import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { FloatingShortcuts } from './floating-shortcuts';
import { Footer } from './footer';
import { Header } from './header';
import { PageScroll } from './page-scroll';
import { SiteMeta } from './site-meta';

export function RootLayout() {
  return (
    <div className="flex min-h-dvh flex-col pb-14 xl:pb-0 print:block print:min-h-0 print:pb-0">
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-gold-500 px-4 py-2 text-plum-950 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <PageScroll />
      <SiteMeta />
      {/* printing a page (an invoice) prints the page alone, not the shop around it */}
      <div className="contents print:hidden" data-testid="chrome-header">
        <Header />
      </div>
      {/* at least a screen tall: while a page loads, the footer waits below the fold
          instead of showing and then being pushed down by the content (layout shift) */}
      <main id="main" className="min-h-dvh flex-1 print:min-h-0">
        <Suspense fallback={<PageFallback />}>
          <Outlet />
        </Suspense>
      </main>
      <div className="contents print:hidden" data-testid="chrome-footer">
        <Footer />
        <FloatingShortcuts />
      </div>
    </div>
  );
}

export function PageFallback() {
  return (
    <div className="container-page space-y-4 py-10" role="status" aria-busy="true" aria-label="Loading">
      <Skeleton className="h-10 w-1/2" />
      <Skeleton className="h-64" />
    </div>
  );
}
