import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useNotify } from 'react-admin';

/**
 * Spec §2.9: the master list shows 'Zapisano dane planowanego wyłączenia' when its route parameter
 * showToast is 'show' (the form sends the person back that way). The parameter is then dropped
 * from the address, so a reload or a bookmark does not repeat the toast.
 */
export function useSavedToast() {
  const { pathname, search, state } = useLocation();
  const navigate = useNavigate();
  const notify = useNotify();
  const shown = useRef(false);
  useEffect(() => {
    const params = new URLSearchParams(search);
    if (params.get('showToast') !== 'show' || shown.current) return;
    shown.current = true;
    notify('resources.plannedOutages.notifications.saved', { type: 'success' });
    params.delete('showToast');
    const rest = params.toString();
    navigate({ pathname, search: rest ? `?${rest}` : '' }, { replace: true, state });
  }, [pathname, search, state, navigate, notify]);
}
