import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, answerRequests } from '@portal/api-client/testing';
import { plannedListRoutes } from '../../test/plannedOutages';
import { ADMIN_LOGIN, renderStaffAdmin } from '../../test/renderStaffAdmin';
import { assertPasskey, createPasskey } from '../auth/passkeyCeremony';

jest.mock('../auth/fullPageNavigation', () => ({ loadPage: jest.fn() }));
// jsdom has no WebAuthn: the browser's dialogs are the one part replaced, the step and its calls stay real.
jest.mock('../auth/passkeyCeremony', () => ({
  ...jest.requireActual('../auth/passkeyCeremony'),
  passkeysAvailable: () => true,
  assertPasskey: jest.fn(),
  createPasskey: jest.fn(),
}));
const assertDialog = assertPasskey as jest.MockedFunction<typeof assertPasskey>;
const createDialog = createPasskey as jest.MockedFunction<typeof createPasskey>;

const VERIFY = { body: { secondFactor: 'verify', challengeToken: 'challenge-1', expiresInSeconds: 300, methods: ['totp'] } };
const ENROL = { body: { secondFactor: 'enrol', challengeToken: 'challenge-2', expiresInSeconds: 300, methods: ['totp', 'passkey'] } };
const PASSKEY_ONLY = { body: { secondFactor: 'verify', challengeToken: 'challenge-3', expiresInSeconds: 300, methods: ['passkey'] } };
const ASSERTION = {
  id: 'cred-1',
  rawId: 'cred-1',
  type: 'public-key',
  response: { clientDataJSON: 'x', authenticatorData: 'y', signature: 'z' },
  clientExtensionResults: {},
};
const ACCEPTER_SESSION = { body: { ...ADMIN_LOGIN, token: 't-2fa', userId: 7, role: 'DISPATCHER', fullName: 'Katarzyna Zielińska' } };
const RECOVERY = Array.from({ length: 10 }, (_, i) => `AAAA-BBBB-CCCC-DD${String.fromCharCode(65 + i)}${String.fromCharCode(66 + i)}`);

async function password(user = userEvent.setup()) {
  await user.type(await screen.findByLabelText(/Login \(e-mail\)/), 'nowy.admin@firma.pl');
  await user.type(screen.getByLabelText(/Hasło/), 'Mocne#Haslo2026');
  await user.click(screen.getByRole('button', { name: 'Zaloguj' }));
  return user;
}

