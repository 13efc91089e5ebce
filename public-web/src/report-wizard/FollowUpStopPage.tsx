import { useSearchParams } from 'react-router';
import { ConfirmLinkPage } from '../auth-pages/ConfirmLinkPage';
import { reportWizardApi } from './report-api';

const texts = {
  title: 'Rezygnacja z powiadomienia o przywróceniu zasilania',
  question: 'Czy na pewno nie chcesz dostać wiadomości, gdy prąd wróci pod zgłoszonym adresem?',
  confirm: 'Tak, rezygnuję',
  cancel: 'Anuluj',
  working: 'Odwoływanie…',
  success: 'Powiadomienie odwołane. Nie wyślemy już wiadomości o tym zgłoszeniu.',
  failure: 'Nie udało się odwołać powiadomienia: link jest niepełny albo nieważny.',
  toMap: 'Przejdź do mapy',
} as const;

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
  return <ConfirmLinkPage id="followup-stop-title" texts={texts} run={stop} />;
}
