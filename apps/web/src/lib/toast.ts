import { useSyncExternalStore } from 'react';

/**
 * Toasts without putting react-toastify on the first-view path: the library and its
 * container load at the shopper's first interaction (app/providers.tsx), or at the first
 * toast, whichever comes first. Toasts sent before the container mounts are queued by
 * react-toastify and shown as soon as it does.
 */
type Kind = 'success' | 'warning' | 'error' | 'info';

let hostWanted = false;
const listeners = new Set<() => void>();

export function requestToastHost() {
  if (hostWanted) return;
  hostWanted = true;
  for (const listener of listeners) listener();
}

/** The toasts' files could not be loaded (offline): the next interaction asks for them again. */
export function toastHostFailed() {
  hostWanted = false;
  for (const listener of listeners) listener();
}

export function useToastHostWanted(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => hostWanted,
    () => false,
  );
}

function show(kind: Kind, message: string) {
  requestToastHost();
  void import('react-toastify')
    .then(({ toast }) => toast[kind](message))
    .catch((error) => console.error('Toast failed to load', error));
}

export const notify = {
  success: (message: string) => show('success', message),
  warning: (message: string) => show('warning', message),
  error: (message: string) => show('error', message),
  info: (message: string) => show('info', message),
};
