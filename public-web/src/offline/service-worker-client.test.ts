import { SERVICE_WORKER_SCOPE, SERVICE_WORKER_URL, startServiceWorker } from './service-worker-client';
import { QUIET_MS } from './when-settled';

let readyState: DocumentReadyState;
beforeEach(() => {
  readyState = 'interactive';
  jest.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState);
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

it('registers the service worker once the page has loaded and settled, not before', async () => {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  const container = Object.assign(new EventTarget(), { register: jest.fn(() => new Promise(() => undefined)) });
  startServiceWorker(container as unknown as ServiceWorkerContainer);
  await jest.advanceTimersByTimeAsync(QUIET_MS * 3);
  expect(container.register).not.toHaveBeenCalled();

  readyState = 'complete';
  window.dispatchEvent(new Event('load'));
  // The waiting's code arrives (a dynamic import), then the quiet spell runs.
  await jest.advanceTimersByTimeAsync(QUIET_MS - 10);
  expect(container.register).not.toHaveBeenCalled();
  await jest.advanceTimersByTimeAsync(20);
  expect(container.register).toHaveBeenCalledWith(SERVICE_WORKER_URL, { scope: SERVICE_WORKER_SCOPE });
});
