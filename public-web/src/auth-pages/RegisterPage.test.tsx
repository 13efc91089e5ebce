import { act, screen, waitFor, within } from '@testing-library/react';
import { answerCalls } from '../../test/api-answers';
import { renderApp } from '../../test/render-app';

const REGISTER = { method: 'POST', path: '/public/api/register?lang=pl' } as const;

async function openPage() {
  const view = renderApp('/public/register');
  await screen.findByRole('heading', { name: 'Rejestracja', level: 1 });
  return view;
}

async function fill(user: ReturnType<typeof renderApp>['user'], values: { fullName?: string; email?: string; password?: string }) {
  if (values.fullName) await user.type(screen.getByLabelText('Imię i nazwisko'), values.fullName);
  if (values.email) await user.type(screen.getByLabelText('E-mail'), values.email);
  if (values.password) await user.type(screen.getByLabelText('Hasło'), values.password);
}

const VALID = { fullName: 'Anna Nowak', email: 'anna@example.pl', password: 'Mocne#Haslo1' };

describe('register page', () => {
  it('shows the benefits and the links to the login and the data protection information', async () => {
    await openPage();

    const benefits = screen.getByRole('complementary', { name: 'Co zyskujesz?' });
    expect(within(benefits).getAllByRole('listitem')).toHaveLength(3);
    expect(within(benefits).getByText(/Powiadomienia SMS i e-mail/)).toBeInTheDocument();
    expect(within(benefits).getByText(/wielu lokalizacji/)).toBeInTheDocument();
    expect(within(benefits).getByText(/własnych zgłoszeń/)).toBeInTheDocument();
    expect(screen.getByText('Masz już konto?')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zaloguj się' })).toHaveAttribute('href', '/public/login');
    expect(screen.getByRole('link', { name: 'Informacja o ochronie danych osobowych' })).toHaveAttribute('href', '/public/privacy-policy');
  });

  it('keeps the button disabled while any field is missing or wrong', async () => {
    const { user } = await openPage();
    const button = screen.getByRole('button', { name: 'Zarejestruj się' });
    expect(button).toBeDisabled();

    await fill(user, { fullName: VALID.fullName, email: 'anna@example' });
    expect(button).toBeDisabled();
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('Wpisz poprawny email');

    await user.clear(screen.getByLabelText('E-mail'));
    await fill(user, { email: VALID.email, password: 'slabe' });
    expect(button).toBeDisabled();
    expect(screen.getByLabelText('Hasło')).toHaveAccessibleDescription(
      'Hasło musi mieć długość co najmniej 8 znaków, zawierać małą i dużą literę, cyfrę, oraz znak specjalny',
    );

    await user.clear(screen.getByLabelText('Hasło'));
    await fill(user, { password: VALID.password });
    expect(button).toBeEnabled();

    await user.clear(screen.getByLabelText('Imię i nazwisko'));
    expect(button).toBeDisabled();
    expect(screen.getByLabelText('Imię i nazwisko')).toHaveAccessibleDescription('Pole obowiązkowe');
  });

  it('creates the account, says the e-mail must be confirmed and shows what to do next', async () => {
    const { calls } = answerCalls([{ ...REGISTER, status: 201 }]);
    const { user } = await openPage();
    await fill(user, VALID);

    await user.click(screen.getByRole('button', { name: 'Zarejestruj się' }));

    const message = 'Konto zostało utworzone. Aby się zalogować potwierdź swój adres email.';
    const region = screen.getByRole('region', { name: 'Powiadomienia' });
    expect(await within(region).findByText(message)).toBeInTheDocument();
    expect(calls[0].body).toEqual(VALID);
    expect(screen.getByRole('heading', { name: 'Sprawdź swoją skrzynkę' })).toBeInTheDocument();
    expect(screen.getByText(/anna@example\.pl/)).toBeInTheDocument();
  });

  it('shows the one failure message whatever the reason, for 5 s', async () => {
    jest.useFakeTimers();
    try {
      answerCalls([{ ...REGISTER, status: 409, body: { statusCode: 409, message: 'Nie udało się utworzyć konta' } }]);
      const { user } = renderApp('/public/register', { advanceTimers: jest.advanceTimersByTime });
      await screen.findByRole('heading', { name: 'Rejestracja', level: 1 });
      await fill(user, VALID);
      await waitFor(() => expect(screen.getByRole('button', { name: 'Zarejestruj się' })).toBeEnabled());

      await user.click(screen.getByRole('button', { name: 'Zarejestruj się' }));

      const message = 'Nie udało się utworzyć konta. Sprawdź, czy nie posiadasz już konta w Portalu.';
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Rejestracja', level: 1 })).toBeInTheDocument();
      // Longer than the 4 s of errors, gone by 5 s (with slack for the steps findByText took).
      act(() => jest.advanceTimersByTime(4400));
      expect(screen.getByText(message)).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(700));
      expect(screen.queryByText(message)).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('says the service is temporarily unavailable and blocks nothing when the server cannot reach its database', async () => {
    answerCalls([{ ...REGISTER, status: 503, body: { statusCode: 503, message: 'Usługa chwilowo niedostępna. Spróbuj ponownie za chwilę.' } }]);
    const { user } = await openPage();
    await fill(user, VALID);

    await user.click(screen.getByRole('button', { name: 'Zarejestruj się' }));
    expect(await screen.findByText('Usługa chwilowo niedostępna. Spróbuj ponownie za chwilę.')).toBeInTheDocument();
    expect(screen.queryByText(/Nie udało się utworzyć konta/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Zaloguj się' }));
    await screen.findByLabelText('E-mail');
    expect(screen.queryByText('Zbyt dużo prób logowania, konto zostało tymczasowo zablokowane.')).not.toBeInTheDocument();
  });

  it('sets the blocked state of the login after 503', async () => {
    answerCalls([{ ...REGISTER, status: 503, body: { statusCode: 503, message: 'Blocked' } }]);
    const { user } = await openPage();
    await fill(user, VALID);

    await user.click(screen.getByRole('button', { name: 'Zarejestruj się' }));
    expect(await screen.findByText(/Nie udało się utworzyć konta/)).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Zaloguj się' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Zbyt dużo prób logowania, konto zostało tymczasowo zablokowane.');
  });
});
