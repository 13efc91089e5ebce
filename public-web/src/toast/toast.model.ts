/** A toast's shape, apart from the context that shows them (ToastRegion draws them without importing the context). */

export type ToastSeverity = 'success' | 'info' | 'warning' | 'error';

export interface ToastOptions {
  severity: ToastSeverity;
  text: string;
  /** Milliseconds; defaults by severity (spec §9). */
  life?: number;
  /** Defaults to true; the failed-login warning is not closable (spec §8). */
  closable?: boolean;
  /** A heading above the text, e.g. 'Błąd' on the address errors (spec §8). */
  title?: string;
}

export interface Toast extends Required<ToastOptions> {
  id: number;
}
