import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { answer, api } from '../api/http';

type Kind = 'PLANNED' | 'FAILURE' | 'EXTENSIVE';
type State = { kind: 'loading' } | { kind: 'count'; value: number | null } | { kind: 'failed' };

/**
 * How many residents' reports of the last 24 h an outage gathered (docs/reports.md), as the public map and
 * the wizard's "we already know" count them: GET /api/call-net/reports-gathered. The preview's own data does not carry
 * it (the planned outages module does not read the map's snapshot), so it is asked for separately.
 */
export function ReportsGathered({ kind, id }: { kind: Kind; id: number }) {
  const translate = useTranslate();
  const [state, setState] = useState<State>({ kind: 'loading' });
  useEffect(() => {
    let live = true;
    setState({ kind: 'loading' });
    answer(api.GET('/api/call-net/reports-gathered', { params: { query: { kind, id } } }))
      .then(({ reportsCount }) => live && setState({ kind: 'count', value: reportsCount }))
      .catch(() => live && setState({ kind: 'failed' }));
    return () => {
      live = false;
    };
  }, [kind, id]);
  if (state.kind === 'loading') return <>{translate('resources.plannedOutages.show.reportsLoading')}</>;
  if (state.kind === 'failed') return <>{translate('resources.plannedOutages.show.reportsFailed')}</>;
  if (state.value === null) return <>{translate('resources.plannedOutages.show.reportsNotOnMap')}</>;
  return <>{state.value}</>;
}
