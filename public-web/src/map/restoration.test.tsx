import { render, screen, within } from '@testing-library/react';
import { answerCalls } from '../../test/api-answers';
import { outage } from '../../test/map/test-map-data';
import { LoginProvider } from '../login/login-context';
import { AddressStatusCard } from './AddressStatusCard';
import type { AddressStatus, AddressStatusEntry, CardPlace } from './address-card';
import { EventList } from './EventList';
import { InfoContent } from './InfoContent';
import { outageSelectionOf } from './selection';
import { endHistory, endText } from './restoration-texts';

// 28.11.2026 12:30 in Warsaw: the estimates below (13:00 Warsaw and later) are ahead, 11:00 is past.
const NOW = Date.parse('2026-11-28T11:30:00Z');
const EXPIRED = 'Szacowany czas minął — czekamy na nowy';

const PLACE: CardPlace = {
  label: 'ul. Prosta 1, 00-838 Warszawa',
  point: { lat: 52.233, lng: 20.99 },
  address: { street: 'Prosta', streetNumber: '1', city: 'Warszawa', district: 'Wola' },
};
const STATUS_PATH = '/public/api/address-status?lat=52.233000&lng=20.990000&street=Prosta&houseNumber=1';

const entry = (overrides: Partial<AddressStatusEntry> = {}): AddressStatusEntry => ({
  kind: 'FAILURE',
  id: 7,
  matchedBy: 'AREA',
  start: '2026-11-28T08:40:00Z',
  end: '2026-11-28T15:00:00Z',
  description: 'Uszkodzenie kabla nN',
  reportsCount: 0,
  updatedAt: '2026-11-28T11:05:00Z',
  crewStatus: 'ON_SITE',
  endConfidence: 'LOW',
  customersAffected: 120,
  customersRestored: 45,
  outcome: null,
  // Estimated 14:00, moved to 15:00, then to 16:00 (Warsaw time).
  endChanges: [
    { previousEnd: '2026-11-28T13:00:00Z', newEnd: '2026-11-28T14:00:00Z', changedAt: '2026-11-28T10:10:00Z' },
    { previousEnd: '2026-11-28T14:00:00Z', newEnd: '2026-11-28T15:00:00Z', changedAt: '2026-11-28T11:20:00Z' },
  ],
  ...overrides,
});

async function openCard(now: AddressStatusEntry[]) {
  const status: AddressStatus = { point: PLACE.point, now, upcoming: [] };
  answerCalls([{ method: 'GET', path: STATUS_PATH, body: status }]);
  render(
    <>
      <LoginProvider>
        <AddressStatusCard place={PLACE} onClose={() => undefined} />
      </LoginProvider>
    </>,
  );
  await screen.findByText('Potwierdzona awaria');
  return screen.getByRole('region', { name: PLACE.label });
}

beforeEach(() => jest.spyOn(Date, 'now').mockReturnValue(NOW));
afterEach(() => jest.restoreAllMocks());

describe('restoration progress on the address card', () => {
  it("shows the crew, the estimate's confidence, the customers and how the estimate moved", async () => {
    const card = await openCard([entry()]);
    expect(within(card).getByText('Stan prac').nextSibling).toHaveTextContent('Ekipa na miejscu');
    expect(within(card).getByText('Przewidywane zakończenie').nextSibling).toHaveTextContent('28.11.2026, 16:00 (szacunek wstępny)');
    expect(within(card).getByText('Odbiorcy bez zasilania').nextSibling).toHaveTextContent('120 (zasilanie wróciło u 45)');
    expect(within(card).getByText('Przewidywany koniec przesunięto 2 razy (pierwotnie 14:00)')).toBeInTheDocument();
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(expect.arrayContaining(['z 14:00 na 15:00 (zmiana o 11:10)', 'z 15:00 na 16:00 (zmiana o 12:20)']));
  });

  it('never shows an estimate already past as current', async () => {
    const card = await openCard([entry({ end: '2026-11-28T10:00:00Z', endChanges: [] })]);
    expect(within(card).getByText('Przewidywane zakończenie').nextSibling).toHaveTextContent(EXPIRED);
    expect(within(card).queryByText(/11:00/)).not.toBeInTheDocument();
    expect(within(card).queryByText(/przesunięto/)).not.toBeInTheDocument();
  });

  it.each([
    [1, 'Przewidywany koniec przesunięto 1 raz (pierwotnie 14:00)'],
    [2, 'Przewidywany koniec przesunięto 2 razy (pierwotnie 14:00)'],
    [5, 'Przewidywany koniec przesunięto 5 razy (pierwotnie 14:00)'],
  ])('counts %i moves in Polish', (count, summary) => {
    const hour = (h: number) => `2026-11-28T${String(h).padStart(2, '0')}:00:00Z`;
    const changes = Array.from({ length: count }, (_, i) => ({ previousEnd: hour(13 + i), newEnd: hour(14 + i), changedAt: hour(9) }));
    expect(endHistory(changes)?.summary).toBe(summary);
  });

  it('a first estimate after none is not a move', () => {
    expect(endHistory([{ previousEnd: null, newEnd: '2026-11-28T14:00:00Z', changedAt: '2026-11-28T09:00:00Z' }])).toBeNull();
  });

  it('a planned outage past its planned end is not an expired estimate', () => {
    expect(endText({ type: 'PLANNED', end: '2026-11-28T10:00:00Z' })).toBe('28.11.2026, 11:00');
  });
});

