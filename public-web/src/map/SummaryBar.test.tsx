import { render, screen } from '@testing-library/react';
import { SummaryBar } from './SummaryBar';
import { outage, report } from './test-map-data';

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
});
