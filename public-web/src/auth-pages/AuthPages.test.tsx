import { screen, within } from '@testing-library/react';
import { answerCalls } from '../../test/api-answers';
import { renderApp } from '../../test/render-app';
import { forgetConfirmations } from './ConfirmEmailPage';

const STRONG = 'Nowe#Haslo1';

describe('remind password', () => {
  it.each([
    ['/public/remind', '/public/api/user/password/remind', '/public/login'],
    ['/remind', '/api/user/password/remind', '/login'],
  ] as const)('%s sends the e-mail to %s and shows the confirmation with hints', async (page, api, loginPath) => {
    const { calls } = answerCalls([{ method: 'POST', path: api, status: 204 }]);
    const { user } = renderApp(page);
    await screen.findByRole('heading', { name: 'Przypomnienie hasła' });

    await user.type(screen.getByLabelText('E-mail'), ' jan@example.pl ');
    await user.click(screen.getByRole('button', { name: 'Wyślij link' }));

    const confirmation = await screen.findByRole('status');
    expect(within(confirmation).getByRole('heading', { name: 'Link został wysłany' })).toBeInTheDocument();
    expect(within(confirmation).getByText(/jan@example\.pl/)).toBeInTheDocument();
    expect(within(confirmation).getByText(/folder spam/)).toBeInTheDocument();
    expect(within(confirmation).getByText(/adres e-mail został wpisany poprawnie/)).toBeInTheDocument();
    expect(within(confirmation).getByRole('link', { name: 'Wróć do logowania' })).toHaveAttribute('href', loginPath);
    expect(calls[0].body).toEqual({ email: 'jan@example.pl' });
  });

  it('requires a valid e-mail before sending', async () => {
    const { user } = renderApp('/public/remind');
    await screen.findByRole('heading', { name: 'Przypomnienie hasła' });

    await user.click(screen.getByRole('button', { name: 'Wyślij link' }));
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('Pole obowiązkowe');
    await user.type(screen.getByLabelText('E-mail'), 'jan@');
    await user.click(screen.getByRole('button', { name: 'Wyślij link' }));
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('Wpisz poprawny email');
  });

  it('says when too many reminders were asked for', async () => {
    answerCalls([{ method: 'POST', path: '/public/api/user/password/remind', status: 429, body: { statusCode: 429, message: 'Too Many Requests' } }]);
    const { user } = renderApp('/public/remind');
    await user.type(await screen.findByLabelText('E-mail'), 'jan@example.pl');
    await user.click(screen.getByRole('button', { name: 'Wyślij link' }));

    expect(await screen.findByText('Zbyt wiele prób. Spróbuj ponownie za kilka minut.')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toBeInTheDocument();
  });
});

describe('change password with the link from the e-mail', () => {
  async function submit(user: ReturnType<typeof renderApp>['user'], password: string, repeat: string) {
    await user.type(await screen.findByLabelText('Nowe hasło'), password);
    await user.type(screen.getByLabelText('Powtórz nowe hasło'), repeat);
    await user.click(screen.getByRole('button', { name: 'Zmień hasło' }));
  }

  it.each([
    ['/public/change-password', '/public/api/user/password/reset', '/public/login'],
    ['/change-password', '/api/user/password/change', '/login'],
  ] as const)('%s sends the token and the new password to %s and shows the success', async (page, api, loginPath) => {
    const { calls } = answerCalls([{ method: 'POST', path: api, body: true }]);
    const { user } = renderApp(`${page}?resetPasswordToken=tok-123`);

    await submit(user, STRONG, STRONG);

    expect(await screen.findByText('Hasło zostało zmienione.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zaloguj się' })).toHaveAttribute('href', loginPath);
    expect(calls[0].body).toEqual({ resetPasswordToken: 'tok-123', newPassword: STRONG });
  });

  it('asks for a strong password and the same one twice', async () => {
    const { user } = renderApp('/public/change-password?resetPasswordToken=tok-123');

    await submit(user, 'slabe', 'inne');

    expect(screen.getByLabelText('Nowe hasło')).toHaveAccessibleDescription(
      'Hasło musi mieć długość co najmniej 8 znaków, zawierać małą i dużą literę, cyfrę, oraz znak specjalny',
    );
    expect(screen.getByLabelText('Powtórz nowe hasło')).toHaveAccessibleDescription('Wpisane hasła nie są takie same.');
  });

  it('shows the failure with a retry and a new link for a used or expired token', async () => {
    answerCalls([{ method: 'POST', path: '/public/api/user/password/reset', status: 400, body: { statusCode: 400, message: 'Link wygasł' } }]);
    const { user } = renderApp('/public/change-password?resetPasswordToken=old');

    await submit(user, STRONG, STRONG);

    expect(await screen.findByText('Nie udało się zmienić hasła.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Wyślij nowy link' })).toHaveAttribute('href', '/public/remind');
    await user.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(screen.getByLabelText('Nowe hasło')).toHaveValue('');
  });

  it('shows the failure at once for a link without a token', async () => {
    renderApp('/public/change-password');

    expect(await screen.findByText('Nie udało się zmienić hasła.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Spróbuj ponownie' })).not.toBeInTheDocument();
  });
});

