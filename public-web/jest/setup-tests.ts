import '@testing-library/jest-dom';
import { installFakeFetch, takeUnexpectedCalls } from '../src/test/fake-fetch';

// No test talks to a real server: by default every call is unexpected.
beforeEach(() => {
  installFakeFetch();
});

afterEach(() => {
  // Each test starts signed out; stored session data from one test must not leak into the next.
  window.localStorage.clear();
  expect(takeUnexpectedCalls()).toEqual([]);
});
