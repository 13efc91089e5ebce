import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useModalRegistration } from './modal-registry';

const FOCUSABLE =
  'a[href], summary, button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface ModalProps {
  open: boolean;
  /** Id of the element that names the dialog (its heading). */
  labelledBy: string;
  describedBy?: string;
  /** Esc calls this; without it Esc does nothing (a choice is required, e.g. the cookie dialog). */
  onEscape?: () => void;
  className?: string;
  children: ReactNode;
}

/**
 * A modal dialog: the page behind is inert (the layout reads useAnyModalOpen), focus moves into the
 * dialog and stays there (Tab cycles), and returns to where it was when the dialog closes.
 * The dialog itself takes focus first, so a screen reader reads its name and description.
 */
export function Modal({ open, labelledBy, describedBy, onEscape, className, children }: ModalProps) {
  useModalRegistration(open);
  const dialog = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.current?.focus();
    return () => {
      // After the layout drops `inert`, in the next frame; the main region when the opener is gone.
      setTimeout(() => (returnTo?.isConnected && returnTo !== document.body ? returnTo : document.getElementById('main'))?.focus());
    };
  }, [open]);

  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && onEscape) {
      event.stopPropagation();
      onEscape();
      return;
    }
    if (event.key !== 'Tab' || !dialog.current) return;
    const items = [...dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    if (!items.length) return;
    const first = items[0];
    const last = items[items.length - 1];
    if (event.shiftKey && (document.activeElement === first || document.activeElement === dialog.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <>
      <div className="modal-backdrop" aria-hidden="true" />
      <div
        ref={dialog}
        className={`modal${className ? ` ${className}` : ''}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        {children}
      </div>
    </>
  );
}
