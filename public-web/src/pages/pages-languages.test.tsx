// The planned outages list, the information pages, the statistics and the survey in Ukrainian and English: each page
// shows its own texts in the chosen language and no Polish sentence of its area's catalog (staff-written text and
// stored addresses stay Polish, marked with lang).
import { fireEvent, screen, within } from '@testing-library/react';
import { warsawYesterday } from '@portal/domain';
import { answerCalls, type ExpectedCall } from '../../test/api-answers';
import { renderApp } from '../../test/render-app';
import { activateLanguage } from '../i18n/i18n';
import infoPl from '../i18n/info/pl.json';
import pagerPl from '../i18n/pager/pl.json';
import plannedPl from '../i18n/planned/pl.json';
import statisticsPl from '../i18n/statistics/pl.json';
import statusPl from '../i18n/status/pl.json';
import surveyPl from '../i18n/survey/pl.json';

type Language = 'uk' | 'en';

/** The Polish sentences of a catalog that must not show in another language: whole texts without placeholders. */
const polishSentences = (catalog: Record<string, string>, prefix = '') =>
  Object.entries(catalog)
    .filter(([id, text]) => id.startsWith(prefix) && !text.includes('{') && text.length >= 12)
    .map(([, text]) => text.replace(/<\/?\w+\/?>/g, ''));

function expectNoPolish(sentences: string[]) {
  const shown = (document.body.textContent ?? '').replace(/\s+/g, ' ');
  expect(sentences.filter((sentence) => shown.includes(sentence))).toEqual([]);
}

const PLANNED_CALLS: ExpectedCall[] = [
  {
    method: 'POST',
    path: '/public/api/planned-outage/search/compressed-report',
    body: [
      {
        id: 1,
        addresses: [{ streetName: 'ul. Marszałkowska', houseNumbers: ['10', '12'] }],
        start: '2026-11-23T07:00:00.000Z',
        end: '2026-11-23T13:00:00.000Z',
        comment: 'Wymiana rozdzielnicy SN w stacji transformatorowej',
        actualStart: '2026-11-23T07:05:00.000Z',
        actualEnd: '2026-11-23T11:40:00.000Z',
        outcome: 'SHORTENED',
      },
    ],
  },
  { method: 'POST', path: '/public/api/planned-outage/search/compressed-report/count', body: { count: 1 } },
];

const STATISTICS = {
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
    medianErrorMinutes: 12.5,
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
};

const EXPECTED = {
  uk: {
    planned: {
      title: 'Планові відключення',
      cause: 'Причина (польською):',
      start: '23.11.2026, 08:00',
      outcome: 'Як минуло: скорочене (Фактично: 23.11.2026, 08:05 – 23.11.2026, 12:40)',
      range: '1–1 з 1',
    },
    about: { title: 'Про портал', hotline: /Якщо є загроза життю чи здоров’ю, телефонуйте за номером/ },
    faq: { title: 'Поширені запитання', question: 'Як повідомити про аварію електроживлення?' },
    privacy: { title: 'Політика конфіденційності', cell: 'файл cookie' },
    openData: { title: 'Відкриті дані', licence: 'https://creativecommons.org/licenses/by/4.0/deed.uk' },
    statistics: { title: 'Статистика: як ми дотримуємося строків', month: 'жовтень 2026', median: /на 12,5 хв пізніше/ },
    poll: { title: 'Опитування', submit: 'Надіслати відповідь' },
    notFound: { title: 'Сторінку не знайдено', home: 'Повернутися на головну сторінку' },
  },
  en: {
    planned: {
      title: 'Planned outages',
      cause: 'Cause (in Polish):',
      start: '23/11/2026, 08:00',
      outcome: 'Outcome: shortened (Actually: 23/11/2026, 08:05 – 23/11/2026, 12:40)',
      range: '1–1 of 1',
    },
    about: { title: 'About the portal', hotline: /If life or health is at risk, call/ },
    faq: { title: 'Frequently asked questions', question: 'How do I report a power failure?' },
    privacy: { title: 'Privacy policy', cell: 'cookie' },
    openData: { title: 'Open data', licence: 'https://creativecommons.org/licenses/by/4.0/deed.en' },
    statistics: { title: 'Statistics: how we keep to our times', month: 'October 2026', median: /12\.5 min later/ },
    poll: { title: 'Survey', submit: 'Send your answer' },
    notFound: { title: 'Page not found', home: 'Back to the home page' },
  },
} as const;

// Yesterday in Warsaw, as the page writes it: the start filter's lower limit.
const yesterday = warsawYesterday();
const [y, m, d] = yesterday.split('-');
const LATE_START: Record<Language, string> = { uk: `Найраніша дата: ${d}.${m}.${y}`, en: `The earliest date is ${d}/${m}/${y}` };
const TOAST_REGION: Record<Language, string> = { uk: 'Сповіщення', en: 'Notifications' };

