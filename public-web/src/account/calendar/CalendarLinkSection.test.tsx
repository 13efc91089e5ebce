import { screen, within } from '@testing-library/react';
import { answerCalls, type ExpectedCall } from '../../../test/api-answers';
import { PUBLIC_USER, renderApp, signedIn } from '../../../test/render-app';

const TOKEN_OK: ExpectedCall = { method: 'POST', path: '/api/is-token-valid', body: { valid: true } };
const HOME = { id: 1, confirmed: true, details: null, streetName: 'Marszałkowska', houseNumber: '10', city: 'Warszawa', district: 'Śródmieście' };
const URL_ = 'https://awarie.example.pl/public/api/calendar/' + 'a'.repeat(43) + '.ics';

describe('Kalendarz wyłączeń of a watched address', () => {
  it('asks nothing until opened, shows a created link once, and offers "Wyłącz link" only while a link exists', async () => {
    signedIn(PUBLIC_USER);
    answerCalls([
      TOKEN_OK,
      { method: 'GET', path: '/public/api/user/notification', body: { notificationType: 'EMAIL' } },
      { method: 'GET', path: '/public/api/user/address', body: [HOME] },
      { method: 'GET', path: '/public/api/user/address/1/calendar', body: { active: false, url: null, webcalUrl: null } },
      {
        method: 'POST',
        path: '/public/api/user/address/1/calendar',
        status: 201,
        body: { active: true, url: URL_, webcalUrl: URL_.replace('https:', 'webcal:') },
      },
      { method: 'DELETE', path: '/public/api/user/address/1/calendar', status: 204 },
    ]);
    const { user } = renderApp('/public/user/address');
    await screen.findByRole('heading', { name: 'Moje adresy', level: 1 });
    const card = (await screen.findByRole('heading', { name: 'Marszałkowska 10', level: 2 })).closest('li')!;
    await user.click(within(card).getByRole('button', { name: 'Kalendarz wyłączeń' }));
    await within(card).findByRole('button', { name: 'Utwórz link do kalendarza' });
    expect(within(card).queryByRole('button', { name: 'Wyłącz link' })).toBeNull();

    await user.click(within(card).getByRole('button', { name: 'Utwórz link do kalendarza' }));
    expect(await within(card).findByLabelText('Link do kalendarza')).toHaveValue(URL_);
    expect(within(card).getByRole('link', { name: 'Otwórz w aplikacji kalendarza' })).toHaveAttribute('href', URL_.replace('https:', 'webcal:'));
    expect(within(card).getByRole('button', { name: 'Kopiuj link' })).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Wyłącz link' }));
    await within(card).findByText('Link wyłączony. Subskrypcje z tym linkiem przestaną się odświeżać.');
    expect(within(card).queryByLabelText('Link do kalendarza')).toBeNull();
    expect(within(card).queryByRole('button', { name: 'Wyłącz link' })).toBeNull();
    expect(within(card).getByRole('button', { name: 'Utwórz link do kalendarza' })).toBeInTheDocument();
  });
});
