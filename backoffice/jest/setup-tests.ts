import '@testing-library/jest-dom';
import { listen, routeHandlers, server, takeUnhandledRequests } from '@portal/api-client/testing';

// react-admin 5.15's text, number and date inputs still hand MUI's TextField the `InputProps`,
// `inputProps` and `InputLabelProps` props that MUI 9 removed (they also pass the same values as
// slotProps, which MUI 9 uses), so React warns on every such input. Harmless; silenced here so real warnings stay visible.
// (A plain replacement, not jest.spyOn: the config's restoreMocks would undo a spy after one test.)
const consoleError = console.error;
console.error = (...args: unknown[]) => {
  if (
    typeof args[0] === 'string' &&
    args[0].includes('React does not recognize the `%s` prop') &&
    /^(InputProps|inputProps|InputLabelProps)$/.test(String(args[1]))
  )
    return;
  consoleError(...args);
};

// The sign-in page asks on every render what it offers; a test that does not answer it itself gets the password form
// alone. Its own routes come first (server.use), so a test that answers it wins.
const { handlers: defaults } = routeHandlers({ 'GET /api/sso/options': { body: { enabled: false, providerName: null, passwordSignIn: true } } });

// No test talks to a real server: MSW answers every request; one that no route answers fails the test.
beforeAll(() => listen());
afterAll(() => server.close());
// Each test starts with the defaults alone. Routes are dropped when the next test starts, not when one ends, so a page
// still loading as it unmounts is answered.
beforeEach(() => server.resetHandlers(...defaults));

afterEach(() => {
  // Each test starts signed out; stored session data from one test must not leak into the next.
  window.localStorage.clear();
  expect(takeUnhandledRequests()).toEqual([]);
});
