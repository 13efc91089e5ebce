import { screen } from '@testing-library/react';
import { DEFAULT_SETTINGS, answerCalls } from '../../test/api-answers';
import { renderApp } from '../../test/render-app';
import { activateLanguage } from '../i18n/i18n';
import { formatLongDateTime } from './maintenance';

const BANNER =
  'Od 1 grudnia 2026 22:00 do 2 grudnia 2026 04:30 planujemy prace serwisowe na Portalu planowanych wyłączeń i awarii. Serwis może być w tym czasie niedostępny. Przepraszamy za utrudnienia.';

function settings(showMaintenance: string, start: string | null = '2026-12-01T21:00:00.000Z', end: string | null = '2026-12-02T03:30:00.000Z') {
  return [
    { key: 'maintenanceStart', value: start },
    { key: 'maintenanceEnd', value: end },
    { key: 'showMaintenance', value: showMaintenance },
    DEFAULT_SETTINGS[3],
  ];
}

function serve(body: unknown) {
  return answerCalls([{ method: 'GET', path: '/public/api/config/get/all', body }]);
}

describe('maintenance banner (spec §8)', () => {
  it('shows the exact text with Polish long dates in Warsaw time when showMaintenance is true', async () => {
    const { calls } = serve(settings('true'));
    renderApp('/public/about');
    expect(await screen.findByText(BANNER)).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/public/api/config/get/all')).toHaveLength(1);
  });

  it.each([
    ['showMaintenance is false', settings('false')],
    ['the start is missing', settings('true', null)],
    ['the end is missing', settings('true', '2026-12-01T21:00:00.000Z', null)],
  ])('shows nothing when %s', async (_name, body) => {
    const { calls } = serve(body);
    renderApp('/public/about');
    await screen.findByRole('main');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls.some((call) => call.path === '/public/api/config/get/all')).toBe(true);
    expect(screen.queryByText(/planujemy prace serwisowe/)).not.toBeInTheDocument();
  });

  it.each([
    ['2026-12-01T21:00:00.000Z', '1 grudnia 2026 22:00'],
    ['2026-07-01T06:05:00Z', '1 lipca 2026 08:05'],
    ['2026-12-31T23:30:00Z', '1 stycznia 2027 00:30'],
    ['nonsense', ''],
  ])('formats %p as %p', (iso, shown) => {
    expect(formatLongDateTime(iso, 'pl')).toBe(shown);
  });

  it.each([
    ['uk', '2026-12-01T21:00:00.000Z', '1 грудня 2026 22:00'],
    ['en', '2026-12-01T21:00:00.000Z', '1 December 2026 22:00'],
    ['uk', '2026-07-01T06:05:00Z', '1 липня 2026 08:05'],
  ] as const)('formats in %s %p as %p', (language, iso, shown) => {
    expect(formatLongDateTime(iso, language)).toBe(shown);
  });

  describe('in Ukrainian and English', () => {
    afterEach(() => activateLanguage('pl'));

    it.each([
      [
        'uk',
        'З 1 грудня 2026 22:00 до 2 грудня 2026 04:30 ми плануємо технічні роботи на порталі. У цей час він може бути недоступний. Просимо вибачення за незручності.',
      ],
      [
        'en',
        'From 1 December 2026 22:00 to 2 December 2026 04:30 we are planning maintenance work on the portal. It may be unavailable during that time. We apologise for the inconvenience.',
      ],
    ] as const)('shows the banner in %s with that language’s long dates', async (language, banner) => {
      serve(settings('true'));
      await activateLanguage(language);
      renderApp('/public/about');
      expect(await screen.findByText(banner)).toBeInTheDocument();
    });
  });
});
