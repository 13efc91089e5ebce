import type { MouseEvent } from 'react';
import { Outlet, useLocation } from 'react-router';
import { LoginProvider, useLoginState } from '../login/login-context';
import { LoginSidebar } from '../login/LoginSidebar';
import { texts } from '../texts';
import { ToastProvider } from '../toast/toast-context';
import { ErrorBoundary } from './ErrorBoundary';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

/** The public layout (spec §2): skip link, top menu, page, footer, login sidebar and toasts. */
export function PublicLayout() {
  return (
    <ToastProvider>
      <LoginProvider>
        <LayoutFrame />
      </LoginProvider>
    </ToastProvider>
  );
}

// Focus the main region directly: a "#main" fragment would end up in the router's URL.
function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  document.getElementById('main')?.focus();
}

function LayoutFrame() {
  const { sidebarOpen } = useLoginState();
  const { pathname } = useLocation();
  return (
    <>
      {/* While the login sidebar is open the page behind it is inert: no focus, no clicks. */}
      <div className="page" inert={sidebarOpen}>
        <a className="skip-link" href="#main" onClick={skipToMain}>
          {texts.skipToContent}
        </a>
        <SiteHeader />
        <main id="main" className="site-main container" tabIndex={-1}>
          <ErrorBoundary resetKey={pathname}>
            <Outlet />
          </ErrorBoundary>
        </main>
        <SiteFooter />
      </div>
      <LoginSidebar />
    </>
  );
}
