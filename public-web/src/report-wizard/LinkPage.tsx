import { use } from 'react';
import { useParams } from 'wouter';
import { loadArea } from '../i18n/i18n';
import FollowUpStopPage from './FollowUpStopPage';
import StillNoPowerPage from './StillNoPowerPage';

/**
 * The pages behind the links of messages — a reporter's follow-up stop link (/public/report-followup/stop?…) and a
 * watcher's "Nadal nie mam prądu" (/public/prad/{id}/{token}) — as one lazily loaded route component: the first load
 * of /public has no room in its budget for the glue of another lazy route (docs/performance.md). Their texts (the
 * wizard's catalog, `wizard.links.*`) load with it, under the route's Suspense: a catalog of their own would cost the
 * first load another entry in LAZY_AREAS.
 */
export default function LinkPage() {
  use(loadArea('wizard'));
  return useParams().token ? <StillNoPowerPage /> : <FollowUpStopPage />;
}