describe('confirm e-mail', () => {
  afterEach(forgetConfirmations);

  it('confirms the token once and offers the login', async () => {
    const { calls } = answerCalls([{ method: 'POST', path: '/public/api/email/confirm/abc%2F1', body: { confirmed: true } }]);
    const { user } = renderApp('/public/confirm-email?confirmEmailToken=abc%2F1');

    expect(await screen.findByText('Adres e-mail został potwierdzony.')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    await user.click(within(screen.getByRole('main')).getByRole('button', { name: 'Zaloguj się' }));
    expect(await screen.findByRole('dialog', { name: 'Zaloguj się' })).toBeInTheDocument();
  });

  it('says clearly when the link is bad, used or expired', async () => {
    answerCalls([{ method: 'POST', path: '/public/api/email/confirm/used', status: 400, body: { statusCode: 400, message: 'Link jest nieważny' } }]);
    renderApp('/public/confirm-email?confirmEmailToken=used');

    expect(await screen.findByText('Nie udało się potwierdzić adresu e-mail.')).toBeInTheDocument();
    expect(screen.getByText(/Link mógł wygasnąć/)).toBeInTheDocument();
  });

  it('calls nothing without a token', async () => {
    const { requests } = answerCalls();
    renderApp('/public/confirm-email');

    expect(await screen.findByText('Nie udało się potwierdzić adresu e-mail.')).toBeInTheDocument();
    expect(requests.filter((request) => request.includes('/email/confirm'))).toHaveLength(0);
  });
});

describe('stop e-mail notifications', () => {
  it('asks first, then switches them off', async () => {
    const { calls } = answerCalls([{ method: 'GET', path: '/public/api/unsubscribe/hash-1', status: 200 }]);
    const { user } = renderApp('/public/stop-send-email?emailConsentToken=hash-1');

    expect(await screen.findByText('Czy na pewno chcesz zrezygnować z powiadomień email?')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Tak, rezygnuję' }));

    expect(await screen.findByText('Powiadomienia mailowe zostały wyłączone.')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  it('tells the user to contact the administrator when it fails', async () => {
    answerCalls([{ method: 'GET', path: '/public/api/unsubscribe/unknown', status: 404, body: { statusCode: 404, message: 'Not Found' } }]);
    const { user } = renderApp('/public/stop-send-email?emailConsentToken=unknown');

    await user.click(await screen.findByRole('button', { name: 'Tak, rezygnuję' }));

    expect(await screen.findByText('Coś poszło nie tak. Skontaktuj się z administratorem systemu.')).toBeInTheDocument();
  });

  it('fails without calling when the link has no token', async () => {
    const { user } = renderApp('/public/stop-send-email');

    await user.click(await screen.findByRole('button', { name: 'Tak, rezygnuję' }));

    expect(await screen.findByText('Coś poszło nie tak. Skontaktuj się z administratorem systemu.')).toBeInTheDocument();
  });

  it('goes to the map on Anuluj without changing anything', async () => {
    const { requests } = answerCalls();
    const { user } = renderApp('/public/stop-send-email?emailConsentToken=hash-1');

    await user.click(await screen.findByRole('button', { name: 'Anuluj' }));

    expect(screen.getByTestId('location')).toHaveTextContent(/^\/public$/);
    expect(requests.filter((request) => request.includes('unsubscribe'))).toHaveLength(0);
  });
});
