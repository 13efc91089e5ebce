import { lazy, Suspense, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { readConsent } from '../consent/consent';
import { ConsentProvider, useConsent } from '../consent/consent-context';
import { InfoSidebar } from '../info/InfoSidebar';
import { LoginProvider, useLoginState } from '../login/login-context';
import { MaintenanceBanner } from '../maintenance/MaintenanceBanner';
import { OfflineBanner } from '../offline/OfflineBanner';
import { PendingReportSlot } from '../offline/PendingReportSlot';
import type { Language } from '@portal/domain';
import { loadArea, loadAreaIn } from '../i18n/i18n';
import { useAlternateLinks } from '../i18n/use-alternate-links';
import { texts } from '../texts';
import { ToastProvider } from '../toast/toast-context';
import { ErrorBoundary } from './ErrorBoundary';
import { PageStatus } from './PageStatus';
import { useAnyModalOpen } from './modal-registry';
import { useAfterFirstPaint } from './use-after-first-paint';
import { usePageDescription } from './use-page-description';
import { SiteHeader } from './SiteHeader';

// Loaded when used (docs/performance.md): the login sidebar once it is opened.
// The survey's invitation shows a minute into a visit at the earliest: its code comes after the page's, not in its first
// load (docs/performance.md).
const SurveyDialog = lazy(() => import('../survey/SurveyDialog').then((m) => ({ default: m.SurveyDialog })));
// The cookie dialog, with its texts, shows on a first visit or when asked for from the footer: a visitor who has chosen
// never downloads it. On a first visit it is the largest thing on the first screen (Largest Contentful Paint), so the
// first render waits for it (prepareFirstScreen, main.tsx) rather than painting it a moment later, after the map page's
// work has begun.
type ConsentDialogModule = typeof import('../consent/CookieConsentDialog');
let consentDialogModule: ConsentDialogModule | undefined;
const loadConsentDialog = (language?: Language) =>
  Promise.all([import('../consent/CookieConsentDialog'), language ? loadAreaIn('consent', language) : loadArea('consent')]).then(
    ([m]) => (consentDialogModule = m),
  );
const LazyConsentDialog = lazy(() => loadConsentDialog().then((m) => ({ default: m.CookieConsentDialog })));

/**
 * The cookie dialog: the component loaded before the first render on a first visit (no frame without it), its lazy
 * loader when reopened from the footer. Chosen once, as the slot mounts: a switch from one to the other would remount
 * the open dialog.
 */
function ConsentDialogSlot() {
  const [Dialog] = useState(() => consentDialogModule?.CookieConsentDialog ?? LazyConsentDialog);
  return <Dialog />;
}

/**
 * What the layout's first render needs beyond the entry's code, in the language about to be activated: the cookie
 * dialog for a visitor who has not chosen. A failure leaves the dialog to load when shown.
 */
export function prepareFirstScreen(language: Language): Promise<void> {
  return readConsent() === null
    ? loadConsentDialog(language).then(
        () => undefined,
        () => undefined,
      )
    : Promise.resolve();
}
// The footer comes after everything else on the page: drawn a moment after the page, it moves nothing already shown.
const SiteFooter = lazy(() => import('./SiteFooter').then((m) => ({ default: m.SiteFooter })));
const LoginSidebar = lazy(() => import('../login/LoginSidebar').then((m) => ({ default: m.LoginSidebar })));

/**
 * The public layout (spec §2): skip link, top menu, maintenance banner, page, footer, info panel, login sidebar, cookie
 * dialog, survey dialog and toasts.
 */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <ToastProvider>
      <LoginProvider>
        <ConsentProvider>
          <LayoutFrame>{children}</LayoutFrame>
        </ConsentProvider>
      </LoginProvider>
    </ToastProvider>
  );
}

// Focus the main region directly: a "#main" fragment would end up in the router's URL.
function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  document.getElementById('main')?.focus();
}

function LayoutFrame({ children }: { children: ReactNode }) {
  const { sidebarOpen } = useLoginState();
  const { dialogOpen } = useConsent();
  // Once shown, the dialog stays mounted (closed): the modal hands the focus back as it closes, not as it unmounts.
  const consentShown = useRef(false);
  if (dialogOpen) consentShown.current = true;
  // A first visit's first frame is the cookie dialog over the layout, the largest paint of the first screen: the page
  // renders in the frame after it, so that its code (the map's: Leaflet and a dozen chunks) is not fetched before that
  // paint, competing with it for a slow network (Largest Contentful Paint, docs/performance.md "Web vitals").
  const pageShown = useAfterFirstPaint(dialogOpen);
  const modalOpen = useAnyModalOpen();
  const [pathname] = useLocation();
  usePageDescription(pathname);
  useAlternateLinks(pathname);
  return (
    <>
      {/* While the login sidebar or a modal dialog is open the page behind is inert: no focus, no clicks. */}
      <div className="page" inert={sidebarOpen || modalOpen}>
        <a className="skip-link" href="#main" onClick={skipToMain}>
          {texts.skipToContent}
        </a>
        <SiteHeader />
        <MaintenanceBanner />
        <OfflineBanner />
        <PendingReportSlot />
        <InfoSidebar />
        <main id="main" className="site-main container" tabIndex={-1}>
          <ErrorBoundary resetKey={pathname}>{pageShown && children}</ErrorBoundary>
        </main>
        <Suspense>
          <SiteFooter />
        </Suspense>
      </div>
      {sidebarOpen && (
        <Suspense fallback={<PageStatus />}>
          <LoginSidebar />
        </Suspense>
      )}
      {consentShown.current && (
        <Suspense>
          <ConsentDialogSlot />
        </Suspense>
      )}
      <Suspense>
        <SurveyDialog />
      </Suspense>
    </>
  );
}
