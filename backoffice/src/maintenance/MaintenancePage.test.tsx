import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, answerRequests, type Route } from '@portal/api-client/testing';
import { renderStaffAdmin, signInAs } from '../../test/renderStaffAdmin';

const DEFAULTS = [
  { key: 'maintenanceStart', value: null },
  { key: 'maintenanceEnd', value: null },
  { key: 'showMaintenance', value: 'false' },
  { key: 'canAddReportOutsideArea', value: 'false' },
];

function maintenanceApi(edit: Route, current = DEFAULTS) {
  return answerRequests({
    'POST /api/is-token-valid': { body: { valid: true } },
    'GET /public/api/config/get/all': { body: current },
    'POST /api/config/edit/many': edit,
  });
}

beforeEach(() => {
  signInAs();
});

describe('maintenance break (/admin/maintenance)', () => {
  it('enables Save only when both times are set, saves Warsaw times as instants and says so', async () => {
    const api = maintenanceApi((call) => ({ body: [...(call.body as object[]), DEFAULTS[3]] }));
    renderStaffAdmin('/admin/maintenance');
    const user = userEvent.setup();

    expect(await screen.findByRole('heading', { name: 'Przerwa serwisowa', level: 1 })).toBeInTheDocument();
    const save = await screen.findByRole('button', { name: 'Zapisz' });
    expect(save).toBeDisabled();

    await user.type(screen.getByLabelText('Czas rozpoczęcia'), '2026-12-01T22:00');
    expect(save).toBeDisabled();
    await user.type(screen.getByLabelText('Czas zakończenia'), '2026-12-02T04:30');
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(screen.getByRole('checkbox', { name: 'Pokaż publiczne ostrzeżenie' }));
    await user.click(save);

    expect(await screen.findByText('Zapisano dane')).toBeInTheDocument();
    expect(api.callsTo('POST /api/config/edit/many').map((call) => call.body)).toEqual([
      [
        { key: 'maintenanceStart', value: '2026-12-01T21:00:00.000Z' },
        { key: 'maintenanceEnd', value: '2026-12-02T03:30:00.000Z' },
        { key: 'showMaintenance', value: 'true' },
      ],
    ]);
  });

  it('shows the stored break in Warsaw time with the warning ticked', async () => {
    maintenanceApi({ body: DEFAULTS }, [
      { key: 'maintenanceStart', value: '2026-07-01T20:00:00.000Z' },
      { key: 'maintenanceEnd', value: '2026-07-02T02:00:00.000Z' },
      { key: 'showMaintenance', value: 'true' },
      DEFAULTS[3],
    ]);
    renderStaffAdmin('/admin/maintenance');

    expect(await screen.findByDisplayValue('2026-07-01T22:00')).toBeInTheDocument();
    expect(screen.getByDisplayValue('2026-07-02T04:00')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Pokaż publiczne ostrzeżenie' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Zapisz' })).toBeEnabled();
  });

  it('refuses an end before the start without calling the server', async () => {
    const api = maintenanceApi({ body: DEFAULTS });
    renderStaffAdmin('/admin/maintenance');
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText('Czas rozpoczęcia'), '2026-12-02T22:00');
    await user.type(screen.getByLabelText('Czas zakończenia'), '2026-12-01T22:00');
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));

    expect(await screen.findByText('Czas zakończenia nie może być wcześniej od czasu rozpoczęcia')).toBeInTheDocument();
    expect(api.callsTo('POST /api/config/edit/many')).toHaveLength(0);
  });

  it('shows the server refusal under the field', async () => {
    maintenanceApi(apiError(400, 'Niepoprawne dane', { maintenanceEnd: 'Czas zakończenia nie może być wcześniej od czasu rozpoczęcia' }));
    renderStaffAdmin('/admin/maintenance');
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText('Czas rozpoczęcia'), '2026-12-01T22:00');
    await user.type(screen.getByLabelText('Czas zakończenia'), '2026-12-02T22:00');
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));

    expect(await screen.findByText('Czas zakończenia nie może być wcześniej od czasu rozpoczęcia')).toBeInTheDocument();
    expect(screen.queryByText('Zapisano dane')).not.toBeInTheDocument();
  });
});
