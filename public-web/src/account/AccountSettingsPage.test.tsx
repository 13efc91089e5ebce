import { screen, waitFor, within } from '@testing-library/react';
import { answerCalls, type ExpectedCall } from '../../test/api-answers';
import { PUBLIC_USER, renderApp, signedIn } from '../../test/render-app';

const SETTINGS = {
  dataProcessingConsent: true,
  fullName: 'Jan Kowalski',
  email: 'jan@example.pl',
  phone: '600100200',
  emailNotificationAgreement: true,
  smsNotificationAgreement: false,
};

const TOKEN_OK: ExpectedCall = { method: 'POST', path: '/api/is-token-valid', body: { valid: true } };
const GET: ExpectedCall = { method: 'GET', path: '/public/api/user/get', body: SETTINGS };
const LOGOUT: ExpectedCall = { method: 'POST', path: '/api/logout', status: 204 };

async function openSettings(calls: ExpectedCall[] = [], settings = SETTINGS) {
  signedIn(PUBLIC_USER);
  const fake = answerCalls([TOKEN_OK, { ...GET, body: settings }, ...calls]);
  const view = renderApp('/public/user/settings');
  // The first page of a file loads its route table, guard, page and texts: a cold start of all of them.
  await screen.findByRole('heading', { name: 'Ustawienia konta', level: 1 }, { timeout: 5000 });
  await waitFor(() => expect(screen.getByLabelText('Imię i nazwisko')).toHaveValue(settings.fullName));
  return { ...view, ...fake };
}

const consent = () => screen.getByRole('checkbox', { name: /Wyrażam zgodę/ });
const emailChannel = () => screen.getByRole('checkbox', { name: 'Powiadomienia e-mail' });
const smsChannel = () => screen.getByRole('checkbox', { name: 'Powiadomienia SMS' });
const phone = () => screen.getByLabelText('Numer telefonu (9 cyfr)');
const save = () => screen.getByRole('button', { name: 'Zapisz zmiany' });

