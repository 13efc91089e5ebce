import { configure, screen, waitFor, within } from '@testing-library/react';
import { answerCalls } from '../../test/api-answers';
import { renderApp } from '../../test/render-app';
import type { KnownOutage } from './report-api';
import { EMPTY_WIZARD, WIZARD_STORAGE_KEY, type WizardState } from './wizard-state';

jest.mock('./LocationMap', () => ({ __esModule: true, default: () => <p>test-map</p> }));
jest.mock('../map/MapPage', () => ({ __esModule: true, default: () => <p>map-page</p> }));
configure({ asyncUtilTimeout: 4000 });

const POSITION = { lng: 21.0196, lat: 52.2142 };
const FAILURE: KnownOutage = {
  kind: 'FAILURE',
  id: 3,
  start: '2026-11-24T17:40:00Z',
  end: null,
  cause: 'Uszkodzenie kabla nN',
  description: null,
  reportsCount: 4,
};
const PLANNED: KnownOutage = {
  kind: 'PLANNED',
  id: 8,
  start: '2026-11-24T07:00:00Z',
  end: '2026-11-24T13:00:00Z',
  cause: null,
  description: 'Wymiana słupa',
  reportsCount: 1,
};
const EXTENSIVE: KnownOutage = {
  kind: 'EXTENSIVE',
  id: 5,
  start: '2026-11-24T16:00:00Z',
  end: '2026-11-25T10:30:00Z',
  cause: null,
  description: null,
  reportsCount: 12,
};

function atStep5(result: NonNullable<WizardState['result']>) {
  window.sessionStorage.setItem(WIZARD_STORAGE_KEY, JSON.stringify({ ...EMPTY_WIZARD, result }));
}
const created = (knownOutage: KnownOutage | null, followUp: { reportId: number; token: string } | null = { reportId: 41, token: 'tok-41' }) =>
  atStep5({ outcome: 'CREATED', message: null, position: POSITION, knownOutage, address: 'ul. Marszałkowska 10, Warszawa', followUp });

