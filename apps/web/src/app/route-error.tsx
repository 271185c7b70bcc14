import { useEffect, useSyncExternalStore } from 'react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { NotFoundView } from '@/components/ui/not-found-view';

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
  const offlineWhenItFailed = !online;
  useEffect(() => {
    if (!offlineWhenItFailed) return;
    const reload = () => window.location.reload();
    window.addEventListener('online', reload, { once: true });
    return () => window.removeEventListener('online', reload);
  }, [offlineWhenItFailed]);

  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundView />;
  console.error(error);
  return (
    <div className="mx-auto max-w-md px-4 py-20 text-center">
      <h1 className="font-serif text-3xl text-plum-900">
        {online ? 'Something went wrong' : 'You are offline'}
      </h1>
      <p className="mt-3 text-plum-700">
        {online
          ? 'Please reload the page. If it keeps happening, come back a little later.'
          : 'This page could not load without a connection. It will load again by itself once you are back online.'}
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
