import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Area } from '../api/adminToolsTypes';
import { apiError, answerRequests, type Route } from '@portal/api-client/testing';
import { renderStaffAdmin, signInAs } from '../../test/renderStaffAdmin';

jest.mock('./AreasMap', () => require('../../test/areasMapStub'));

const ring = (lng: number, lat: number) => [
  { lat, lng },
  { lat, lng: lng + 0.1 },
  { lat: lat + 0.1, lng: lng + 0.1 },
  { lat, lng },
];
const area = (id: number, name: string, description: string | null = null): Area => ({
  id,
  name,
  description,
  shape: [{ outerRing: ring(21, 52), innerRings: [] }],
});
const WARSZAWA = area(1, 'Warszawa', 'Obszar działania');
const PIASECZNO = area(2, 'Piaseczno');

function areasApi(upload: Route, lists: Area[][] = [[WARSZAWA, PIASECZNO]]) {
  let call = 0;
  return answerRequests({
    'POST /api/is-token-valid': { body: { valid: true } },
    'GET /api/area/get/all': () => ({ body: lists[Math.min(call++, lists.length - 1)] }),
    'POST /api/area/upload': upload,
  });
}

const geojson = (name: string) => new File(['{"type":"FeatureCollection","features":[]}'], name, { type: 'application/geo+json' });
const outlines = () =>
  within(screen.getByRole('region', { name: 'Mapa obszarów' }))
    .queryAllByRole('listitem')
    .map((li) => li.textContent);

beforeEach(() => {
  signInAs();
});

describe('areas screen (/admin/areas)', () => {
  it('lists the areas and toggles an outline on the map by clicking the area', async () => {
    areasApi({ status: 500 });
    renderStaffAdmin('/admin/areas');
    const user = userEvent.setup();

    expect(await screen.findByRole('heading', { name: 'Obszary', level: 1 })).toBeInTheDocument();
    const warszawa = await screen.findByRole('checkbox', { name: 'Warszawa' }, { timeout: 8000 });
    expect(warszawa).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByText('Obszar działania · 1 wielokąt')).toBeInTheDocument();
    // The map is loaded lazily.
    await screen.findByRole('region', { name: 'Mapa obszarów' });
    expect(outlines()).toEqual(['obrys: Warszawa', 'obrys: Piaseczno']);

    await user.click(warszawa);
    expect(warszawa).toHaveAttribute('aria-checked', 'false');
    expect(outlines()).toEqual(['obrys: Piaseczno']);

    await user.click(warszawa);
    expect(outlines()).toEqual(['obrys: Warszawa', 'obrys: Piaseczno']);
  });

  it('enables the upload only for a chosen .geojson file, and refuses another extension with the spec message', async () => {
    const api = areasApi({ status: 500 });
    renderStaffAdmin('/admin/areas');
    const user = userEvent.setup({ applyAccept: false });

    await user.click(await screen.findByRole('button', { name: 'Dodaj obszary' }, { timeout: 8000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Dodaj obszary z pliku GeoJSON' });
    const upload = within(dialog).getByRole('button', { name: 'Wyślij' });
    expect(upload).toBeDisabled();
    expect(within(dialog).getByText('Nie wybrano pliku')).toBeInTheDocument();

    await user.upload(within(dialog).getByTestId('area-file'), geojson('obszary.json'));
    expect(within(dialog).getByText('Akceptowane są wyłącznie pliki geoJSON')).toBeInTheDocument();
    expect(upload).toBeDisabled();

    await user.upload(within(dialog).getByTestId('area-file'), geojson('Obszary.GEOJSON'));
    expect(within(dialog).queryByText('Akceptowane są wyłącznie pliki geoJSON')).not.toBeInTheDocument();
    expect(upload).toBeEnabled();
    expect(api.callsTo('POST /api/area/upload')).toHaveLength(0);
  });

  it("shows the server's message (what is wrong and where) and keeps the dialog open", async () => {
    areasApi(apiError(400, 'Obiekt nr 2: wielokąt przecina sam siebie', { file: 'Obiekt nr 2: wielokąt przecina sam siebie' }));
    renderStaffAdmin('/admin/areas');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Dodaj obszary' }, { timeout: 8000 }));
    const dialog = await screen.findByRole('dialog');
    await user.upload(within(dialog).getByTestId('area-file'), geojson('obszary.geojson'));
    await user.click(within(dialog).getByRole('button', { name: 'Wyślij' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Obiekt nr 2: wielokąt przecina sam siebie');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('uploads the file as multipart `file`, says what was saved and shows the new area in the list and on the map', async () => {
    const MOKOTOW = area(3, 'Mokotów');
    const api = areasApi({ body: { added: 1, replaced: 1, areas: [MOKOTOW, WARSZAWA] } }, [
      [WARSZAWA, PIASECZNO],
      [WARSZAWA, PIASECZNO, MOKOTOW],
    ]);
    renderStaffAdmin('/admin/areas');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('checkbox', { name: 'Warszawa' }, { timeout: 8000 }));
    await user.click(screen.getByRole('button', { name: 'Dodaj obszary' }));
    const dialog = await screen.findByRole('dialog');
    await user.upload(within(dialog).getByTestId('area-file'), geojson('obszary.geojson'));
    await user.click(within(dialog).getByRole('button', { name: 'Wyślij' }));

    expect(await screen.findByText('Zapisano obszary: nowe 1, zastąpione 1')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('checkbox', { name: 'Mokotów' })).toHaveAttribute('aria-checked', 'true');
    // The replaced Warszawa was hidden before; an upload shows it again.
    expect(outlines()).toEqual(['obrys: Warszawa', 'obrys: Piaseczno', 'obrys: Mokotów']);
    const sent = api.callsTo('POST /api/area/upload')[0].body as FormData;
    expect(sent).toBeInstanceOf(FormData);
    expect((sent.get('file') as File).name).toBe('obszary.geojson');
  });
});
