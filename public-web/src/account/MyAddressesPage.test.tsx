import { act, screen, waitFor, within } from '@testing-library/react';
import { answerCalls, type ExpectedCall } from '../../test/api-answers';
import { PUBLIC_USER, renderApp, signedIn } from '../../test/render-app';

const TOKEN_OK: ExpectedCall = { method: 'POST', path: '/api/is-token-valid', body: { valid: true } };
const HOME = { id: 1, confirmed: true, details: null, streetName: 'Marszałkowska', houseNumber: '10', city: 'Warszawa', district: 'Śródmieście' };
const WORK = { id: 2, confirmed: false, details: null, streetName: 'Puławska', houseNumber: '5/2', city: 'Warszawa', district: 'Mokotów' };

const TYPE = (notificationType: string): ExpectedCall => ({ method: 'GET', path: '/public/api/user/notification', body: { notificationType } });
const LIST = (addresses: unknown[]): ExpectedCall => ({ method: 'GET', path: '/public/api/user/address', body: addresses });

const suggestion = (street: string, streetNumber: string) => ({
  label: `ul. ${street} ${streetNumber}, Warszawa`,
  streetType: 'ul.',
  street,
  streetNumber,
  postcode: null,
  city: 'Warszawa',
  district: 'Wola',
  coordinates: { lng: 21, lat: 52.2 },
});

async function openAddresses(calls: ExpectedCall[], options: { timers?: boolean } = {}) {
  signedIn(PUBLIC_USER);
  const fake = answerCalls([TOKEN_OK, ...calls]);
  const view = renderApp('/public/user/address', options.timers ? { advanceTimers: jest.advanceTimersByTime } : {});
  // The first page of a file loads its route table, guard, page and texts: a cold start of all of them.
  await screen.findByRole('heading', { name: 'Moje adresy', level: 1 }, { timeout: 5000 });
  return { ...view, ...fake };
}

const toastRegion = () => screen.getByRole('region', { name: 'Powiadomienia' });

/**
 * How long a toast stays, on jest's fake clock: when it appeared (seen by a MutationObserver, so waiting for it
 * does not blur the start) until it went. React may commit up to one waitFor step after the toast's timer started.
 */
