import { screen } from '@testing-library/react';
import { answerRequests } from '@portal/api-client/testing';
import { renderStaffAdmin, signInAs } from '../../test/renderStaffAdmin';

describe('an unknown path inside a staff area', () => {
  it("says 'Nie znaleziono strony' as the page's one h1, with the message and the way back", async () => {
    signInAs();
    answerRequests({ 'POST /api/is-token-valid': { body: { valid: true } } });
    renderStaffAdmin('/admin/nie-ma-takiej-strony');

    expect(await screen.findByRole('heading', { level: 1, name: 'Nie znaleziono strony' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText('Adres jest błędny albo link prowadzi donikąd.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Wróć' })).toBeInTheDocument();
  });
});
