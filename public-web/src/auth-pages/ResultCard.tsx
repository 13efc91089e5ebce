import type { ReactNode } from 'react';

/**
 * How a mailed link or a sent form ended: success is announced politely (status), a failure at once
 * (alert), with what the person can do next under it.
 */
export function ResultCard({ outcome, text, children }: { outcome: 'success' | 'failure'; text: string; children?: ReactNode }) {
  return (
    <div className="auth-card" role={outcome === 'success' ? 'status' : 'alert'}>
      <p className={`auth-card__result auth-card__result--${outcome}`}>{text}</p>
      {children}
    </div>
  );
}
