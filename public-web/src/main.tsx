import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './App';
import './styles.css';

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
