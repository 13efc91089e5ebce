import { screen, within } from '@testing-library/react';
import { answerCalls } from '../../test/api-answers';
import { renderApp } from '../../test/render-app';
import { monthsUpTo } from './statistics-months';

const statistics = (over: Record<string, unknown> = {}) => ({
  month: '2026-10',
  from: '2026-09-30T22:00:00.000Z',
  to: '2026-10-31T23:00:00.000Z',
  complete: true,
  computedAt: '2026-11-28T09:00:00.000Z',
  graceMinutes: 30,
  failures: {
    ended: 6,
    withoutEstimate: 2,
    withEstimate: 4,
    beforeEstimate: 1,
    withinGrace: 2,
    later: 1,
    beforeEstimatePercent: 25,
    withinGracePercent: 50,
    laterPercent: 25,
    medianErrorMinutes: 25,
  },
  planned: {
    announced: 3,
    cancelled: 1,
    withoutRecord: 2,
    asPlanned: 0,
    shortened: 0,
    extended: 0,
    asPlannedPercent: null,
    shortenedPercent: null,
    extendedPercent: null,
  },
  limits: {
    year: 2026,
    asOf: '2026-10-31T23:00:00.000Z',
    suppressBelow: 5,
    watchedAddresses: 10,
    limits: [
      { kind: 'PLANNED_YEAR', limitHours: 35, addresses: null },
      { kind: 'UNPLANNED_YEAR', limitHours: 48, addresses: 7 },
      { kind: 'PLANNED_SINGLE', limitHours: 16, addresses: null },
      { kind: 'UNPLANNED_SINGLE', limitHours: 24, addresses: 7 },
    ],
  },
  ...over,
});

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((r) => r.textContent);

