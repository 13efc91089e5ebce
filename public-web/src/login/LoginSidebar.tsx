import { useEffect } from 'react';
import { CloseIcon } from '../components/icons';
import { authTexts } from '../auth-pages/auth-texts';
import { useArea } from '../i18n/area-texts';
import { useLoginState } from './login-context';
import { LazyLoginForm } from './LazyLoginForm';
import { RegisterPrompt } from './RegisterPrompt';

/**
 * The login side panel. It is modal: the page behind is made inert by the layout, Esc, the close
 * button and a click outside close it, and focus moves into it (see LoginProvider for the way back).
 */
export function LoginSidebar() {
  useArea('auth');
  const { sidebarOpen, closeSidebar } = useLoginState();

  useEffect(() => {
    if (!sidebarOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeSidebar();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [sidebarOpen, closeSidebar]);

  if (!sidebarOpen) return null;
  return (
    <>
      <div className="drawer-backdrop" aria-hidden="true" onClick={closeSidebar} />
      <div className="drawer" role="dialog" aria-modal="true" aria-labelledby="login-drawer-title">
        <div className="drawer__header">
          <h2 id="login-drawer-title" className="drawer__title">
            {authTexts.login.title}
          </h2>
          <button type="button" className="icon-button" aria-label={authTexts.login.close} onClick={closeSidebar}>
            <CloseIcon />
          </button>
        </div>
        <LazyLoginForm idPrefix="login-drawer" autoFocus onLoggedIn={closeSidebar} />
        <RegisterPrompt />
      </div>
    </>
  );
}
