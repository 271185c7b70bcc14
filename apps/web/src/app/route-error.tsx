import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { NotFoundView } from '@/components/ui/not-found-view';

/** A page that throws (or a chunk that fails to load after a deploy) gets a way out, not a blank screen. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundView />;
  console.error(error);
  return (
    <div className="mx-auto max-w-md px-4 py-20 text-center">
      <h1 className="font-serif text-3xl text-plum-900">Something went wrong</h1>
      <p className="mt-3 text-plum-700">
        Please reload the page. If it keeps happening, come back a little later.
      </p>
      <div className="mt-6 flex justify-center gap-3">
        <button type="button" className="btn-dark" onClick={() => window.location.reload()}>
          Reload
        </button>
        <Link to="/" className="btn-outline">
          Home
        </Link>
      </div>
    </div>
  );
}
