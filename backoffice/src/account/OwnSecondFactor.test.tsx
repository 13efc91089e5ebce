import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, answerRequests } from '@portal/api-client/testing';
import { renderStaffAdmin, signInAs } from '../../test/renderStaffAdmin';

const ENROLMENT = {
  body: {
    secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
    otpauthUri: 'otpauth://totp/x',
    qrCode: 'data:image/svg+xml;base64,PHN2Zy8+',
    recoveryCodes: Array.from({ length: 10 }, (_, i) => `AAAA-BBBB-CCCC-DD${String.fromCharCode(65 + i)}Z`),
  },
};

describe("second factor by choice on 'Moje konto'", () => {
  it('turns it on with the first code once the recovery codes are confirmed saved; a wrong code keeps the person signed in', async () => {
    signInAs({ role: 'DISPATCHER', fullName: 'Piotr Wiśniewski' });
    let confirms = 0;
    const api = answerRequests({
      'POST /api/is-token-valid': { body: { valid: true } },
      'GET /api/second-factor/passkeys': { body: [] },
      'POST /api/second-factor/enrolment': ENROLMENT,
      'POST /api/second-factor/enrolment/confirm': () => (++confirms === 1 ? apiError(400, 'Niepoprawny kod', { code: 'Niepoprawny kod' }) : { status: 204 }),
    });
    const { currentPath } = renderStaffAdmin('/master/user/profile');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Włącz weryfikację dwuetapową' }));
    expect(await screen.findByRole('img', { name: 'Kod QR dla aplikacji uwierzytelniającej' })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /Zapisałem\(-am\) kody zapasowe/ }));
    await user.type(screen.getByLabelText(/Kod z aplikacji/), '000000');
    await user.click(screen.getByRole('button', { name: 'Włącz' }));

    expect(await screen.findByText('Niepoprawny kod')).toBeInTheDocument();
    expect(currentPath()).toBe('/master/user/profile');
    expect(window.localStorage.getItem('token')).not.toBeNull();

    await user.clear(screen.getByLabelText(/Kod z aplikacji/));
    await user.type(screen.getByLabelText(/Kod z aplikacji/), '123456{Enter}');
    expect(await screen.findAllByText('Weryfikacja dwuetapowa jest włączona: przy każdym logowaniu poprosimy o kod z aplikacji')).not.toHaveLength(0);
    await waitFor(() => expect(api.callsTo('POST /api/second-factor/enrolment/confirm').map((c) => c.body)).toEqual([{ code: '000000' }, { code: '123456' }]));
  });
});
