import { act, render, screen } from '@testing-library/react';
import { SummaryBar } from './SummaryBar';
import { outage, report } from '../../test/map/test-map-data';

const NOW = () => new Date('2026-11-21T12:00:00Z');
const live = () => screen.getByRole('region', { name: 'Podsumowanie mapy' }).querySelector('[aria-live="polite"]')!;

describe('SummaryBar', () => {
  it('keeps its place with dashes before the data, then shows the figures', () => {
    const { rerender } = render(<SummaryBar outages={null} reports={null} hours={24} now={NOW} />);
    expect(screen.getAllByText('—')).toHaveLength(4);
    rerender(<SummaryBar outages={[outage({ addressesCount: 3 })]} reports={[report()]} hours={24} now={NOW} />);
    expect(screen.getByText('1 awaria')).toBeInTheDocument();
    expect(screen.getByText('Zaktualizowano 10:00')).toHaveAttribute('dateTime', '2026-11-21T09:00:00Z');
  });

  it('announces changed figures only: not the first load, not an equal refresh, not the hours the person chose', () => {
    const { rerender } = render(<SummaryBar outages={[outage()]} reports={[report()]} hours={24} now={NOW} />);
    expect(live()).toHaveTextContent('');
    rerender(<SummaryBar outages={[outage()]} reports={[report()]} hours={24} now={NOW} />);
    expect(live()).toHaveTextContent('');
    rerender(<SummaryBar outages={[outage()]} reports={[]} hours={3} now={NOW} />);
    expect(live()).toHaveTextContent('');
    rerender(<SummaryBar outages={[outage(), outage({ id: 2 })]} reports={[]} hours={3} now={NOW} />);
    expect(live()).toHaveTextContent('Nowe dane mapy: 2 awarie teraz, 0 planowanych wyłączeń dziś, 0 zgłoszeń z ostatnich 3 godzin, 0 adresów bez prądu.');
  });

  it('does not announce a kind the person switched off or on (the figures follow the filter, the data did not change)', () => {
    const all = { failures: true, planned: true, reports: true };
    const noReports = { ...all, reports: false };
    const { rerender } = render(<SummaryBar outages={[outage()]} reports={[report()]} hours={24} kinds={all} now={NOW} />);
    rerender(<SummaryBar outages={[outage()]} reports={[]} hours={24} kinds={noReports} now={NOW} />);
    rerender(<SummaryBar outages={[outage()]} reports={[report()]} hours={24} kinds={all} now={NOW} />);
    expect(live()).toHaveTextContent('');
    // News after the toggle is still announced.
    rerender(<SummaryBar outages={[outage(), outage({ id: 2 })]} reports={[report()]} hours={24} kinds={all} now={NOW} />);
    expect(live()).toHaveTextContent(/^Nowe dane mapy: 2 awarie teraz/);
  });
});

describe('SummaryBar and the clock', () => {
  afterEach(() => jest.useRealTimers());

  it('moves a planned outage from "today" to "in progress" as time passes, with no new data', () => {
    jest.useFakeTimers({ now: new Date('2026-11-21T07:59:30Z') });
    const planned = outage({ type: 'PLANNED', addressesCount: 12, start: '2026-11-21T08:00:00Z', end: '2026-11-21T14:00:00Z' });
    render(<SummaryBar outages={[planned]} reports={[]} hours={24} />);
    expect(screen.getByText('0 adresów')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(60_000));
    expect(screen.getByText('12 adresów')).toBeInTheDocument();
    expect(live()).toHaveTextContent('Nowe dane mapy: 0 awarii teraz, 1 planowane wyłączenie dziś, 0 zgłoszeń z ostatnich 24 godzin, 12 adresów bez prądu.');
  });
});
