import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './App';
import { startServiceWorker } from './offline/service-worker-client';
import './styles.css';

// Offline and updates (docs/offline.md): the built site only; `vite dev` serves unhashed modules a worker must not keep.
if (import.meta.env.PROD) startServiceWorker();

// The first render as a transition: React renders it in slices of a few milliseconds, yielding to the browser in
// between, instead of one long task that blocks input (Total Blocking Time, docs/performance.md "Web vitals").
startTransition(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </StrictMode>,
  );
});
