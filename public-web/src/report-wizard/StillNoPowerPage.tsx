import { useParams } from 'react-router';
import { ApiError } from '../api/client';
import { ConfirmLinkPage } from '../auth-pages/ConfirmLinkPage';
import { reportWizardApi } from './report-api';

const texts = {
  title: 'Czy masz już prąd?',
  question:
    'Awaria pod obserwowanym adresem została oznaczona jako usunięta. Jeśli nadal nie masz prądu, potwierdź — przekażemy zgłoszenie dyspozytorom, bo w pobliżu może trwać kolejna awaria.',
  confirm: 'Nadal nie mam prądu',
  cancel: 'Mam prąd',
  working: 'Wysyłanie zgłoszenia…',
  success: 'Dziękujemy, zgłoszenie przyjęte.',
  failure: 'Nie udało się wysłać zgłoszenia: link jest niepełny albo nieważny.',
  toMap: 'Przejdź do mapy',
} as const;

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
      texts={texts}
      run={answer}
      successOf={(r) => `Dziękujemy, zgłoszenie przyjęte: nadal brak prądu pod adresem ${r.address}. Dyspozytorzy sprawdzą, czy to kolejna awaria.`}
      failureOf={(e) => (e instanceof ApiError && e.status >= 400 && e.status < 500 ? e.message : null)}
    />
  );
}