describe('second factor at the staff login', () => {
  it('asks for the code after the password, stores nothing before it, then signs in with it', async () => {
    const api = answerRequests({ 'POST /api/login': VERIFY, 'POST /api/login/second-factor': ACCEPTER_SESSION, ...plannedListRoutes() });
    const { currentPath } = renderStaffAdmin('/login');

    const user = await password();

    const field = await screen.findByLabelText(/Kod weryfikacyjny/);
    expect(field).toHaveFocus();
    expect(screen.queryByLabelText(/Hasło/)).not.toBeVisible();
    expect(window.localStorage.getItem('token')).toBeNull();
    await user.type(field, '123456{Enter}');

    await waitFor(() => expect(currentPath()).toBe('/master/planned-my'));
    expect(api.callsTo('POST /api/login/second-factor')[0].body).toEqual({ challengeToken: 'challenge-1', code: '123456' });
    expect(window.localStorage.getItem('token')).toBe('t-2fa');
  });

  it('shows the server’s message under the field for a wrong code and keeps the step', async () => {
    answerRequests({ 'POST /api/login': VERIFY, 'POST /api/login/second-factor': apiError(401, 'Niepoprawny kod') });
    renderStaffAdmin('/login');

    const user = await password();
    await user.type(await screen.findByLabelText(/Kod weryfikacyjny/), '000000');
    await user.click(screen.getByRole('button', { name: 'Potwierdź' }));

    expect(await screen.findByText('Niepoprawny kod')).toBeInTheDocument();
    expect(screen.getByLabelText(/Kod weryfikacyjny/)).toBeInTheDocument();
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('goes back to the password when the challenge has expired', async () => {
    answerRequests({
      'POST /api/login': VERIFY,
      'POST /api/login/second-factor': apiError(401, 'Logowanie wygasło. Zaloguj się ponownie hasłem.'),
    });
    renderStaffAdmin('/login');

    const user = await password();
    await user.type(await screen.findByLabelText(/Kod weryfikacyjny/), '123456{Enter}');

    expect(await screen.findByText('Logowanie wygasło. Zaloguj się ponownie hasłem.')).toBeInTheDocument();
    expect(screen.queryByLabelText(/Kod weryfikacyjny/)).not.toBeInTheDocument();
    expect(screen.getByLabelText(/Hasło/)).toBeVisible();
  });

  it('enters the blocked state when wrong codes lock the sign-in (503)', async () => {
    answerRequests({ 'POST /api/login': VERIFY, 'POST /api/login/second-factor': apiError(503, 'Zablokowane') });
    renderStaffAdmin('/login');

    const user = await password();
    await user.type(await screen.findByLabelText(/Kod weryfikacyjny/), '123456{Enter}');

    const blocked = 'Zbyt dużo prób logowania, konto zostało tymczasowo zablokowane.';
    await waitFor(() => expect(screen.getAllByText(blocked).length).toBeGreaterThan(0));
    expect(screen.getByRole('button', { name: 'Zaloguj' })).toBeDisabled();
  });

  it('enrols: QR code, the key, ten recovery codes, and the code is sent only once the codes are confirmed saved', async () => {
    const api = answerRequests({
      'POST /api/login': ENROL,
      'POST /api/login/second-factor/enrolment': {
        body: {
          secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
          otpauthUri: 'otpauth://totp/x',
          qrCode: 'data:image/svg+xml;base64,PHN2Zy8+',
          recoveryCodes: RECOVERY,
        },
      },
      'POST /api/login/second-factor/enrolment/confirm': ACCEPTER_SESSION,
      ...plannedListRoutes(),
    });
    const { currentPath } = renderStaffAdmin('/login');

    const user = await password();

    expect(await screen.findByRole('img', { name: 'Kod QR dla aplikacji uwierzytelniającej' })).toHaveAttribute('src', 'data:image/svg+xml;base64,PHN2Zy8+');
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(RECOVERY);
    await user.type(screen.getByLabelText(/Kod z aplikacji/), '654321');
    const submit = screen.getByRole('button', { name: 'Włącz i zaloguj' });
    expect(submit).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: /Zapisałem\(-am\) kody zapasowe/ }));
    expect(submit).toBeEnabled();
    await user.click(submit);

    await waitFor(() => expect(currentPath()).toBe('/master/planned-my'));
    expect(api.callsTo('POST /api/login/second-factor/enrolment')[0].body).toEqual({ challengeToken: 'challenge-2' });
    expect(api.callsTo('POST /api/login/second-factor/enrolment/confirm')[0].body).toEqual({ challengeToken: 'challenge-2', code: '654321' });
  });

  it('signs in with a passkey when that is the person’s factor: no code field, the dialog, then the session', async () => {
    const api = answerRequests({
      'POST /api/login': PASSKEY_ONLY,
      'POST /api/login/second-factor/passkey/options': { body: { challenge: 'ch-1', rpId: 'localhost' } },
      'POST /api/login/second-factor/passkey': ACCEPTER_SESSION,
      ...plannedListRoutes(),
    });
    assertDialog.mockResolvedValue(ASSERTION as never);
    const { currentPath } = renderStaffAdmin('/login');

    const user = await password();
    await user.click(await screen.findByRole('button', { name: 'Użyj klucza dostępu' }));
    expect(screen.queryByLabelText(/Kod weryfikacyjny/)).not.toBeInTheDocument();

    await waitFor(() => expect(currentPath()).toBe('/master/planned-my'));
    expect(assertDialog).toHaveBeenCalledWith({ challenge: 'ch-1', rpId: 'localhost' });
    expect(api.callsTo('POST /api/login/second-factor/passkey/options')[0].body).toEqual({ challengeToken: 'challenge-3' });
    expect(api.callsTo('POST /api/login/second-factor/passkey')[0].body).toEqual({ challengeToken: 'challenge-3', response: ASSERTION });
    expect(window.localStorage.getItem('token')).toBe('t-2fa');
  });

  it('shows the server’s message for a refused passkey and enters the blocked state on the lockout', async () => {
    let tries = 0;
    answerRequests({
      'POST /api/login': { body: { ...PASSKEY_ONLY.body, methods: ['totp', 'passkey'] } },
      'POST /api/login/second-factor/passkey/options': { body: { challenge: 'ch-1' } },
      'POST /api/login/second-factor/passkey': () =>
        ++tries === 1 ? apiError(401, 'Ten klucz dostępu nie jest zarejestrowany dla tego konta') : apiError(503, 'Zablokowane'),
    });
    assertDialog.mockResolvedValue(ASSERTION as never);
    renderStaffAdmin('/login');

    const user = await password();
    // Both factors: the code field is there too.
    expect(await screen.findByLabelText(/Kod weryfikacyjny/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Użyj klucza dostępu' }));
    expect(await screen.findByText('Ten klucz dostępu nie jest zarejestrowany dla tego konta')).toBeInTheDocument();
    expect(window.localStorage.getItem('token')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Użyj klucza dostępu' }));
    const blocked = 'Zbyt dużo prób logowania, konto zostało tymczasowo zablokowane.';
    await waitFor(() => expect(screen.getAllByText(blocked).length).toBeGreaterThan(0));
  });

  it('enrols a named passkey instead of the app at a required sign-in', async () => {
    const api = answerRequests({
      'POST /api/login': ENROL,
      'POST /api/login/second-factor/enrolment': {
        body: {
          secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
          otpauthUri: 'otpauth://totp/x',
          qrCode: 'data:image/svg+xml;base64,PHN2Zy8+',
          recoveryCodes: RECOVERY,
        },
      },
      'POST /api/login/second-factor/enrolment/passkey/options': { body: { challenge: 'ch-2', rp: { id: 'localhost', name: 'Portal' } } },
      'POST /api/login/second-factor/enrolment/passkey': ACCEPTER_SESSION,
      ...plannedListRoutes(),
    });
    createDialog.mockResolvedValue(ASSERTION as never);
    const { currentPath } = renderStaffAdmin('/login');

    const user = await password();
    const submit = await screen.findByRole('button', { name: 'Dodaj klucz dostępu i zaloguj' });
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText(/Nazwa klucza/), 'Laptop');
    await user.click(submit);

    await waitFor(() => expect(currentPath()).toBe('/master/planned-my'));
    expect(api.callsTo('POST /api/login/second-factor/enrolment/passkey')[0].body).toEqual({
      challengeToken: 'challenge-2',
      name: 'Laptop',
      response: ASSERTION,
    });
  });
});
