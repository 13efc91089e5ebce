import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, answerRequests } from '@portal/api-client/testing';
import { renderStaffAdmin, signInAs } from '../../test/renderStaffAdmin';
import { createPasskey } from '../auth/passkeyCeremony';

// jsdom has no WebAuthn: the browser's dialog is the one part replaced, the screen and its calls stay real.
jest.mock('../auth/passkeyCeremony', () => ({
  ...jest.requireActual('../auth/passkeyCeremony'),
  passkeysAvailable: () => true,
  createPasskey: jest.fn(),
}));
const dialog = createPasskey as jest.MockedFunction<typeof createPasskey>;
const ANSWER = { id: 'cred-2', rawId: 'cred-2', type: 'public-key', response: { clientDataJSON: 'x', attestationObject: 'y' }, clientExtensionResults: {} };
const LAPTOP = { id: 1, name: 'Laptop służbowy', createdAt: '2026-11-20T09:00:00.000Z', lastUsedAt: '2026-11-27T07:30:00.000Z', backedUp: false };
const PHONE = { id: 2, name: 'Telefon', createdAt: '2026-11-28T10:00:00.000Z', lastUsedAt: null, backedUp: true };

describe("passkeys on 'Moje konto'", () => {
  beforeEach(() => dialog.mockReset());

  it('lists the passkeys and adds a named one through the browser dialog', async () => {
    signInAs({ role: 'DISPATCHER', fullName: 'Zofia Kamińska' });
    let added = false;
    const api = answerRequests({
      'POST /api/is-token-valid': { body: { valid: true } },
      'GET /api/second-factor/passkeys': () => ({ body: added ? [LAPTOP, PHONE] : [LAPTOP] }),
      'POST /api/second-factor/passkeys/options': { body: { challenge: 'abc', rp: { id: 'localhost', name: 'Portal' } } },
      'POST /api/second-factor/passkeys': () => {
        added = true;
        return { status: 201, body: PHONE };
      },
    });
    dialog.mockResolvedValue(ANSWER as never);
    renderStaffAdmin('/master/user/profile');
    const user = userEvent.setup();

    const list = await screen.findByRole('list', { name: 'Klucze dostępu' });
    expect(within(list).getByText('Laptop służbowy')).toBeInTheDocument();
    expect(within(list).getByText('Dodany 20.11.2026, 10:00; ostatnio użyty: 27.11.2026, 08:30')).toBeInTheDocument();
    const add = screen.getByRole('button', { name: 'Dodaj klucz dostępu' });
    expect(add).toBeDisabled();
    await user.type(screen.getByLabelText(/Nazwa klucza/), '  Telefon ');
    await user.click(add);

    expect(await within(list).findByText('Telefon')).toBeInTheDocument();
    expect(dialog).toHaveBeenCalledWith({ challenge: 'abc', rp: { id: 'localhost', name: 'Portal' } });
    expect(api.callsTo('POST /api/second-factor/passkeys')[0].body).toEqual({ name: 'Telefon', response: ANSWER });
  });

  it('says so when the person closes the dialog, and shows the server’s reason for a refused removal', async () => {
    signInAs({ role: 'DISPATCHER' });
    const lastOne = 'Nie można usunąć ostatniego sposobu weryfikacji dwuetapowej, którego wymaga ta rola. Najpierw dodaj inny.';
    const api = answerRequests({
      'POST /api/is-token-valid': { body: { valid: true } },
      'GET /api/second-factor/passkeys': { body: [LAPTOP] },
      'POST /api/second-factor/passkeys/options': { body: { challenge: 'abc' } },
      'DELETE /api/second-factor/passkeys/1': apiError(409, lastOne),
    });
    dialog.mockRejectedValue(Object.assign(new Error('The operation either timed out or was not allowed.'), { name: 'NotAllowedError' }));
    renderStaffAdmin('/master/user/profile');
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText(/Nazwa klucza/), 'YubiKey');
    await user.click(screen.getByRole('button', { name: 'Dodaj klucz dostępu' }));
    expect(await screen.findByText('Nie potwierdzono klucza dostępu (okno zamknięte albo czas minął). Spróbuj ponownie.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/second-factor/passkeys')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Usuń klucz „Laptop służbowy”' }));
    await user.click(await screen.findByRole('button', { name: 'Potwierdź' }));
    expect(await screen.findByText(lastOne)).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('DELETE /api/second-factor/passkeys/1')).toHaveLength(1));
    expect(window.localStorage.getItem('token')).not.toBeNull();
  });
});
