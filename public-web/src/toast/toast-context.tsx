import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { ToastRegion } from './ToastRegion';

import type { Toast, ToastOptions, ToastSeverity } from './toast.model';

export type { Toast, ToastOptions, ToastSeverity };

// Spec §9 toast lifetimes: 2.5 s in general, 4 s for errors, 5 s for warnings; the login
// success uses TOAST_LIFE.loginSuccess (3 s) explicitly.
export const TOAST_LIFE = {
  general: 2500,
  loginSuccess: 3000,
  error: 4000,
  warning: 5000,
} as const;

const DEFAULT_LIFE: Record<ToastSeverity, number> = {
  success: TOAST_LIFE.general,
  info: TOAST_LIFE.general,
  error: TOAST_LIFE.error,
  warning: TOAST_LIFE.warning,
};

type ShowToast = (options: ToastOptions) => void;

const ToastContext = createContext<ShowToast | null>(null);

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const dismiss = useCallback((id: number) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const show = useCallback<ShowToast>(
    (options) => {
      const toast: Toast = {
        id: nextId.current++,
        severity: options.severity,
        text: options.text,
        life: options.life ?? DEFAULT_LIFE[options.severity],
        closable: options.closable ?? true,
        title: options.title ?? '',
      };
      setToasts((current) => [...current, toast]);
      timers.current.set(
        toast.id,
        setTimeout(() => dismiss(toast.id), toast.life),
      );
    },
    [dismiss],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  return (
    <ToastContext.Provider value={show}>
      {children}
      <ToastRegion toasts={toasts} onDismiss={dismiss} />
    </ToastContext.Provider>
  );
}

export function useToast(): ShowToast {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast must be used inside <ToastProvider>');
  return show;
}
