import { useSearchParams } from 'wouter';
import { ConfirmLinkPage } from '../auth-pages/ConfirmLinkPage';
import { followupTexts } from './followup-texts';
import { reportWizardApi } from './report-api';

/**
 * /public/report-followup/stop?report=…&token=… — the link in the "power is back" message of a reporter's follow-up
 * (docs/reports.md).
 */
export default function FollowUpStopPage() {
  const [params] = useSearchParams();
  const reportId = Number(params.get('report'));
  const token = params.get('token') ?? '';
  const stop = async () => {
    if (!Number.isInteger(reportId) || reportId < 1 || !token) throw new Error('incomplete link');
    await reportWizardApi.stopFollowUp(reportId, token);
  };
  return <ConfirmLinkPage id="followup-stop-title" texts={followupTexts('stop')} run={stop} />;
}
