import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, answerRequests, type Answer, type Route } from '@portal/api-client/testing';
import { address, DISPATCHER, outage, plannedListRoutes } from '../../test/plannedOutages';
import { renderStaffAdmin, signInAs } from '../../test/renderStaffAdmin';
import { COPIED_REPORT_KEY } from './copiedReport';

jest.mock('../map/OutageMap', () => require('../../test/mapStub'));

const HOZA = address('Hoża', '1', 21.0, 52.22);
const WILCZA = address('Wilcza', '2', 21.02, 52.225);
const KOSZYKOWA = address('Koszykowa', '3', 21.01, 52.24);

/** The geocoder: street name → an address; anything with 'Nieznana' is not found. */
const resolveRoute: Route = (call) => ({
  body: (call.body as { addresses: string[] }).addresses.map((input) => {
    const [street, number] = input.split(/\s+/);
    return { input, address: /nieznana/i.test(input) ? null : address(street, number ?? '1') };
  }),
});

function formApi(routes: Record<string, Route> = {}) {
  return answerRequests({
    ...plannedListRoutes([]),
    'GET /public/api/geocode/autocomplete': {
      body: [
        {
          label: 'Hoża 1, Warszawa',
          streetType: 'ul.',
          street: 'Hoża',
          streetNumber: '1',
          postcode: '00-528',
          city: 'Warszawa',
          district: 'Śródmieście',
          coordinates: { lng: 21.0, lat: 52.22 },
        },
      ],
    },
    'POST /api/planned-outage/resolve-addresses': resolveRoute,
    ...routes,
  });
}

const user = () => userEvent.setup();
const setDateTime = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

async function pickVoltage(u: ReturnType<typeof userEvent.setup>, label: string) {
  await u.click(screen.getByRole('combobox', { name: /Napięcie/ }));
  await u.click(await screen.findByRole('option', { name: label }));
}

async function addAddressByAutocomplete(u: ReturnType<typeof userEvent.setup>) {
  await u.type(screen.getByRole('combobox', { name: 'Dodaj adres' }), 'Hoża');
  // Within the list box: role queries over the whole form are slow in jsdom.
  await u.click(await within(await screen.findByRole('listbox')).findByRole('option', { name: /Hoża 1, Warszawa/ }));
}

/** A valid outage on the add form: times, one address from the autocomplete, voltage SN. */
async function fillValidForm(u: ReturnType<typeof userEvent.setup>) {
  await screen.findByRole('button', { name: 'Zapisz' });
  setDateTime(/^Rozpoczęcie/, '2026-05-04T08:00');
  setDateTime(/^Zakończenie/, '2026-05-04T14:30');
  await addAddressByAutocomplete(u);
  await pickVoltage(u, 'SN');
}

/** The address list appears with its first address (an empty list is a sentence). */
const addressList = () => screen.findByRole('list', { name: 'Adresy' });

beforeEach(() => {
  signInAs(DISPATCHER);
});

