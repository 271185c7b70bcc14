import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { LazyPart, lazyWithRetry } from '@/components/ui/lazy-part';
import { ApiError, ContractError } from '@/lib/api-client';
import { requestToastHost, toastHostFailed, useToastHostWanted } from '@/lib/toast';
import { seedInitialData } from './initial-data';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // a 4xx or a contract break will not fix itself by asking again
        retry: (failures, error) =>
          failures < 2 &&
          !(error instanceof ContractError) &&
          !(error instanceof ApiError && error.status < 500),
      },
    },
  });
}

/** The app's one client; main.tsx starts the preloaded queries on it before the first render. */
export const queryClient = createQueryClient();
// before the router (which imports this client) runs a loader: the served page's data is there
seedInitialData(queryClient);
const ToastHost = lazyWithRetry(() => import('./toast-host'));

function LazyToasts() {
  const wanted = useToastHostWanted();
  // each failed load of the toasts' files waits for the next interaction to try again
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt listens again
  useEffect(() => {
    // Toasts answer what the shopper does, so the library loads at the first sign of
    // interaction rather than during the page load, where it competed with the first view
    // for the network and the main thread; a toast sent earlier loads it at once.
    const events = ['pointerdown', 'keydown', 'touchstart'] as const;
    const load = () => {
      for (const name of events) window.removeEventListener(name, load);
      requestToastHost();
    };
    for (const name of events) window.addEventListener(name, load, { once: true, passive: true });
    return () => {
      for (const name of events) window.removeEventListener(name, load);
    };
  }, [attempt]);
  return wanted ? (
    <LazyPart
      key={attempt}
      onError={() => {
        ToastHost.retry();
        toastHostFailed();
        setAttempt((count) => count + 1);
      }}
    >
      <ToastHost />
    </LazyPart>
  ) : null;
}

export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <LazyToasts />
    </QueryClientProvider>
  );
}
