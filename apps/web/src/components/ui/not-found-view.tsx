import { NOT_FOUND_TITLE } from '@storefront/shared';
import { Compass } from 'lucide-react';
import { Link } from 'react-router';
import { usePageTitle } from '@/lib/page-title';

export function NotFoundView() {
  usePageTitle(NOT_FOUND_TITLE);
  return (
    <div className="container-page flex flex-col items-center py-20 text-center">
      <Compass className="mb-4 size-12 text-gold-600" aria-hidden="true" />
      <p className="text-sm font-medium tracking-[0.2em] text-gold-700 uppercase">404</p>
      <h1 className="mt-2 font-serif text-3xl text-plum-900 sm:text-4xl">{NOT_FOUND_TITLE}</h1>
      <p className="mt-3 max-w-md text-plum-700">
        The page you were looking for has drifted out of our stars. Let us guide you back.
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to="/" className="btn-dark">
          Go to Home
        </Link>
        <Link to="/Products" className="btn-outline">
          Browse Products
        </Link>
      </div>
    </div>
  );
}
