import { texts } from '../texts';
import type { Toast } from './toast.model';

const ICONS: Record<Toast['severity'], string> = { success: '✓', info: 'i', warning: '!', error: '×' };

/**
 * One polite live region, present from the start so screen readers announce toasts added later.
 * Warnings and errors are announced the same way: none of them interrupts a task in progress.
 */
export function ToastRegion({ toasts, onDismiss }: { toasts: Toast[]; onDismiss: (id: number) => void }) {
  return (
    <div className="toast-region" aria-live="polite" aria-label={texts.toast.region} role="region">
      {toasts.map((toast) => (
        <div key={toast.id} className={`toast toast--${toast.severity}`} data-testid="toast">
          <span className="toast__icon" aria-hidden="true">
            {ICONS[toast.severity]}
          </span>
          <p className="toast__text">
            {toast.title && <strong className="toast__title">{toast.title}: </strong>}
            {toast.text}
          </p>
          {toast.closable && (
            <button type="button" className="toast__close" aria-label={texts.toast.close} onClick={() => onDismiss(toast.id)}>
              <span aria-hidden="true">×</span>
            </button>
          )}
        </div>
      ))}
    </div>
  );
}
