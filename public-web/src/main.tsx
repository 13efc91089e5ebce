import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { prepareFirstScreen } from './components/PublicLayout';
import { activateLanguage, initialLanguageOfPage, prepareFormatters } from './i18n/i18n';
import { LanguageProvider } from './i18n/LanguageProvider';
import { startServiceWorker } from './offline/service-worker-client';
import './styles.css';

// Offline and updates (docs/offline.md): the built site only; `vite dev` serves unhashed modules a worker must not keep.
if (import.meta.env.PROD) startServiceWorker();

// The first render as a transition: React renders it in slices of a few milliseconds, yielding to the browser in
// between, instead of one long task that blocks input (Total Blocking Time, docs/performance.md "Web vitals").
// The first render waits for the language's catalogs (Polish is in the bundle; Ukrainian or English is one small chunk),
// so a visitor never sees the page flash in a language they did not ask for (docs/i18n.md).
// A catalog that cannot load (offline before the worker kept it) leaves the page Polish rather than blank.
// A first visit's cookie dialog is fetched beside the catalogs (components/PublicLayout.tsx).
const language = initialLanguageOfPage();
// Whatever fails to load, the page is rendered: Polish is in the bundle.
const languageReady = activateLanguage(language)
  .catch(() => activateLanguage('pl'))
  .catch(() => undefined);
const firstScreenReady = prepareFirstScreen(language);
prepareFormatters(language);
void Promise.all([languageReady, firstScreenReady]).then(() =>
  startTransition(() => {
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <LanguageProvider>
          <App />
        </LanguageProvider>
      </StrictMode>,
    );
  }),
);