describe("a planned outage's outcome", () => {
  it('is shown on the address card and in the info window once known, as the domain words it', async () => {
    const card = await openCard([
      entry(),
      entry({
        kind: 'PLANNED',
        id: 9,
        crewStatus: null,
        endConfidence: null,
        customersAffected: null,
        customersRestored: null,
        endChanges: [],
        outcome: 'SHORTENED',
      }),
    ]);
    expect(within(card).getByText('Przebieg').nextSibling).toHaveTextContent('skrócone');
    render(<InfoContent details={outageSelectionOf(outage({ type: 'PLANNED', outcome: 'AS_PLANNED' })).details} headingId="p" />);
    expect(screen.getAllByText('Przebieg').at(-1)!.nextSibling).toHaveTextContent('odbyło się zgodnie z planem');
  });
});

describe('restoration progress in the info window', () => {
  it('shows the crew and the customers after the estimated end', async () => {
    const item = outage({ end: '2026-11-28T15:00:00Z', crewStatus: 'EN_ROUTE', endConfidence: 'HIGH', customersAffected: 80, customersRestored: null });
    render(<InfoContent details={outageSelectionOf(item).details} headingId="h" />);
    expect(screen.getByText('Ekipa w drodze')).toBeInTheDocument();
    expect(screen.getAllByRole('term').map((dt) => dt.textContent)).toEqual(['Początek', 'Przewidywane zakończenie', 'Stan prac', 'Odbiorcy bez zasilania']);
    expect(screen.getByText('Przewidywane zakończenie').nextSibling).toHaveTextContent('28.11.2026, 16:00 (szacunek pewny)');
    expect(screen.getByText('Odbiorcy bez zasilania').nextSibling).toHaveTextContent('80');
  });

  it('says an expired estimate is awaited instead of showing its time', async () => {
    render(<InfoContent details={outageSelectionOf(outage({ end: '2026-11-28T10:00:00Z', crewStatus: 'RESTORING' })).details} headingId="h" />);
    expect(screen.getByText('Trwa przywracanie zasilania')).toBeInTheDocument();
    expect(screen.getByText('Przewidywane zakończenie').nextSibling).toHaveTextContent(EXPIRED);
  });
});

describe('restoration progress in the list', () => {
  it("shows the crew and an expired estimate in the failure's row", () => {
    const items = [
      outage({ id: 1, end: '2026-11-28T10:00:00Z', crewStatus: 'ON_SITE', cause: 'Uszkodzenie kabla' }),
      outage({ id: 2, end: '2026-11-28T15:00:00Z', endConfidence: 'LOW', customersAffected: 10, customersRestored: 4 }),
    ];
    render(<EventList outages={items} reports={[]} hours={2} onShow={jest.fn()} onOpenCard={jest.fn()} />);
    const rows = within(screen.getByRole('table', { name: /Potwierdzone awarie/ }))
      .getAllByRole('row')
      .slice(1);
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(cells(rows[0])).toEqual(expect.arrayContaining([EXPIRED, 'Uszkodzenie kabla · Stan prac: Ekipa na miejscu']));
    expect(cells(rows[1])).toEqual(expect.arrayContaining(['28.11.2026, 16:00 (szacunek wstępny)', 'Odbiorcy bez zasilania: 10 (zasilanie wróciło u 4)']));
  });
});
