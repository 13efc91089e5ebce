import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { LoginResponse } from '../src/api/types';
import { saveSession } from '../src/auth/storedSession';
import { StaffAdmin } from '../src/StaffAdmin';

/** The whole back office at `path`, in a memory router the test can inspect. */
export function renderStaffAdmin(path: string) {
  const router = createMemoryRouter([{ path: '*', element: <StaffAdmin /> }], { initialEntries: [path] });
  const view = render(<RouterProvider router={router} />);
  return { ...view, router, currentPath: () => router.state.location.pathname };
}

export const ADMIN_LOGIN: LoginResponse = {
  token: 'admin-token',
  userId: 1,
  role: 'ADMIN',
  fullName: 'Anna Kowalczyk',
  area: null,
  email: 'admin@demo.local',
  phone: '501234567',
};

export function signInAs(overrides: Partial<LoginResponse> = {}): LoginResponse {
  const session = { ...ADMIN_LOGIN, ...overrides };
  saveSession(session);
  return session;
}

export const ROLES_ANSWER = {
  body: [
    { id: 'ADMIN', name: 'Administrator' },
    { id: 'DISPATCHER', name: 'Mistrz prac planowych' },
    { id: 'ACCEPTER', name: 'Akceptujący' },
    { id: 'CALLCENTER', name: 'Call Center' },
    { id: 'PUBLIC', name: 'Użytkownik portalu' },
  ],
};
