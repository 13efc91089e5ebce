import { screen } from '@testing-library/react';
import { answerRequests } from '@portal/api-client/testing';
import { DISPATCHER } from '../../test/plannedOutages';
import { renderStaffAdmin, signInAs } from '../../test/renderStaffAdmin';

jest.mock('../map/OutageMap', () => require('../../test/mapStub'));

describe('a show or edit path that names no id (a bad link)', () => {
  it.each([
    ['DISPATCHER', '/master/planned/show/undefined'],
    ['DISPATCHER', '/master/planned/edit/undefined'],
    ['DISPATCHER', '/master/planned/edit/0x10'],
    ['ACCEPTER', '/accepter/planned/show/undefined'],
    ['CALLCENTER', '/callcenter/planned/show/null'],
    ['ADMIN', '/admin/user/edit/undefined'],
  ])('is a missing page for the %s at %s, and nothing is asked of the server', async (role, path) => {
    signInAs({ ...DISPATCHER, role: role as 'DISPATCHER' });
    // Only the session check: the fake fails the test on any other call (jest/setup-tests.ts), such as
    // 'GET /api/planned-outage/get/undefined' or 'GET /api/user/get/undefined'.
    const api = answerRequests({ 'POST /api/is-token-valid': { body: { valid: true } } });
    renderStaffAdmin(path);

    expect(await screen.findByRole('heading', { level: 1, name: 'Nie znaleziono strony' })).toBeInTheDocument();
    expect(api.calls.map((call) => `${call.method} ${call.path}`).filter((key) => key !== 'POST /api/is-token-valid')).toEqual([]);
  });
});
