import { useLocation } from 'wouter';
import type { LoginReturn } from '../auth/RequireRole';
import { useNavigationState } from '../routing';
import { isStaffRole, PUBLIC_HOME } from '../auth/roles';
import { useDocumentTitle } from '../components/use-document-title';
import { LazyLoginForm } from '../login/LazyLoginForm';
import { RegisterPrompt } from '../login/RegisterPrompt';
import { authTexts } from '../auth-pages/auth-texts';
import { useArea } from '../i18n/area-texts';

/** /public/login: the same form as the sidebar; after login, back to the page that asked for it. */
export function PublicLoginPage() {
  useArea('auth');
  useDocumentTitle(authTexts.login.pageTitle);
  const [, navigate] = useLocation();
  const from = useNavigationState<LoginReturn>()?.from;

  return (
    <section className="login-page" aria-labelledby="login-page-title">
      <h1 id="login-page-title">{authTexts.login.pageTitle}</h1>
      <LazyLoginForm
        idPrefix="login-page"
        autoFocus
        onLoggedIn={(response) => {
          // Staff leave for the back office with a full page load (see useLogin).
          if (!isStaffRole(response.role)) navigate(from ?? PUBLIC_HOME, { replace: true });
        }}
      />
      <RegisterPrompt />
    </section>
  );
}
