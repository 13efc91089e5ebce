import { MessageChannel } from 'node:worker_threads';
import { pwaState } from './pwa-state';

// jsdom has no MessageChannel; Node's is the same API.
beforeAll(() => Object.assign(globalThis, { MessageChannel }));
import { onWaiting, pageEntry } from './service-worker-updates';

/** A waiting worker that answers 'describe' with the shell it keeps, and records what the page tells it. */
function waitingWorker(shell: string[]) {
  const told: unknown[] = [];
  const worker = {
    postMessage: (message: { type: string }, ports?: MessagePort[]) => {
      told.push(message.type);
      if (message.type === 'describe') ports![0].postMessage({ version: 'b', shell });
    },
  };
  return { worker: worker as unknown as ServiceWorker, told };
}

describe('a new version of the site', () => {
  beforeEach(() => {
    document.head.innerHTML = '<script type="module" src="/assets/index-AAAA.js"></script>';
    pwaState.set({ update: null });
  });

  it("reads the page's own build from its entry script", () => {
    expect(pageEntry()).toBe('/assets/index-AAAA.js');
  });

  it('is activated at once when this page already is that version', async () => {
    const { worker, told } = waitingWorker(['/public', '/assets/index-AAAA.js']);
    await onWaiting(worker);
    expect(told).toEqual(['describe', 'skip-waiting']);
    expect(pwaState.get().update).toBeNull();
  });

  it('waits for "Odśwież" on an older page, then activates it and reloads once it controls the page', async () => {
    const { worker, told } = waitingWorker(['/public', '/assets/index-BBBB.js']);
    const container = new EventTarget() as unknown as ServiceWorkerContainer;
    const reload = jest.fn();
    await onWaiting(worker, container, reload);
    expect(told).toEqual(['describe']);
    pwaState.get().update!();
    expect(told).toEqual(['describe', 'skip-waiting']);
    expect(reload).not.toHaveBeenCalled();
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
