import { screen, within } from '@testing-library/react';
import { answerCalls, type ExpectedCall } from '../../../test/api-answers';
import { PUBLIC_USER, renderApp, signedIn } from '../../../test/render-app';
import { activateLanguage } from '../../i18n/i18n';

const TOKEN_OK: ExpectedCall = { method: 'POST', path: '/api/is-token-valid', body: { valid: true } };
const figures = (over: Record<string, unknown> = {}) => ({
  hours: 0,
  limitHours: 35,
  exceeded: false,
  excessHours: 0,
  singleLimitHours: 16,
  longInterruptions: [],
  discountHours: 0,
  ...over,
});
const history = (planned: Record<string, unknown>) => ({
  year: 2026,
  computedAt: '2026-11-24T12:00:00.000Z',
  notice: 'Nie jest dokumentem rozliczeniowym operatora.',
  addresses: [
    {
      id: 7,
      address: 'ul. Marszałkowska 10, Warszawa',
      since: '2026-01-01T09:00:00.000Z',
      years: [2026, 2025],
      interruptions: [
        {
          kind: 'PLANNED',
          kindLabel: 'Wyłączenie planowane',
          start: '2026-02-01T07:00:00.000Z',
          end: '2026-02-02T02:00:00.000Z',
          running: false,
          hours: 19,
          cause: 'Prace planowe na sieci',
        },
        { kind: 'FAILURE', kindLabel: 'Awaria', start: '2026-11-24T08:00:00.000Z', end: null, running: true, hours: 4, cause: 'Uszkodzenie kabla' },
      ],
      planned: figures(planned),
      unplanned: figures({ hours: 4, limitHours: 48, singleLimitHours: 24 }),
    },
  ],
});

function open(planned: Record<string, unknown>, path = '/public/user/outage-history', query: '' | `?${string}` = '') {
  signedIn(PUBLIC_USER);
  answerCalls([TOKEN_OK, { method: 'GET', path: `/public/api/user/outage-history${query}`, body: history(planned) }]);
  return renderApp(path);
}

describe("'Historia wyłączeń'", () => {
  it('tells the hours against the limits in words and lists every interruption in a table, a running one as "trwa"', async () => {
    open({ hours: 19 });
    const card = await screen.findByRole('article', { name: 'ul. Marszałkowska 10, Warszawa' });
    expect(within(card).getByText('19 h z 35 h dopuszczalnych w roku')).toBeInTheDocument();
    expect(within(card).getByText('4 h z 48 h dopuszczalnych w roku')).toBeInTheDocument();
    const rows = within(within(card).getByRole('table', { name: 'Przerwy w 2026 r.' })).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[2]).toHaveTextContent('Awaria24.11.2026 09:00trwa4 hUszkodzenie kabla');
    expect(screen.getByText('Nie jest dokumentem rozliczeniowym operatora.')).toBeInTheDocument();
  });

  it('says nothing of a discount while every limit holds', async () => {
    open({ hours: 19 });
    await screen.findByRole('article', { name: 'ul. Marszałkowska 10, Warszawa' });
    expect(screen.queryByRole('region', { name: /bonifikata/ })).not.toBeInTheDocument();
  });

  it('explains the discount and estimates it once a limit is passed', async () => {
    const { user } = open({
      hours: 38,
      exceeded: true,
      excessHours: 3,
      discountHours: 6,
      longInterruptions: [{ start: '2026-02-01T07:00:00.000Z', end: '2026-02-02T02:00:00.000Z', running: false, hours: 19, excessHours: 3 }],
    });
    const discount = await screen.findByRole('region', { name: /może przysługiwać Ci bonifikata/ });
    expect(within(discount).getByText(/Dz\.U\. 2023 poz\. 819/)).toBeInTheDocument();
    expect(within(discount).getByText(/Bonifikatę przyznaje operator/)).toBeInTheDocument();
    expect(screen.getByText(/limit przekroczony o 3 h/)).toBeInTheDocument();

    await user.type(within(discount).getByLabelText('Typowe dzienne zużycie energii (kWh)'), '12');
    await user.type(within(discount).getByLabelText('Cena energii elektrycznej (zł/kWh)'), '1,10');
    expect(within(discount).getByRole('status')).toHaveTextContent('Szacunkowo niedostarczono 3 kWh; bonifikata około 33,00 zł.');

    await user.clear(within(discount).getByLabelText('Cena energii elektrycznej (zł/kWh)'));
    await user.type(within(discount).getByLabelText('Cena energii elektrycznej (zł/kWh)'), 'dużo');
    expect(within(discount).getByLabelText('Cena energii elektrycznej (zł/kWh)')).toHaveAttribute('aria-invalid', 'true');
    expect(within(discount).getByText('Wpisz liczbę, np. 8,5')).toBeInTheDocument();
    expect(within(discount).getByRole('status')).toHaveTextContent('');
  });

  it('asks for the year named in the link of a limit alert', async () => {
    open({ hours: 1 }, '/public/user/outage-history?rok=2025', '?year=2025');
    expect(await screen.findByRole('article', { name: 'ul. Marszałkowska 10, Warszawa' })).toBeInTheDocument();
  });
});

describe("'Historia wyłączeń' in English", () => {
  afterEach(() => activateLanguage('pl'));

  it('speaks English, keeps the address and the causes as written, marked Polish, and says the exports are Polish', async () => {
    await activateLanguage('en');
    open({ hours: 19 });
    const card = await screen.findByRole('article', { name: 'ul. Marszałkowska 10, Warszawa' }, { timeout: 5000 });
    expect(within(card).getByRole('heading', { name: 'ul. Marszałkowska 10, Warszawa' })).toHaveAttribute('lang', 'pl-PL');
    expect(within(card).getByText('19 h of the 35 h permitted a year')).toBeInTheDocument();
    const table = within(card).getByRole('table', { name: 'Outages in 2026' });
    expect(within(table).getByRole('columnheader', { name: 'Cause (in Polish)' })).toBeInTheDocument();
    const rows = within(table).getAllByRole('row');
    expect(rows[2]).toHaveTextContent('Failure24/11/2026, 09:00ongoing4 hUszkodzenie kabla');
    expect(within(rows[2]).getByText('Uszkodzenie kabla')).toHaveAttribute('lang', 'pl-PL');
    expect(within(card).getByRole('button', { name: 'Download PDF (in Polish)' })).toBeInTheDocument();
    expect(screen.getByText(/^This summary is made by the outage portal/)).toBeInTheDocument();
  });
});
