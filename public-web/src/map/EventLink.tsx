import { useEffect, useRef } from 'react';
import { useLocation, useSearchParams } from 'wouter';
import { useNavigate, withSearch } from '../routing';
import { TOAST_LIFE, useToast } from '../toast/toast-context';
import { EVENT_PARAM, eventLinkTexts, eventSearch, findSelection } from './event-link';
import type { OutageItem, UserReportMapItem } from './map-types';
import type { Selection } from './selection';

interface EventLinkProps {
  pinned: Selection | null;
  /** The feeds, null until they answer. */
  outages: readonly OutageItem[] | null;
  reports: readonly UserReportMapItem[] | null;
  /** The link's event was found: centre on it and open its window. */
  onFound: (selection: Selection) => void;
}

/**
 * Keeps `?zdarzenie=` in step with the pinned info window (docs/map.md "URL parameters"); loaded after the page's
 * first paint (its budget, docs/performance.md). A link's event waits for the feeds; one they no longer have is
 * said politely and dropped from the URL.
 */
export default function EventLink({ pinned, outages, reports, onFound }: EventLinkProps) {
  const navigate = useNavigate();
  const [pathname] = useLocation();
  const [searchParams] = useSearchParams();
  const showToast = useToast();
  const param = searchParams.get(EVENT_PARAM);
  const key = pinned?.key ?? null;
  // Until the feeds answer, the URL's event is the link's, not a closed window's.
  const waiting = useRef(param !== null);

  useEffect(() => {
    if (waiting.current) {
      if (!outages || !reports) return;
      waiting.current = false;
      const found = param === null ? null : findSelection(param, outages, reports);
      if (found) return onFound(found);
      if (param !== null) showToast({ severity: 'info', text: eventLinkTexts.gone, life: TOAST_LIFE.warning });
    }
    if (param === key) return;
    // A tick later: a navigation of the page's own (the list's 'Pokaż na mapie') may still be on its way, and this
    // must build on it, not replace it with the old URL.
    const timer = window.setTimeout(() => navigate(withSearch(pathname, eventSearch(searchParams, key)), { replace: true }));
    return () => window.clearTimeout(timer);
  }, [param, key, outages, reports, onFound, showToast, navigate, pathname, searchParams]);

  return null;
}
