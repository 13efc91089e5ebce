import { screen } from '@testing-library/react';
import { answerCalls } from '../../test/api-answers';
import { renderApp } from '../../test/render-app';

describe('the "Nadal nie mam prądu" page (/public/prad/{id}/{token})', () => {
  it('records the answer only after the person confirms, with the link token, and tells them it was received', async () => {
    const fake = answerCalls([
      { method: 'POST', path: '/public/api/restoration-check/17/still-off', status: 201, body: { reportId: 90, address: 'ul. Marszałkowska 10, Warszawa' } },
    ]);
    const { user } = renderApp('/public/prad/17/AbCdEfGhIjKlMnOpQrStUv');
    expect(await screen.findByRole('heading', { level: 1, name: 'Czy masz już prąd?' })).toBeInTheDocument();
    expect(fake.calls.filter((c) => c.path.endsWith('/still-off'))).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Nadal nie mam prądu' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Dziękujemy, zgłoszenie przyjęte: nadal brak prądu pod adresem ul. Marszałkowska 10, Warszawa.',
    );
    expect(fake.calls.filter((c) => c.path.endsWith('/still-off')).map((c) => c.body)).toEqual([{ token: 'AbCdEfGhIjKlMnOpQrStUv' }]);
  });

  it.each([
    [409, 'Ten link został już użyty: Twoje zgłoszenie przyjęliśmy wcześniej.'],
    [410, 'Ten link wygasł (działa przez 24 godziny). Jeśli nadal nie masz prądu, zgłoś awarię przez Portal.'],
    [403, 'Ten link jest nieprawidłowy: sprawdź, czy otwierasz go w całości z wiadomości.'],
  ])('shows the server’s reason for a %i', async (status, message) => {
    answerCalls([{ method: 'POST', path: '/public/api/restoration-check/17/still-off', status, body: { statusCode: status, message } }]);
    const { user } = renderApp('/public/prad/17/AbCdEfGhIjKlMnOpQrStUv');
    await user.click(await screen.findByRole('button', { name: 'Nadal nie mam prądu' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('says the link is broken when its id is not a number, without a call', async () => {
    const fake = answerCalls([]);
    const { user } = renderApp('/public/prad/abc/AbCdEfGhIjKlMnOpQrStUv');
    await user.click(await screen.findByRole('button', { name: 'Nadal nie mam prądu' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('link jest niepełny albo nieważny');
    expect(fake.calls.filter((c) => c.path.includes('restoration-check'))).toEqual([]);
  });
});
