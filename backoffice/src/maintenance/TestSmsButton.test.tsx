import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, answerRequests, type Route } from '@portal/api-client/testing';
import { renderStaffAdmin, signInAs } from '../../test/renderStaffAdmin';

const SETTINGS = [
  { key: 'maintenanceStart', value: null },
  { key: 'maintenanceEnd', value: null },
  { key: 'showMaintenance', value: 'false' },
];

function smsApi(answer: Route) {
  return answerRequests({
    'POST /api/is-token-valid': { body: { valid: true } },
    'GET /public/api/config/get/all': { body: SETTINGS },
    'POST /test-sms': answer,
  });
}

async function clickSend() {
  const user = userEvent.setup();
  renderStaffAdmin('/admin/maintenance');
  await user.click(await screen.findByRole('button', { name: 'Wyślij testowy SMS' }, { timeout: 8000 }));
}

beforeEach(() => {
  signInAs();
});

describe("'send test SMS' on the maintenance page (spec §2.8)", () => {
  it('calls POST /test-sms (no /api prefix) with the token and says to which number it was sent', async () => {
    const api = smsApi({ body: { id: 5, to: '+48 501 234 567', status: 'SENT', provider: 'smsapi' } });
    await clickSend();

    expect(await screen.findByRole('status')).toHaveTextContent('Wysłano testowy SMS na numer +48 501 234 567.');
    expect(api.callsTo('POST /test-sms')).toEqual([expect.objectContaining({ authorization: 'Bearer admin-token', body: undefined })]);
  });

  it('says when no gateway is configured and the message only went to the outbox', async () => {
    smsApi({ body: { id: 6, to: '+48 501 234 567', status: 'LOGGED', provider: 'outbox' } });
    await clickSend();

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Bramka SMS nie jest skonfigurowana: testowy SMS na numer +48 501 234 567 zapisano tylko w wiadomościach wychodzących.',
    );
  });

  it("shows the server's Polish reason: an account without a phone", async () => {
    const message = 'Twoje konto nie ma numeru telefonu. Wpisz numer w danych swojego konta (Użytkownicy → Edytuj), aby wysłać testowy SMS.';
    smsApi(apiError(400, message, { phone: message }));
    await clickSend();

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('shows a gateway failure', async () => {
    smsApi(apiError(503, 'Nie udało się wysłać testowego SMS-a: SMSAPI (api.smsapi.pl): brak odpowiedzi w ciągu 10000 ms'));
    await clickSend();

    expect(await screen.findByRole('alert')).toHaveTextContent('brak odpowiedzi w ciągu 10000 ms');
  });
});
