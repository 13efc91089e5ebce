import { screen, within } from '@testing-library/react';
import { apiError, answerRequests, type Route } from '@portal/api-client/testing';
import { renderStaffAdmin, signInAs } from '../../test/renderStaffAdmin';

const MAIL = {
  id: 3,
  kind: 'CONFIRM_EMAIL',
  to: 'nowy@example.pl',
  subject: 'Potwierdź adres e-mail',
  status: 'LOGGED',
  error: null,
  text: 'Dzień dobry,\nkliknij: http://localhost:3000/public/confirm?token=abc\nPozdrawiamy',
  links: ['http://localhost:3000/public/confirm?token=abc'],
  createdAt: '2026-11-21T10:00:00.000Z',
};
const SMS = {
  id: 9,
  to: '48501234567',
  text: 'Portal awarii i wyłączeń: testowy SMS',
  status: 'FAILED',
  provider: 'smsapi',
  providerMessageId: null,
  error: 'SMSAPI odrzuciło wiadomość (kod 13): No correct phone numbers',
  createdAt: '2026-11-21T11:30:00.000Z',
  sentAt: null,
};

function outboxApi(mail: Route, sms: Route) {
  return answerRequests({
    'POST /api/is-token-valid': { body: { valid: true } },
    'GET /api/mail/outbox': mail,
    'GET /api/sms/outbox': sms,
  });
}

beforeEach(() => {
  signInAs();
});

describe("'Wiadomości wychodzące' (/admin/outbox)", () => {
  it('lists the latest mails with a clickable link and the SMS with its delivery error', async () => {
    const api = outboxApi({ body: [MAIL] }, { body: [SMS] });
    renderStaffAdmin('/admin/outbox');

    expect(await screen.findByRole('heading', { name: 'Wiadomości wychodzące', level: 1 }, { timeout: 8000 })).toBeInTheDocument();
    const mails = screen.getByRole('region', { name: 'E-maile' });
    expect(await within(mails).findByText('nowy@example.pl')).toBeInTheDocument();
    expect(within(mails).getByText('Potwierdź adres e-mail')).toBeInTheDocument();
    expect(within(mails).getByText('Zapisana (bez wysyłki)')).toBeInTheDocument();
    expect(within(mails).getByText('21.11.2026, 11:00')).toBeInTheDocument();
    expect(within(mails).getByRole('link', { name: 'http://localhost:3000/public/confirm?token=abc' })).toHaveAttribute('href', MAIL.links[0]);

    const sms = screen.getByRole('region', { name: 'SMS-y' });
    expect(await within(sms).findByText('+48501234567')).toBeInTheDocument();
    expect(within(sms).getByText('Błąd wysyłki')).toBeInTheDocument();
    expect(within(sms).getByText('SMSAPI odrzuciło wiadomość (kod 13): No correct phone numbers')).toBeInTheDocument();
    expect(api.callsTo('GET /api/mail/outbox')[0]).toMatchObject({ query: '?limit=50', authorization: 'Bearer admin-token' });
    expect(api.callsTo('GET /api/sms/outbox')[0]).toMatchObject({ query: '?limit=50' });
  });

  it('says when there is nothing, and when one list cannot be loaded the other still shows', async () => {
    outboxApi(apiError(500, 'Wystąpił nieoczekiwany błąd'), { body: [] });
    renderStaffAdmin('/admin/outbox');

    expect(await within(await screen.findByRole('region', { name: 'SMS-y' }, { timeout: 8000 })).findByText('Brak SMS-ów.')).toBeInTheDocument();
    expect(await within(screen.getByRole('region', { name: 'E-maile' })).findByText('Nie udało się wczytać wiadomości')).toBeInTheDocument();
  });

  it('is in the administrator menu', async () => {
    outboxApi({ body: [] }, { body: [] });
    renderStaffAdmin('/admin/outbox');
    expect(await screen.findByRole('menuitem', { name: /Wiadomości wychodzące/ }, { timeout: 8000 })).toHaveAttribute('href', '/admin/outbox');
  });
});
