import '@testing-library/jest-dom';
import { takeUnexpectedCalls } from '../test/fakeApi';

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

afterEach(() => {
  // Each test starts signed out; stored session data from one test must not leak into the next.
  window.localStorage.clear();
  // The fake API refuses calls a test did not declare; such a call fails the test.
  expect(takeUnexpectedCalls()).toEqual([]);
});
