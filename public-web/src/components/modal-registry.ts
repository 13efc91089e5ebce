import { useEffect, useSyncExternalStore } from 'react';

// How many modal dialogs are open; while any is, the layout makes the page behind them inert.
let openCount = 0;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function change(delta: number) {
  openCount += delta;
  listeners.forEach((listener) => listener());
}

/** Registers a modal as open for as long as `open` is true and the component is mounted. */
export function useModalRegistration(open: boolean): void {
  useEffect(() => {
    if (!open) return;
    change(1);
    return () => change(-1);
  }, [open]);
}

export function useAnyModalOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => openCount > 0,
    () => false,
  );
}