/** The facts of the card as 'term: value' lines. */
const facts = () =>
  within(screen.getByRole('region', { name: 'Wiemy już o tym wyłączeniu' }))
    .getAllByRole('term')
    .map((dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`);

describe('report wizard step 5: "we already know" (issue 18)', () => {
  it('a failure: kind, start, unknown end as "Brak informacji", cause, reports, and the address card link', async () => {
    created(FAILURE);
    renderApp('/public/add-report/5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dziękujemy! Zajmiemy się Twoim zgłoszeniem.' })).toBeInTheDocument();
    expect(screen.getByText('Twoje zgłoszenie dotyczy awarii, którą już usuwamy.')).toBeInTheDocument();
    expect(facts()).toEqual([
      'Rodzaj: Awaria',
      'Początek: 24.11.2026, 18:40',
      'Szacowany koniec: Brak informacji',
      'Przyczyna: Uszkodzenie kabla nN',
      'Zgłoszenia: 4 (z Twoim)',
    ]);
    expect(screen.getByRole('link', { name: 'Zobacz, co wiemy o tym adresie' })).toHaveAttribute(
      'href',
      '/public/21.019600/52.214200?adres=ul.+Marsza%C5%82kowska+10%2C+Warszawa',
    );
    expect(screen.getByRole('group', { name: 'Powiadom mnie, gdy prąd wróci' })).toBeInTheDocument();
  });

  it('planned works: the planned end and the works as the cause; the first report says so', async () => {
    created(PLANNED);
    renderApp('/public/add-report/5');
    await screen.findByRole('region', { name: 'Wiemy już o tym wyłączeniu' });
    expect(screen.getByText('Twoje zgłoszenie dotyczy miejsca, w którym prowadzimy zaplanowane prace.')).toBeInTheDocument();
    expect(facts()).toEqual([
      'Rodzaj: Prace planowane',
      'Początek: 24.11.2026, 08:00',
      'Planowany koniec: 24.11.2026, 14:00',
      'Przyczyna: Wymiana słupa',
      'Zgłoszenia: Twoje jest pierwsze',
    ]);
  });

  it('an extensive outage without a cause says "Brak informacji" for it', async () => {
    created(EXTENSIVE);
    renderApp('/public/add-report/5');
    await screen.findByRole('region', { name: 'Wiemy już o tym wyłączeniu' });
    expect(screen.getByText('Twoje zgłoszenie dotyczy obszaru rozległej awarii: nasze ekipy już pracują.')).toBeInTheDocument();
    expect(facts()).toEqual([
      'Rodzaj: Rozległa awaria',
      'Początek: 24.11.2026, 17:00',
      'Szacowany koniec: 25.11.2026, 11:30',
      'Przyczyna: Brak informacji',
      'Zgłoszenia: 12 (z Twoim)',
    ]);
  });

  it('nothing known: only the thanks', async () => {
    created(null, null);
    renderApp('/public/add-report/5');
    await screen.findByRole('heading', { level: 1, name: 'Dziękujemy! Zajmiemy się Twoim zgłoszeniem.' });
    expect(screen.queryByRole('region', { name: 'Wiemy już o tym wyłączeniu' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Powiadom mnie, gdy prąd wróci' })).toBeNull();
  });

  it('already registered: what is known, but no follow-up without its key', async () => {
    atStep5({
      outcome: 'ALREADY_REGISTERED',
      message: null,
      position: POSITION,
      knownOutage: FAILURE,
      address: 'ul. Marszałkowska 10, Warszawa',
      followUp: null,
    });
    renderApp('/public/add-report/5/true');
    await screen.findByRole('heading', { level: 1, name: 'Twoje zgłoszenie zostało już zarejestrowane.' });
    expect(screen.getByRole('region', { name: 'Wiemy już o tym wyłączeniu' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Powiadom mnie, gdy prąd wróci' })).toBeNull();
  });

  it('the follow-up asks for consent and a channel before sending, then sends the key and the choices', async () => {
    created(FAILURE);
    const fake = answerCalls([{ method: 'POST', path: '/public/api/call-net/report/41/follow-up', status: 201, body: { channels: ['EMAIL', 'SMS'] } }]);
    const { user } = renderApp('/public/add-report/5');
    const submit = await screen.findByRole('button', { name: 'Powiadom mnie, gdy prąd wróci' });
    await user.click(submit);
    expect(screen.getByRole('alert')).toHaveTextContent('Zaznacz zgodę, aby zamówić powiadomienie.');
    await user.click(screen.getByRole('checkbox', { name: /Zgadzam się na jednorazowe powiadomienie/ }));
    await user.click(screen.getByRole('checkbox', { name: 'E-mailem (na adres podany w zgłoszeniu)' }));
    await user.click(submit);
    expect(screen.getByRole('alert')).toHaveTextContent('Wybierz e-mail lub SMS.');
    expect(fake.calls.filter((c) => c.path.includes('follow-up'))).toHaveLength(0);
    await user.click(screen.getByRole('checkbox', { name: 'E-mailem (na adres podany w zgłoszeniu)' }));
    await user.click(screen.getByRole('checkbox', { name: 'SMS-em (na numer zapisany w Twoim koncie, gdy zgłaszasz po zalogowaniu)' }));
    await user.click(submit);
    expect(await screen.findByRole('status')).toHaveTextContent('Gotowe. Powiadomimy Cię e-mailem i SMS-em, gdy prąd wróci.');
    const sent = fake.calls.filter((c) => c.path === '/public/api/call-net/report/41/follow-up');
    expect(sent.map((c) => c.body)).toEqual([{ token: 'tok-41', email: true, sms: true, consent: true }]);
  });

  it("shows the server's Polish reason when the follow-up is refused", async () => {
    created(FAILURE);
    answerCalls([
      {
        method: 'POST',
        path: '/public/api/call-net/report/41/follow-up',
        status: 409,
        body: { statusCode: 409, message: 'Nie widzimy już wyłączenia w tym miejscu: zasilanie mogło zostać przywrócone.' },
      },
    ]);
    const { user } = renderApp('/public/add-report/5');
    await user.click(await screen.findByRole('checkbox', { name: /Zgadzam się na jednorazowe powiadomienie/ }));
    await user.click(screen.getByRole('button', { name: 'Powiadom mnie, gdy prąd wróci' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Nie widzimy już wyłączenia w tym miejscu: zasilanie mogło zostać przywrócone.'));
  });

  it('a report answered with a known outage reaches step 5 with it, and no personal data stays in the session', async () => {
    window.sessionStorage.setItem(
      WIZARD_STORAGE_KEY,
      JSON.stringify({
        ...EMPTY_WIZARD,
        details: {
          values: {
            street: 'ul. Marszałkowska',
            residenceNumber: '10',
            apartmentNumber: '',
            postcode: '00-590',
            city: 'Warszawa',
            reporter: 'Jan Kowalski',
            dialCode: '+48',
            phone: '600100200',
            email: 'jan@example.pl',
            dataProtectionConsent: true,
          },
          district: 'Śródmieście',
          coordinates: POSITION,
          outageStart: null,
        },
        captcha: { token: 'captcha-solution', solvedAt: Date.now() },
        reportType: 'NO_VOLTAGE',
        check: { building: 'FLAT', invoicesPaid: true, fusesChecked: true, meterChecked: true, neighboursHaveLight: false },
      }),
    );
    answerCalls([
      { method: 'POST', path: '/public/api/call-net/report', status: 201, body: { id: 41, status: 'CREATED', knownOutage: FAILURE, followUpToken: 'tok-41' } },
    ]);
    const { user } = renderApp('/public/add-report/4');
    await user.click(await screen.findByRole('button', { name: 'Wyślij zgłoszenie' }));
    expect(await screen.findByRole('region', { name: 'Wiemy już o tym wyłączeniu' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Powiadom mnie, gdy prąd wróci' })).toBeInTheDocument();
    await waitFor(() => expect(window.sessionStorage.getItem(WIZARD_STORAGE_KEY)).not.toContain('jan@example.pl'));
    expect(window.sessionStorage.getItem(WIZARD_STORAGE_KEY)).not.toContain('600100200');
  });
});

describe('the follow-up stop link page (/public/report-followup/stop)', () => {
  it('cancels only after the person confirms, with the link token', async () => {
    const fake = answerCalls([{ method: 'POST', path: '/public/api/call-net/report/41/follow-up/stop', status: 204 }]);
    const { user } = renderApp('/public/report-followup/stop?report=41&token=stop-41');
    await user.click(await screen.findByRole('button', { name: 'Tak, rezygnuję' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Powiadomienie odwołane.');
    expect(fake.calls.filter((c) => c.path.endsWith('/stop')).map((c) => c.body)).toEqual([{ token: 'stop-41' }]);
  });

  it('says the link is broken when it has no report or is refused', async () => {
    const { user } = renderApp('/public/report-followup/stop?token=stop-41');
    await user.click(await screen.findByRole('button', { name: 'Tak, rezygnuję' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('link jest niepełny albo nieważny');
  });
});
