import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-admin';

/**
 * Spec §2.6: after saving, the form goes back where the person came from (one step back), or to
 * `fallback` when the form was opened directly (no in-app history to go back to). A pending move
 * is dropped when the page unmounts, so leaving earlier does not trigger a second navigation.
 */
export function useDelayedGoBack(fallback: string): (delayMs?: number) => void {
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(
    (delayMs = 0) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        // react-router numbers its history entries; idx 0 is the page the app was opened on.
        const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
        if (idx > 0) navigate(-1);
        else navigate(fallback, { replace: true });
      }, delayMs);
    },
    [navigate, fallback],
  );
}