describe('account settings', () => {
  it('shows the saved settings and the notification e-mail read-only', async () => {
    await openSettings();

    expect(screen.getByLabelText('E-mail')).toHaveValue('jan@example.pl');
    expect(consent()).toBeChecked();
    expect(emailChannel()).toBeChecked();
    expect(smsChannel()).not.toBeChecked();
    expect(phone()).toHaveValue('600100200');
    expect(screen.getByLabelText('E-mail do powiadomień')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('E-mail do powiadomień')).toHaveValue('jan@example.pl');
    // Nothing changed yet: nothing to save.
    expect(save()).toBeDisabled();
  });

  it('enables the channels and the phone only with the consent, and unticks the channels without it', async () => {
    const { user } = await openSettings();

    await user.click(consent());

    expect(emailChannel()).toBeDisabled();
    expect(emailChannel()).not.toBeChecked();
    expect(smsChannel()).toBeDisabled();
    expect(phone()).toBeDisabled();

    await user.click(consent());
    expect(emailChannel()).toBeEnabled();
    expect(smsChannel()).toBeEnabled();
    expect(phone()).toBeEnabled();
  });

  it('keeps the channels disabled for a user without consent', async () => {
    await openSettings([], { ...SETTINGS, dataProcessingConsent: false, emailNotificationAgreement: false, phone: '' });

    expect(emailChannel()).toBeDisabled();
    expect(smsChannel()).toBeDisabled();
    expect(phone()).toBeDisabled();
  });

  it('requires the phone, exactly 9 digits, when SMS is chosen', async () => {
    const { user } = await openSettings([], { ...SETTINGS, phone: '' });

    await user.click(smsChannel());
    await waitFor(() => expect(phone()).toHaveAccessibleDescription('Pole obowiązkowe'));
    expect(save()).toBeDisabled();

    await user.type(phone(), '60010020');
    expect(phone()).toHaveAccessibleDescription('Niepoprawny numeru telefonu');
    expect(save()).toBeDisabled();

    await user.type(phone(), '0');
    await waitFor(() => expect(save()).toBeEnabled());
    expect(phone()).not.toHaveAccessibleDescription();

    // Without SMS the phone may be left empty.
    await user.click(smsChannel());
    await user.clear(phone());
    await waitFor(() => expect(phone()).not.toHaveAccessibleDescription());
    expect(phone()).not.toHaveAttribute('aria-invalid');
  });

  it('checks the name and the e-mail', async () => {
    const { user } = await openSettings();

    await user.clear(screen.getByLabelText('Imię i nazwisko'));
    await user.clear(screen.getByLabelText('E-mail'));
    await user.type(screen.getByLabelText('E-mail'), 'jan@');

    expect(screen.getByLabelText('Imię i nazwisko')).toHaveAccessibleDescription('Pole obowiązkowe');
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('Wpisz poprawny email');
    expect(save()).toBeDisabled();
  });

  it('saves the changes and keeps the user signed in when the e-mail stays', async () => {
    const { user, calls } = await openSettings([{ method: 'POST', path: '/public/api/user/update', body: false }]);

    await user.clear(screen.getByLabelText('Imię i nazwisko'));
    await user.type(screen.getByLabelText('Imię i nazwisko'), 'Jan Nowak');
    await user.click(save());

    expect(await screen.findByText('Zmiany zostały zapisane.')).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/public/api/user/update')?.body).toEqual({ ...SETTINGS, fullName: 'Jan Nowak', language: 'pl' });
    expect(window.localStorage.getItem('fullName')).toBe('Jan Nowak');
    expect(screen.getByRole('button', { name: 'Jan Nowak' })).toBeInTheDocument();
  });

  it('signs the user out with the spec message when the e-mail must be confirmed again', async () => {
    const { user } = await openSettings([{ method: 'POST', path: '/public/api/user/update', body: true }, LOGOUT]);

    await user.clear(screen.getByLabelText('E-mail'));
    await user.type(screen.getByLabelText('E-mail'), 'nowy@example.pl');
    await user.click(save());

    expect(await screen.findByText('Dane zaktualizowano. Aby zalogować się potwierdź swój adres email.')).toBeInTheDocument();
    expect(window.localStorage.getItem('token')).toBeNull();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/public$/));
  });

  it.each([
    [409, 'Podany e-mail jest używany'],
    [500, 'Wystąpił nieznany błąd'],
  ])('answers %i with "%s"', async (status, message) => {
    const { user } = await openSettings([{ method: 'POST', path: '/public/api/user/update', status, body: { statusCode: status, message: 'x' } }]);

    await user.clear(screen.getByLabelText('E-mail'));
    await user.type(screen.getByLabelText('E-mail'), 'zajety@example.pl');
    await user.click(save());

    const region = screen.getByRole('region', { name: 'Powiadomienia' });
    expect(await within(region).findByText(message)).toBeInTheDocument();
    expect(window.localStorage.getItem('token')).toBe('public-token');
  });

  it('withdraws the notification consent with Zrezygnuj and shows the result', async () => {
    const withdrawn = { ...SETTINGS, dataProcessingConsent: false, emailNotificationAgreement: false };
    const { user } = await openSettings();
    // From now on the server answers with the withdrawn settings: the page reloads them after the call.
    const { calls } = answerCalls([TOKEN_OK, { ...GET, body: withdrawn }, { method: 'POST', path: '/public/api/user/notification', status: 204 }]);

    await user.click(screen.getByRole('button', { name: 'Zrezygnuj' }));

    expect(await screen.findByText('Zrezygnowano z powiadomień.')).toBeInTheDocument();
    await waitFor(() => expect(consent()).not.toBeChecked());
    expect(emailChannel()).toBeDisabled();
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['POST /public/api/user/notification', 'GET /public/api/user/get']);
  });

  describe('change password', () => {
    const CHANGE = { method: 'POST', path: '/public/api/user/password/change' } as const;

    async function changePassword(user: ReturnType<typeof renderApp>['user'], current: string, next: string) {
      const toggle = screen.getByRole('button', { name: 'Zmiana hasła' });
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(screen.getByLabelText('Bieżące hasło')).not.toBeVisible();
      await user.click(toggle);
      await user.type(screen.getByLabelText('Bieżące hasło'), current);
      await user.type(screen.getByLabelText('Nowe hasło'), next);
      await user.click(screen.getByRole('button', { name: 'Zmień hasło' }));
    }

    it('signs the user out with the spec message after a change', async () => {
      const { user, calls } = await openSettings([{ ...CHANGE, body: true }, LOGOUT]);

      await changePassword(user, 'Stare#Haslo1', 'Nowe#Haslo1');

      expect(await screen.findByText('Hasło zaktualizowano. Zaloguj się za pomocą nowego hasła.')).toBeInTheDocument();
      expect(calls.find((call) => call.path === CHANGE.path)?.body).toEqual({ currentPassword: 'Stare#Haslo1', newPassword: 'Nowe#Haslo1' });
      expect(window.localStorage.getItem('token')).toBeNull();
    });

    it('says "Niepoprawne bieżące hasło" and clears both fields', async () => {
      const { user } = await openSettings([
        {
          ...CHANGE,
          status: 400,
          body: { statusCode: 400, message: 'Niepoprawne bieżące hasło', errors: { currentPassword: 'Niepoprawne bieżące hasło' } },
        },
      ]);

      await changePassword(user, 'Zle#Haslo1', 'Nowe#Haslo1');

      expect(await screen.findByText('Niepoprawne bieżące hasło')).toBeInTheDocument();
      expect(screen.getByLabelText('Bieżące hasło')).toHaveValue('');
      expect(screen.getByLabelText('Nowe hasło')).toHaveValue('');
      expect(window.localStorage.getItem('token')).toBe('public-token');
    });

    it("shows the sign-in lockout's message when too many wrong current passwords lock the account", async () => {
      const locked = 'Zbyt dużo prób logowania, konto zostało tymczasowo zablokowane.';
      const { user } = await openSettings([{ ...CHANGE, status: 503, body: { statusCode: 503, message: locked } }]);

      await changePassword(user, 'Stare#Haslo1', 'Nowe#Haslo1');

      expect(await screen.findByText(locked)).toBeInTheDocument();
      expect(screen.queryByText('Wystąpił nieznany błąd')).not.toBeInTheDocument();
      expect(window.localStorage.getItem('token')).toBe('public-token');
    });

    it('asks for a strong new password before sending', async () => {
      const { user } = await openSettings();

      await changePassword(user, 'Stare#Haslo1', 'slabe');

      expect(screen.getByLabelText('Nowe hasło')).toHaveAccessibleDescription(
        'Hasło musi mieć długość co najmniej 8 znaków, zawierać małą i dużą literę, cyfrę, oraz znak specjalny',
      );
    });
  });

  describe('delete account', () => {
    it('asks "Na pewno chcesz usunąć konto?" and does nothing on Anuluj', async () => {
      const { user, calls } = await openSettings();

      await user.click(screen.getByRole('button', { name: 'Usuń konto' }));
      const dialog = screen.getByRole('dialog', { name: 'Na pewno chcesz usunąć konto?' });
      await user.click(within(dialog).getByRole('button', { name: 'Anuluj' }));

      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(calls.some((call) => call.path === '/public/api/user/anonymize')).toBe(false);
    });

    it('deletes on Tak and signs out with "Konto zostało usunięte."', async () => {
      const { user, calls } = await openSettings([{ method: 'POST', path: '/public/api/user/anonymize', status: 204 }, LOGOUT]);

      await user.click(screen.getByRole('button', { name: 'Usuń konto' }));
      await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Tak' }));

      expect(await screen.findByText('Konto zostało usunięte.')).toBeInTheDocument();
      expect(calls.some((call) => call.path === '/public/api/user/anonymize')).toBe(true);
      expect(window.localStorage.getItem('token')).toBeNull();
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/public$/));
    });
  });
});
