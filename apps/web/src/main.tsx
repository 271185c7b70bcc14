// first: configures zod before any lazily loaded module builds a schema (see the module)
import './lib/zod-jitless';
import './lib/zod-messages';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { startPreloadedQueries } from './app/preloaded-queries';
import { queryClient } from './app/providers';
import { registerServiceWorker } from './app/service-worker';
import { keepStaticShell } from './app/static-shell';
import './styles.css';

startPreloadedQueries(queryClient);

const container = document.getElementById('root')!;
keepStaticShell(container);
const root = createRoot(container);
// A transition: React draws the first view in slices, yielding to the browser between them,
// instead of in one long task (decision 0052).
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
registerServiceWorker();
