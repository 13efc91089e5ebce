import type { ReactNode } from 'react';
import { texts } from '../texts';

/** What a page (or a part of it) is busy with, also read out by screen readers; 'Ładowanie…' unless told. */
export function PageStatus({ children = texts.loading }: { children?: ReactNode }) {
  return (
    <p className="page-status" role="status">
      {children}
    </p>
  );
}