function watchToast(text: string) {
  const times: { shown?: number; gone?: number } = {};
  const observer = new MutationObserver(() => {
    const present = within(toastRegion()).queryByText(text) !== null;
    if (present && times.shown === undefined) times.shown = Date.now();
    if (!present && times.shown !== undefined && times.gone === undefined) times.gone = Date.now();
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  return {
    async lifetime(): Promise<number> {
      await within(toastRegion()).findByText(text);
      for (let step = 0; step < 100 && within(toastRegion()).queryByText(text); step++) act(() => jest.advanceTimersByTime(100));
      await act(async () => undefined);
      observer.disconnect();
      return (times.gone ?? NaN) - (times.shown ?? NaN);
    },
  };
}

/** Within one waitFor step (50 ms) below the intended life: tells 2.5 s, 3 s and 4 s apart. */
const expectLife = (measured: number, life: number) => {
  expect(measured).toBeGreaterThan(life - 120);
  expect(measured).toBeLessThanOrEqual(life + 100);
};

describe('my addresses', () => {
  it('shows the notification type with a link to the settings and a card per address', async () => {
    await openAddresses([TYPE('EMAIL_AND_SMS'), LIST([HOME, WORK])]);

    expect(await screen.findByText('e-mail i SMS')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zmień w ustawieniach konta' })).toHaveAttribute('href', '/public/user/settings');
    const list = await screen.findByRole('list', { name: 'Obserwowane adresy' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(3); // two addresses and the new-address card
    expect(within(cards[0]).getByRole('checkbox', { name: 'Obserwowany' })).toBeChecked();
    expect(within(cards[1]).getByRole('checkbox', { name: 'Nieobserwowany' })).not.toBeChecked();
    expect(cards[0]).toHaveClass('address-card--active');
    expect(cards[1]).toHaveClass('address-card--inactive');
    expect(within(cards[1]).getByText('Puławska 5/2')).toBeInTheDocument();
  });

  it('says "Powiadomienia są wyłączone" when notifications are off', async () => {
    await openAddresses([TYPE('NONE'), LIST([])]);

    expect(await screen.findByText('Powiadomienia są wyłączone')).toBeInTheDocument();
    expect(screen.getByText('Nie masz jeszcze obserwowanych adresów.')).toBeInTheDocument();
  });

  it('shows both load errors as 4 s toasts titled "Błąd"', async () => {
    jest.useFakeTimers();
    try {
      const addressesError = watchToast('Nie udało się pobrać adresów.');
      await openAddresses(
        [
          { method: 'GET', path: '/public/api/user/notification', status: 500, body: { statusCode: 500, message: 'x' } },
          { method: 'GET', path: '/public/api/user/address', status: 500, body: { statusCode: 500, message: 'x' } },
        ],
        { timers: true },
      );

      const typeError = await within(toastRegion()).findByText('Nie udało się pobrać typu powiadomień.');
      expect(typeError.closest('[data-testid="toast"]')).toHaveTextContent(/^.?Błąd:/);
      expectLife(await addressesError.lifetime(), 4000);
    } finally {
      jest.useRealTimers();
    }
  });

  it('switches watching off and on, each change sent to the server, with 3 s success toasts', async () => {
    jest.useFakeTimers();
    try {
      const { user, calls } = await openAddresses(
        [
          TYPE('EMAIL'),
          LIST([HOME]),
          { method: 'POST', path: '/public/api/user/address/status/1?enabled=false', body: { ...HOME, confirmed: false } },
          { method: 'POST', path: '/public/api/user/address/status/1?enabled=true', body: HOME },
        ],
        { timers: true },
      );

      const off = watchToast('Adres został dezaktywowany');
      await user.click(await screen.findByRole('checkbox', { name: 'Obserwowany' }));
      expectLife(await off.lifetime(), 3000);
      expect(screen.getByRole('checkbox', { name: 'Nieobserwowany' })).not.toBeChecked();

      await user.click(screen.getByRole('checkbox', { name: 'Nieobserwowany' }));
      expect(await within(toastRegion()).findByText('Adres został aktywowany')).toBeInTheDocument();
      expect(calls.filter((call) => call.path.startsWith('/public/api/user/address/status'))).toHaveLength(2);
    } finally {
      jest.useRealTimers();
    }
  });

  it('keeps the state and says so when the status change fails', async () => {
    const { user } = await openAddresses([
      TYPE('EMAIL'),
      LIST([HOME]),
      { method: 'POST', path: '/public/api/user/address/status/1?enabled=false', status: 500, body: { statusCode: 500, message: 'x' } },
    ]);

    await user.click(await screen.findByRole('checkbox', { name: 'Obserwowany' }));

    expect(await within(toastRegion()).findByText('Nie udało się zaktualizować statusu adresu.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Obserwowany' })).toBeChecked();
  });

  it('deletes an address and names it in the toast', async () => {
    const { user } = await openAddresses([TYPE('EMAIL'), LIST([HOME, WORK]), { method: 'DELETE', path: '/public/api/user/address?id=2', status: 204 }]);

    await user.click(await screen.findByRole('button', { name: 'Usuń adres: Puławska 5/2, Warszawa' }));

    expect(await within(toastRegion()).findByText('Usunięto adres: Puławska 5/2, Warszawa')).toBeInTheDocument();
    expect(screen.queryByText('Puławska 5/2')).not.toBeInTheDocument();
  });

  it('says when the delete fails', async () => {
    const { user } = await openAddresses([
      TYPE('EMAIL'),
      LIST([HOME]),
      { method: 'DELETE', path: '/public/api/user/address?id=1', status: 500, body: { statusCode: 500, message: 'x' } },
    ]);

    await user.click(await screen.findByRole('button', { name: /Usuń adres/ }));

    expect(await within(toastRegion()).findByText('Nie udało się usunąć adresu.')).toBeInTheDocument();
    expect(screen.getByText('Marszałkowska 10')).toBeInTheDocument();
  });

  describe('new address', () => {
    const autocomplete = (q: string, body: unknown[]): ExpectedCall => ({
      method: 'GET',
      path: `/public/api/geocode/autocomplete?q=${encodeURIComponent(q).replace(/%20/g, '+')}&limit=6`,
      body,
    });

    async function choose(user: ReturnType<typeof renderApp>['user'], typed: string, option: string) {
      await user.click(await screen.findByRole('button', { name: /Dodaj adres/ }));
      await user.type(screen.getByRole('combobox', { name: 'Wyszukaj adres' }), typed);
      await user.click(await screen.findByRole('option', { name: option }));
    }

    it('moves the focus to the search field on opening and back to "Dodaj adres" on cancelling', async () => {
      const { user } = await openAddresses([TYPE('EMAIL'), LIST([])]);
      await user.click(await screen.findByRole('button', { name: /Dodaj adres/ }));
      expect(screen.getByRole('combobox', { name: 'Wyszukaj adres' })).toHaveFocus();
      await user.click(screen.getByRole('button', { name: 'Anuluj' }));
      expect(screen.getByRole('button', { name: /Dodaj adres/ })).toHaveFocus();
    });

    it('saves a chosen address after the recipient statement is ticked', async () => {
      const saved = { id: 9, confirmed: true, details: null, streetName: 'Wolska', houseNumber: '12', city: 'Warszawa', district: 'Wola' };
      const { user, calls } = await openAddresses([
        TYPE('EMAIL'),
        LIST([]),
        autocomplete('Wolska 12', [suggestion('Wolska', '12'), suggestion('Wolska', '120')]),
        { method: 'POST', path: '/public/api/user/address', status: 201, body: saved },
      ]);

      await choose(user, 'Wolska 12', 'ul. Wolska 12, Warszawa');
      const save = screen.getByRole('button', { name: 'Zapisz' });
      expect(save).toBeEnabled();
      await user.click(save);

      const dialog = screen.getByRole('dialog', { name: 'Czy jesteś odbiorcą energii elektrycznej pod wskazanym adresem?' });
      const confirm = within(dialog).getByRole('button', { name: 'Zapisz' });
      expect(confirm).toBeDisabled();
      await user.click(within(dialog).getByRole('checkbox', { name: 'Oświadczam, że jestem odbiorcą energii elektrycznej pod wskazanym adresem' }));
      expect(confirm).toBeEnabled();
      await user.click(confirm);

      expect(await within(toastRegion()).findByText('Zapisano adres: Wolska 12, Warszawa')).toBeInTheDocument();
      expect(calls.find((call) => call.method === 'POST' && call.path === '/public/api/user/address')?.body).toEqual({
        confirmed: true,
        streetName: 'Wolska',
        houseNumber: '12',
        city: 'Warszawa',
        district: 'Wola',
      });
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(screen.getByRole('checkbox', { name: 'Obserwowany' })).toBeChecked();
    });

    it('cancels the recipient dialog without saving', async () => {
      const { user, calls } = await openAddresses([TYPE('EMAIL'), LIST([]), autocomplete('Wolska 12', [suggestion('Wolska', '12')])]);

      await choose(user, 'Wolska 12', 'ul. Wolska 12, Warszawa');
      await user.click(screen.getByRole('button', { name: 'Zapisz' }));
      await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Anuluj' }));

      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(calls.some((call) => call.method === 'POST' && call.path === '/public/api/user/address')).toBe(false);
    });

    it('asks for a house number ("Wskaż numer domu") and keeps Save disabled', async () => {
      const { user } = await openAddresses([TYPE('EMAIL'), LIST([]), autocomplete('Wolska', [suggestion('Wolska', '')])]);

      await choose(user, 'Wolska', 'ul. Wolska , Warszawa');

      expect(screen.getByRole('combobox')).toHaveAccessibleDescription('Wskaż numer domu');
      expect(screen.getByRole('button', { name: 'Zapisz' })).toBeDisabled();
    });

    it('refuses an address on the excepted list ("Adres nieobsługiwany")', async () => {
      const { user } = await openAddresses([TYPE('EMAIL'), LIST([]), autocomplete('Kasprzaka 29', [suggestion('Marcina Kasprzaka', '29')])]);

      await choose(user, 'Kasprzaka 29', 'ul. Marcina Kasprzaka 29, Warszawa');

      expect(screen.getByRole('combobox')).toHaveAccessibleDescription('Adres nieobsługiwany');
      expect(screen.getByRole('button', { name: 'Zapisz' })).toBeDisabled();
    });

    it('shows "Adres nieobsługiwany" when the server refuses the address', async () => {
      const { user } = await openAddresses([
        TYPE('EMAIL'),
        LIST([]),
        autocomplete('Wolska 12', [suggestion('Wolska', '12')]),
        { method: 'POST', path: '/public/api/user/address', status: 400, body: { statusCode: 400, message: 'Adres nieobsługiwany' } },
      ]);

      await choose(user, 'Wolska 12', 'ul. Wolska 12, Warszawa');
      await user.click(screen.getByRole('button', { name: 'Zapisz' }));
      const dialog = screen.getByRole('dialog');
      await user.click(within(dialog).getByRole('checkbox'));
      await user.click(within(dialog).getByRole('button', { name: 'Zapisz' }));

      await waitFor(() => expect(screen.getByRole('combobox')).toHaveAccessibleDescription('Adres nieobsługiwany'));
      expect(screen.getByRole('button', { name: 'Zapisz' })).toBeDisabled();
    });

    it('says "Nie udało się zapisać adresu." on any other failure', async () => {
      const { user } = await openAddresses([
        TYPE('EMAIL'),
        LIST([]),
        autocomplete('Wolska 12', [suggestion('Wolska', '12')]),
        { method: 'POST', path: '/public/api/user/address', status: 500, body: { statusCode: 500, message: 'x' } },
      ]);

      await choose(user, 'Wolska 12', 'ul. Wolska 12, Warszawa');
      await user.click(screen.getByRole('button', { name: 'Zapisz' }));
      await user.click(within(screen.getByRole('dialog')).getByRole('checkbox'));
      await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Zapisz' }));

      expect(await within(toastRegion()).findByText('Nie udało się zapisać adresu.')).toBeInTheDocument();
    });

    it('shows the geolocation error text', async () => {
      const getCurrentPosition = jest.fn((_ok: PositionCallback, fail: PositionErrorCallback) => fail({ code: 1 } as GeolocationPositionError));
      Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
      const { user } = await openAddresses([TYPE('EMAIL'), LIST([])]);

      await user.click(await screen.findByRole('button', { name: /Dodaj adres/ }));
      await user.click(screen.getByRole('button', { name: 'Użyj mojej lokalizacji' }));

      expect(await screen.findByText('Wystąpił błąd lokalizacji')).toBeInTheDocument();
    });
  });
});