describe('add planned outage form (/master/planned/add)', () => {
  it("lists what is missing: 'Pole obowiązkowe' and 'Nie wpisano żadnego adresu', and sends nothing", async () => {
    const api = formApi();
    renderStaffAdmin('/master/planned/add');
    const u = user();

    await u.click(await screen.findByRole('button', { name: 'Zapisz' }));

    // Start, end and voltage (the announcement date starts as today).
    expect(await screen.findAllByText('Pole obowiązkowe')).toHaveLength(3);
    expect(screen.getByText('Nie wpisano żadnego adresu')).toBeInTheDocument();
    expect(api.callsTo('POST /api/planned-outage/add')).toHaveLength(0);
  });

  it('says when the end is before the start', async () => {
    const api = formApi();
    renderStaffAdmin('/master/planned/add');
    const u = user();
    await fillValidForm(u);

    setDateTime(/^Zakończenie/, '2026-05-04T07:59');
    await u.click(screen.getByRole('button', { name: 'Zapisz' }));

    expect(await screen.findByText('Data lub godzina zakończenia jest wcześniejsza niż rozpoczęcia')).toBeInTheDocument();
    expect(api.callsTo('POST /api/planned-outage/add')).toHaveLength(0);
  });

  it('does not submit on Enter; Zapisz sends instants and the exact addresses, then the list says it was saved', async () => {
    const api = formApi({ 'POST /api/planned-outage/add': { status: 201, body: outage() } });
    const { currentPath } = renderStaffAdmin('/master/planned/add');
    const u = user();
    await fillValidForm(u);
    await u.type(screen.getByRole('textbox', { name: 'Nr zadania SAP/CallNet' }), 'SAP-7');

    await u.type(screen.getByRole('textbox', { name: 'Nr zadania SAP/CallNet' }), '{Enter}');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.callsTo('POST /api/planned-outage/add')).toHaveLength(0);
    expect(currentPath()).toBe('/master/planned/add');

    await u.click(screen.getByRole('button', { name: 'Zapisz' }));

    await waitFor(() => expect(currentPath()).toBe('/master/planned-my'));
    expect(await screen.findByText('Zapisano dane planowanego wyłączenia')).toBeInTheDocument();
    const [body] = api.callsTo('POST /api/planned-outage/add').map((call) => call.body as Record<string, unknown>);
    expect(body).toEqual({
      addresses: [
        {
          nonFormattedAddress: 'Hoża 1, Warszawa',
          street: 'Hoża',
          streetNumber: '1',
          postcode: '00-528',
          city: 'Warszawa',
          district: 'Śródmieście',
          wesolaDistrict: false,
          coordinates: { lng: 21.0, lat: 52.22 },
        },
      ],
      outageStart: '2026-05-04T06:00:00.000Z',
      outageEnd: '2026-05-04T12:30:00.000Z',
      outageAnnouncement: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      voltageLevel: 'MV',
      taskNumber: 'SAP-7',
    });
  });

  it.each([
    [403, 'Nie masz wystarczających uprawnień'],
    [500, 'Wystąpił nieoczekiwany błąd'],
  ])('reports a %s answer as %s and stays on the form', async (status, message) => {
    formApi({ 'POST /api/planned-outage/add': apiError(status, 'x') });
    const { currentPath } = renderStaffAdmin('/master/planned/add');
    const u = user();
    await fillValidForm(u);

    await u.click(screen.getByRole('button', { name: 'Zapisz' }));

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(currentPath()).toBe('/master/planned/add');
  });

  it("shows the server's field messages under the fields", async () => {
    formApi({
      'POST /api/planned-outage/add': apiError(400, 'Niepoprawne dane', { outageEnd: 'Czas zakończenia nie może być wcześniej od czasu rozpoczęcia' }),
    });
    renderStaffAdmin('/master/planned/add');
    const u = user();
    await fillValidForm(u);

    await u.click(screen.getByRole('button', { name: 'Zapisz' }));

    expect(await screen.findByText('Czas zakończenia nie może być wcześniej od czasu rozpoczęcia')).toBeInTheDocument();
    expect(screen.queryByText('Wystąpił nieoczekiwany błąd')).not.toBeInTheDocument();
  });

  it('adds addresses from the autocomplete (from 2 characters, "Brak wyników" when nothing matches), removes them, and maps them', async () => {
    const api = formApi({
      'GET /public/api/geocode/autocomplete': (call) => ({
        body:
          new URLSearchParams(call.query).get('q') === 'Hoża'
            ? [
                {
                  label: 'Hoża 1, Warszawa',
                  streetType: 'ul.',
                  street: 'Hoża',
                  streetNumber: '1',
                  postcode: '00-528',
                  city: 'Warszawa',
                  district: 'Śródmieście',
                  coordinates: { lng: 21, lat: 52.22 },
                },
              ]
            : [],
      }),
    });
    renderStaffAdmin('/master/planned/add');
    const u = user();
    const search = await screen.findByRole('combobox', { name: 'Dodaj adres' });

    await u.type(search, 'H');
    expect(await screen.findByText('Wpisz co najmniej 2 znaki')).toBeInTheDocument();
    await u.type(search, 'xyz');
    expect(await screen.findByText('Brak wyników')).toBeInTheDocument();
    await u.clear(search);
    await addAddressByAutocomplete(u);

    expect(within(await addressList()).getByText('Hoża 1, Warszawa')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Mapa adresów wyłączenia' })).getByText('Hoża 1, Warszawa')).toBeInTheDocument();
    expect(search).toHaveValue('');
    // Debounced: one call per pause in typing, never for a single character.
    expect(api.callsTo('GET /public/api/geocode/autocomplete').map((call) => new URLSearchParams(call.query).get('q'))).toEqual(['Hxyz', 'Hoża']);
    expect(api.callsTo('GET /public/api/geocode/autocomplete')[0].query).toContain('limit=10');

    await u.click(screen.getByRole('button', { name: 'Usuń adres: Hoża 1, Warszawa' }));
    expect(screen.getByText('Lista adresów jest pusta.')).toBeInTheDocument();
  });

  it('pastes a [PPE] Adres table from the clipboard; lines not found wait to be corrected and searched again', async () => {
    const api = formApi();
    renderStaffAdmin('/master/planned/add');
    const u = user();
    await navigator.clipboard.writeText('PPE\t[PPE] Adres\n1\tHoża 1\n2\tWilcza 2\n3\tNieznana 5\n4\tHoża 1');

    await u.click(await screen.findByRole('button', { name: 'Wklej adresy ze schowka' }));

    expect(await within(await addressList()).findByText('Wilcza 2, Warszawa')).toBeInTheDocument();
    expect(within(await addressList()).getByText('Hoża 1, Warszawa')).toBeInTheDocument();
    expect(api.callsTo('POST /api/planned-outage/resolve-addresses').map((call) => call.body)).toEqual([{ addresses: ['Hoża 1', 'Wilcza 2', 'Nieznana 5'] }]);
    const unresolved = screen.getByRole('region', { name: /Nierozpoznane adresy \(1\)/ });
    const line = within(unresolved).getByRole('textbox', { name: 'Adres do poprawienia' });
    expect(line).toHaveValue('Nieznana 5');

    // Saving now would drop the line: the form says to deal with it first.
    await u.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText('Popraw lub usuń nierozpoznane adresy')).toBeInTheDocument();

    await u.clear(line);
    await u.type(line, 'Koszykowa 3');
    await u.click(within(unresolved).getByRole('button', { name: 'Szukaj ponownie: Koszykowa 3' }));

    expect(await within(await addressList()).findByText('Koszykowa 3, Warszawa')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Nierozpoznane adresy/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Popraw lub usuń nierozpoznane adresy')).not.toBeInTheDocument();
  });

  it("says 'Niepoprawny format danych' when the clipboard holds no [PPE] Adres column", async () => {
    const api = formApi();
    renderStaffAdmin('/master/planned/add');
    const u = user();
    await navigator.clipboard.writeText('Hoża 1\nWilcza 2');

    await u.click(await screen.findByRole('button', { name: 'Wklej adresy ze schowka' }));

    expect(await screen.findByText('Niepoprawny format danych')).toBeInTheDocument();
    expect(api.callsTo('POST /api/planned-outage/resolve-addresses')).toHaveLength(0);
  });

  it('falls back to a paste box when the browser does not let the page read the clipboard', async () => {
    formApi();
    renderStaffAdmin('/master/planned/add');
    const u = user();
    jest.spyOn(navigator.clipboard, 'readText').mockRejectedValue(new DOMException('denied', 'NotAllowedError'));

    await u.click(await screen.findByRole('button', { name: 'Wklej adresy ze schowka' }));
    const dialog = await screen.findByRole('dialog', { name: 'Wklej adresy' });
    const box = within(dialog).getByRole('textbox', { name: 'Skopiowana tabela' });
    fireEvent.change(box, { target: { value: 'Adres\nHoża 1' } });
    await u.click(within(dialog).getByRole('button', { name: 'Dodaj adresy' }));
    expect(within(dialog).getByText('Niepoprawny format danych')).toBeInTheDocument();
    fireEvent.change(box, { target: { value: 'x\t[PPE] Adres\n1\tWilcza 2' } });
    await u.click(within(dialog).getByRole('button', { name: 'Dodaj adresy' }));

    expect(await within(await addressList()).findByText('Wilcza 2, Warszawa')).toBeInTheDocument();
  });

  it("shows 'Przetwarzanie adresów: done / total' while long lists are looked up in batches of 50", async () => {
    let release: (answer: Answer) => void = () => undefined;
    let batch = 0;
    const lines = Array.from({ length: 120 }, (_, i) => `Ulica ${i + 1}`);
    formApi({
      'POST /api/planned-outage/resolve-addresses': (call) => {
        batch++;
        const answer = resolveRoute(call) as Answer;
        return batch === 2 ? new Promise<Answer>((resolve) => (release = () => resolve(answer))) : answer;
      },
    });
    renderStaffAdmin('/master/planned/add');
    const u = user();
    await navigator.clipboard.writeText(['[PPE] Adres', ...lines].join('\n'));

    await u.click(await screen.findByRole('button', { name: 'Wklej adresy ze schowka' }));

    expect(await screen.findByText('Przetwarzanie adresów: 50 / 120')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Przetwarzanie adresów: 50 / 120' })).toHaveAttribute('aria-valuenow', String(Math.round((100 * 50) / 120)));
    release({});
    expect(await screen.findByText('120 adresów na liście')).toBeInTheDocument();
    expect(screen.queryByText(/Przetwarzanie adresów/)).not.toBeInTheDocument();
  });

  it('takes address lines from the query (?address=…) and draws the hull of three places on the map', async () => {
    const api = formApi({
      'POST /api/planned-outage/resolve-addresses': (call) => ({
        body: (call.body as { addresses: string[] }).addresses.map((input) => ({
          input,
          address: { Hoża: HOZA, Wilcza: WILCZA, Koszykowa: KOSZYKOWA }[input.split(' ')[0]] ?? null,
        })),
      }),
    });
    renderStaffAdmin('/master/planned/add?address=Hoża%201&address=Wilcza%202&address=Koszykowa%203');

    expect(await within(await screen.findByRole('list', { name: 'Adresy' })).findByText('Koszykowa 3, Warszawa')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Mapa adresów wyłączenia' })).toHaveAttribute('data-outline', '3');
    expect(api.callsTo('POST /api/planned-outage/resolve-addresses')).toHaveLength(1);
  });

  it("has no 'Kopiuj' when adding; 'Wklej' fills the form from the outage kept under 'copiedReport'", async () => {
    formApi();
    window.localStorage.setItem(COPIED_REPORT_KEY, JSON.stringify({ ...outage(), addresses: [WILCZA], comment: 'Wymiana kabla', voltageLevel: 'HV' }));
    renderStaffAdmin('/master/planned/add');
    const u = user();
    await screen.findByRole('button', { name: 'Zapisz' });

    expect(screen.queryByRole('button', { name: 'Kopiuj' })).not.toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Wklej' }));

    expect(await within(await addressList()).findByText('Wilcza 2, Warszawa')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Prace do wykonania' })).toHaveValue('Wymiana kabla');
    expect(screen.getByLabelText(/^Rozpoczęcie/)).toHaveValue('2026-05-04T08:00');
    expect(screen.getByRole('combobox', { name: /Napięcie/ })).toHaveTextContent('WN');
  });
});

describe('edit planned outage form (/master/planned/edit/{id})', () => {
  it("loads the outage, has 'Kopiuj' (kept under 'copiedReport'), and saves with the id", async () => {
    const record = outage({ id: 12, addresses: [HOZA, WILCZA] });
    const api = formApi({
      'GET /api/planned-outage/get/12': { body: record },
      'POST /api/planned-outage/add': { status: 201, body: record },
    });
    const { currentPath } = renderStaffAdmin('/master/planned/edit/12');
    const u = user();

    expect(await within(await screen.findByRole('list', { name: 'Adresy' })).findByText('Wilcza 2, Warszawa')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Rozpoczęcie/)).toHaveValue('2026-05-04T08:00');
    expect(screen.getByText('Do akceptacji')).toBeInTheDocument();
    expect(screen.queryByText('Zmiany w tym wyłączeniu może zapisać tylko osoba, która je utworzyła.')).not.toBeInTheDocument();

    await u.click(screen.getByRole('button', { name: 'Kopiuj' }));
    expect(JSON.parse(window.localStorage.getItem(COPIED_REPORT_KEY)!)).toMatchObject({
      addresses: [HOZA, WILCZA],
      comment: 'Wymiana słupa',
      voltageLevel: 'LV',
    });

    await u.click(screen.getByRole('button', { name: 'Usuń adres: Hoża 1, Warszawa' }));
    await u.click(screen.getByRole('button', { name: 'Zapisz' }));

    await waitFor(() => expect(currentPath()).toBe('/master/planned-my'));
    expect(api.callsTo('POST /api/planned-outage/add').map((call) => call.body)).toEqual([
      {
        id: 12,
        addresses: [WILCZA],
        outageStart: record.outageStart,
        outageEnd: record.outageEnd,
        outageAnnouncement: '2026-05-01',
        voltageLevel: 'LV',
        taskNumber: 'SAP-100',
        recipient: 'SAP',
        comment: 'Wymiana słupa',
      },
    ]);
  });

  it('warns someone who did not create the outage that saving is not theirs to do', async () => {
    formApi({ 'GET /api/planned-outage/get/12': { body: outage({ createdBy: { id: 99, fullName: 'Ktoś Inny' } }) } });
    renderStaffAdmin('/master/planned/edit/12');

    expect(await screen.findByText('Zmiany w tym wyłączeniu może zapisać tylko osoba, która je utworzyła.')).toBeInTheDocument();
  });
});
