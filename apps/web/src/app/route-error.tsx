import { useEffect, useState, useSyncExternalStore } from 'react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { NotFoundView } from '@/components/ui/not-found-view';
import { reloadPage } from '@/lib/reload-page';

const subscribeToConnection = (changed: () => void) => {
  window.addEventListener('online', changed);
  window.addEventListener('offline', changed);
  return () => {
    window.removeEventListener('online', changed);
    window.removeEventListener('offline', changed);
  };
};

/**
 * A page that throws (or a chunk that fails to load after a deploy) gets a way out, not a blank
 * screen. A page that could not load because the phone is offline says so rather than "come
 * back later", and loads again by itself once the connection is back.
 */
export function RouteError() {
  const error = useRouteError();
  const online = useSyncExternalStore(
    subscribeToConnection,
    () => navigator.onLine,
    () => true,
  );
  // latched: the connection coming back re-renders this page before its reload listener runs,
  // and a listener that followed `online` would be removed before it could reload
  const [offlineWhenItFailed] = useState(() => !navigator.onLine);
  useEffect(() => {
    if (!offlineWhenItFailed) return;
    window.addEventListener('online', reloadPage, { once: true });
    return () => window.removeEventListener('online', reloadPage);
  }, [offlineWhenItFailed]);

  // a page that failed offline keeps saying so until it reloads, rather than "come back later"
  const offline = !online || offlineWhenItFailed;
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundView />;
  console.error(error);
  return (
    <div className="mx-auto max-w-md px-4 py-20 text-center">
      <h1 className="font-serif text-3xl text-plum-900">
        {offline ? 'You are offline' : 'Something went wrong'}
      </h1>
      <p className="mt-3 text-plum-700">
        {offline
          ? 'This page could not load without a connection. It will load again by itself once you are back online.'
          : 'Please reload the page. If it keeps happening, come back a little later.'}
      </p>
      <div className="mt-6 flex justify-center gap-3">
        <button type="button" className="btn-dark" onClick={reloadPage}>
          Reload
        </button>
        <Link to="/" className="btn-outline">
          Home
        </Link>
      </div>
    </div>
  );
}