// The first page of a run also compiles its modules: a longer wait than the default.
const heading = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 4000 });

describe.each(['uk', 'en'] as const)('the public pages in %s', (language: Language) => {
  const expected = EXPECTED[language];
  beforeEach(() => activateLanguage(language));
  afterEach(() => activateLanguage('pl'));

  it('shows the planned outages list, its times in the language, the cause and addresses as written in Polish', async () => {
    answerCalls(PLANNED_CALLS);
    renderApp('/public/planned');
    await heading(expected.planned.title);
    const table = await screen.findByRole('table');
    expect(within(table).getByText(expected.planned.start)).toBeInTheDocument();
    expect(table.querySelector('.planned-outcome')).toHaveTextContent(expected.planned.outcome);
    const cause = within(table).getByText('Wymiana rozdzielnicy SN w stacji transformatorowej');
    expect(cause).toHaveAttribute('lang', 'pl-PL');
    expect(cause.parentElement).toHaveTextContent(expected.planned.cause);
    expect(within(table).getByText('UL. MARSZAŁKOWSKA 10, 12')).toHaveAttribute('lang', 'pl-PL');
    expect(screen.getByText(expected.planned.range)).toBeInTheDocument();
    expectNoPolish([...polishSentences(plannedPl), ...polishSentences(pagerPl)]);
  });

  it('shows the about page', async () => {
    renderApp('/public/about');
    await heading(expected.about.title);
    expect(within(screen.getByRole('main')).getByText(expected.about.hotline)).toBeInTheDocument();
    expectNoPolish(polishSentences(infoPl, 'info.about'));
  });

  it('shows the FAQ, its answers included', async () => {
    renderApp('/public/faq');
    await heading(expected.faq.title);
    expect(screen.getByRole('button', { name: expected.faq.question })).toBeInTheDocument();
    expectNoPolish(polishSentences(infoPl, 'info.faq'));
  });

  it('shows the privacy policy with its table of stored data', async () => {
    renderApp('/public/privacy-policy');
    await heading(expected.privacy.title);
    expect(screen.getAllByRole('cell', { name: expected.privacy.cell }).length).toBeGreaterThan(0);
    expectNoPolish(polishSentences(infoPl, 'info.privacy'));
  });

  it('shows the open data page with the licence in the language', async () => {
    renderApp('/public/otwarte-dane');
    await heading(expected.openData.title);
    expect(screen.getByRole('link', { name: /CC BY 4\.0/ })).toHaveAttribute('href', expected.openData.licence);
    expectNoPolish(polishSentences(infoPl, 'info.openData'));
  });

  it('shows the statistics with month names and figures in the language', async () => {
    answerCalls([{ method: 'GET', path: '/public/api/statistics', body: STATISTICS }]);
    renderApp('/public/statystyki');
    await heading(expected.statistics.title);
    expect(await screen.findByRole('option', { name: expected.statistics.month })).toBeInTheDocument();
    expect(await screen.findByText(expected.statistics.median)).toBeInTheDocument();
    expectNoPolish(polishSentences(statisticsPl));
  });

  it('shows the survey', async () => {
    renderApp('/public/poll');
    await heading(expected.poll.title);
    expect(screen.getByRole('button', { name: expected.poll.submit })).toBeInTheDocument();
    expectNoPolish(polishSentences(surveyPl).filter((sentence) => !sentence.startsWith('Ankieta')));
  });

  it("refuses a planned start before yesterday in the page's language, the date written as the language writes it", async () => {
    answerCalls(PLANNED_CALLS);
    const { container } = renderApp('/public/planned');
    await heading(expected.planned.title);
    const dateInput = container.querySelector<HTMLInputElement>('input[type="date"]')!;
    fireEvent.change(dateInput, { target: { value: '2020-01-01' } });
    expect(await screen.findByText(LATE_START[language])).toBeInTheDocument();
    expect(screen.queryByText(/Minimalna wartość/)).not.toBeInTheDocument();
  });

  it('names the notifications region in the language', async () => {
    renderApp('/public/about');
    await heading(expected.about.title);
    expect(screen.getByRole('region', { name: TOAST_REGION[language] })).toBeInTheDocument();
  });

  it('shows the 404 page', async () => {
    renderApp('/public/no-such-page');
    await heading(expected.notFound.title);
    expect(screen.getByRole('link', { name: expected.notFound.home })).toHaveAttribute('href', '/');
    expectNoPolish(polishSentences(statusPl));
  });
});
