import { useParams } from 'wouter';
import { ApiError } from '../api/client';
import { ConfirmLinkPage } from '../auth-pages/ConfirmLinkPage';
import { t } from '../i18n/i18n';
import { followupTexts } from './followup-texts';
import { reportWizardApi } from './report-api';

/**
 * /public/prad/{id}/{token} — "Nadal nie mam prądu", the link of the question "Czy masz już prąd?" sent when a failure
 * ended (docs/reports.md "After restoration"). Nothing is recorded until the person confirms: mail scanners open links.
 * The server's reason is shown as it says it: the link already used, expired or not valid.
 */
export default function StillNoPowerPage() {
  const params = useParams();
  const id = Number(params.id);
  const token = params.token ?? '';
  const answer = async () => {
    if (!Number.isInteger(id) || id < 1 || !token) throw new Error('incomplete link');
    return reportWizardApi.stillNoPower(id, token);
  };
  return (
    <ConfirmLinkPage
      id="still-no-power-title"
      texts={followupTexts('stillOff')}
      run={answer}
      successOf={(r) => t('wizard.links.stillOff.successAt', { address: r.address })}
      failureOf={(e) => (e instanceof ApiError && e.status >= 400 && e.status < 500 ? e.message : null)}
    />
  );
}
