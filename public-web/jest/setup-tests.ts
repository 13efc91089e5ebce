import '@testing-library/jest-dom';
import { loadArea } from '../src/i18n/i18n';
import { LAZY_AREAS, type LazyArea } from '../src/i18n/catalogs';
import { listen, server, takeUnhandledRequests } from '@portal/api-client/testing';
import { answerCalls, takeUnexpectedCalls } from '../test/api-answers';

// jsdom runs no workers and jest cannot resolve Vite's '?worker' imports: the ALTCHA widget is not
// loaded in component tests. They drive <altcha-widget> by dispatching its 'statechange' event.
jest.mock('../src/captcha/load-altcha', () => ({ loadAltcha: () => Promise.resolve() }));
// Leaflet needs a layout engine: the public map is replaced by a stub that lists its items as buttons.
jest.mock('../src/map/OutageMap', () => jest.requireActual('../test/map/TestOutageMap'));

// Every area's Polish messages, as the site has them once the part that uses an area has loaded: a test may render
// that part (the event list, the marker layer's texts) without the loader that brings them.
beforeAll(() => Promise.all((Object.keys(LAZY_AREAS) as LazyArea[]).map(loadArea)));

// No test talks to a real server: MSW answers every request the page sends through its real fetch, and by default
// every call is unexpected.
// The layout's own calls are answered from the start: a test file's beforeAll may already render a page.
beforeAll(() => {
  listen();
  answerCalls();
});
afterAll(() => server.close());
beforeEach(() => {
  answerCalls();
  // The site routes on the browser's location (wouter), which jsdom keeps between the tests of a file.
  window.history.replaceState(null, '', '/');
});

afterEach(() => {
  // Each test starts signed out; stored session data from one test must not leak into the next.
  window.localStorage.clear();
  window.sessionStorage.clear();
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0].trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
  expect([...takeUnexpectedCalls(), ...takeUnhandledRequests()]).toEqual([]);
});
