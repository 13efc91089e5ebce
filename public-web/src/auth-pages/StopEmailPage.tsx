import { useSearchParams } from 'wouter';
import { authPagesApi } from './auth-pages-api';
import { authTexts } from './auth-texts';
import { ConfirmLinkPage } from './ConfirmLinkPage';

/**
 * /public/stop-send-email?emailConsentToken=… (spec §2, §8), the link at the foot of every notification
 * e-mail. Nothing changes until the person confirms; 'Anuluj' goes to the map.
 */
export default function StopEmailPage() {
  const token = useSearchParams()[0].get('emailConsentToken');
  return <ConfirmLinkPage id="stop-email-title" texts={authTexts.stopEmail} run={() => authPagesApi.unsubscribe(token)} />;
}
