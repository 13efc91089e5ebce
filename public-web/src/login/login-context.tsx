import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { preloadLoginForm } from './preload-login-form';

// Spec §2: the login sidebar opens after a 200 ms delay (it lets the collapsing mobile menu get
// out of the way first).
export const LOGIN_SIDEBAR_DELAY_MS = 200;

interface LoginState {
  sidebarOpen: boolean;
  openSidebar: () => void;
  closeSidebar: () => void;
  /** Spec §4/§8: set after a 503 (too many attempts); the login forms stay disabled until reload. */
  blocked: boolean;
  setBlocked: (blocked: boolean) => void;
}

const LoginContext = createContext<LoginState | null>(null);

export function LoginProvider({ children }: { children: ReactNode }) {
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const [blocked, setBlocked] = useState(false);
  const openTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const wasOpen = useRef(false);

  const openSidebar = useCallback(() => {
    returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    preloadLoginForm();
    clearTimeout(openTimer.current);
    openTimer.current = setTimeout(() => setSidebarOpen(true), LOGIN_SIDEBAR_DELAY_MS);
  }, []);

  const closeSidebar = useCallback(() => {
    clearTimeout(openTimer.current);
    setSidebarOpen(false);
  }, []);

  // Focus goes back only after the page behind stops being inert. If the opener is gone (after
  // a login the Log in button is replaced by the account menu), the main content takes focus.
  useEffect(() => {
    if (wasOpen.current && !sidebarOpen) {
      const opener = returnFocusTo.current;
      (opener?.isConnected ? opener : document.getElementById('main'))?.focus();
    }
    wasOpen.current = sidebarOpen;
  }, [sidebarOpen]);

  // A link inside the sidebar (reminder, register) leads to another page: the sidebar closes.
  const [pathname] = useLocation();
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current !== pathname) closeSidebar();
    shownPath.current = pathname;
  }, [pathname, closeSidebar]);

  useEffect(() => () => clearTimeout(openTimer.current), []);

  const value = useMemo(() => ({ sidebarOpen, openSidebar, closeSidebar, blocked, setBlocked }), [sidebarOpen, openSidebar, closeSidebar, blocked]);
  return <LoginContext.Provider value={value}>{children}</LoginContext.Provider>;
}

export function useLoginState(): LoginState {
  const state = useContext(LoginContext);
  if (!state) throw new Error('useLoginState must be used inside <LoginProvider>');
  return state;
}
