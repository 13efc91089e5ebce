import { useEffect } from 'react';
import { texts } from '../texts';

/** Each page names itself in the tab title, which screen readers announce after navigation. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} – ${texts.appName}`;
  }, [title]);
}