describe('/public/statystyki', () => {
  it('opens from the footer and shows every figure in tables, with the withheld counts said in words', async () => {
    answerCalls([{ method: 'GET', path: '/public/api/statistics', body: statistics() }]);
    const { user } = renderApp('/public/faq');
    await user.click(await screen.findByRole('link', { name: 'Statystyki' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Statystyki: jak dotrzymujemy terminów' })).toBeInTheDocument();

    expect(await screen.findByText('Zakończonych awarii: 6. Bez podanego przewidywanego czasu usunięcia: 2.')).toBeInTheDocument();
    const failures = screen.getByRole('table', { name: /Awarie z podanym terminem/ });
    expect(rowsOf(failures)).toEqual([
      'Awarie z podanym terminem według tego, kiedy wróciło zasilanieLiczbaOdsetek',
      'Przed pierwszym podanym terminem lub o czasie125%',
      'Do 30 minut po terminie250%',
      'Później niż 30 minut po terminie125%',
    ]);
    expect(screen.getByText('Mediana różnicy: zasilanie wracało 25 min później niż pierwszy podany czas.')).toBeInTheDocument();

    expect(screen.getByText(/nie zapisano jeszcze faktycznego zakończenia/)).toBeInTheDocument();
    expect(rowsOf(screen.getByRole('table', { name: 'Wyłączenia planowane w liczbach' }))).toEqual([
      'Opublikowane3',
      'Odwołane1',
      'Bez zapisanego faktycznego przebiegu2',
    ]);

    expect(screen.getByRole('heading', { name: 'Przerwy ponad limity w roku 2026' })).toBeInTheDocument();
    expect(rowsOf(screen.getByRole('table', { name: /Obserwowane adresy, na których/ }))).toEqual([
      'Obserwowane adresy, na których przekroczono limitAdresy',
      'Przerwy planowane: ponad 35 h w rokumniej niż 5',
      'Przerwy nieplanowane (awarie): ponad 48 h w roku7',
      'Jedna przerwa planowana dłuższa niż 16 hmniej niż 5',
      'Jedna przerwa nieplanowana dłuższa niż 24 h7',
    ]);

    expect(screen.getByRole('link', { name: 'Pobierz dane miesiąca (CSV)' })).toHaveAttribute('href', '/public/api/statistics/csv?month=2026-10');
    expect(screen.getByRole('heading', { name: 'Jak liczymy' })).toBeInTheDocument();
    expect(screen.getByText(/liczby od 1 do 4 zastępujemy napisem „mniej niż 5”/)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Miesiąc' })).toHaveValue('2026-10');
  });

  it('asks the server for the month chosen in the picker', async () => {
    const chosen = monthsUpTo(new Date())[2];
    answerCalls([
      { method: 'GET', path: '/public/api/statistics', body: statistics() },
      { method: 'GET', path: `/public/api/statistics?month=${chosen}`, body: statistics({ month: chosen }) },
    ]);
    const { user } = renderApp('/public/statystyki');
    const picker = await screen.findByRole('combobox', { name: 'Miesiąc' });
    await screen.findByRole('heading', { name: 'Jak liczymy' });
    await user.selectOptions(picker, chosen);
    expect(await screen.findByRole('link', { name: 'Pobierz dane miesiąca (CSV)' })).toHaveAttribute('href', `/public/api/statistics/csv?month=${chosen}`);
    expect(screen.getByTestId('location')).toHaveAttribute('data-search', `?miesiac=${chosen}`);
  });

  it('says when no failure had an estimate instead of drawing empty shares, and marks a month still going on', async () => {
    answerCalls([
      {
        method: 'GET',
        path: '/public/api/statistics?month=2026-11',
        body: statistics({
          month: '2026-11',
          complete: false,
          failures: {
            ...statistics().failures,
            ended: 2,
            withoutEstimate: 2,
            withEstimate: 0,
            beforeEstimate: 0,
            withinGrace: 0,
            later: 0,
            beforeEstimatePercent: null,
            withinGracePercent: null,
            laterPercent: null,
            medianErrorMinutes: null,
          },
        }),
      },
    ]);
    renderApp('/public/statystyki?miesiac=2026-11');
    expect(await screen.findByText(/żadna zakończona awaria nie miała podanego terminu/)).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: /Awarie z podanym terminem/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/Mediana różnicy/)).not.toBeInTheDocument();
    expect(screen.getByText('Miesiąc jeszcze trwa: liczby obejmują dane do 28.11.2026, 10:00.')).toBeInTheDocument();
  });

  it('shows the planned outages by their outcome against the announcement, with the tolerance said', async () => {
    answerCalls([
      {
        method: 'GET',
        path: '/public/api/statistics?month=2026-10',
        body: statistics({
          planned: {
            announced: 7,
            cancelled: 2,
            withoutRecord: 1,
            asPlanned: 2,
            shortened: 1,
            extended: 1,
            asPlannedPercent: 50,
            shortenedPercent: 25,
            extendedPercent: 25,
          },
        }),
      },
    ]);
    renderApp('/public/statystyki?miesiac=2026-10');
    const chart = await screen.findByRole('table', { name: /Wyłączenia z zapisanym faktycznym końcem wobec zapowiedzi \(różnica do 15 minut/ });
    expect(rowsOf(chart).slice(1)).toEqual(['Zgodnie z planem250%', 'Skrócone125%', 'Przedłużone125%']);
    expect(screen.queryByText(/nie zapisano jeszcze faktycznego zakończenia/)).not.toBeInTheDocument();
  });

  it('tells that the figures could not be loaded', async () => {
    answerCalls([{ method: 'GET', path: '/public/api/statistics', status: 503, body: { statusCode: 503, message: 'Usługa chwilowo niedostępna.' } }]);
    renderApp('/public/statystyki');
    expect(await screen.findByRole('alert')).toHaveTextContent('Nie udało się pobrać statystyk. Spróbuj ponownie za chwilę.');
  });

  it("tells the server's reason for a month it refuses", async () => {
    const reason = 'Ten miesiąc jeszcze się nie zaczął: statystyki obejmują miesiące do bieżącego';
    answerCalls([
      {
        method: 'GET',
        path: '/public/api/statistics?month=2999-01',
        status: 400,
        body: { statusCode: 400, message: 'Niepoprawne dane', errors: { month: reason } },
      },
    ]);
    renderApp('/public/statystyki?miesiac=2999-01');
    expect(await screen.findByRole('alert')).toHaveTextContent(reason);
  });

  it('offers the current Warsaw month and those before it, across New Year', () => {
    expect(monthsUpTo(new Date('2026-01-31T23:30:00Z'), 3)).toEqual(['2026-02', '2026-01', '2025-12']);
    expect(monthsUpTo(new Date('2026-01-15T12:00:00Z'), 2)).toEqual(['2026-01', '2025-12']);
  });
});
