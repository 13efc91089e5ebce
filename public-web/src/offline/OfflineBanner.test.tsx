import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OfflineBanner } from './OfflineBanner';
import { pwaTexts } from './PwaBannerLines';
import { noteAnswer, noteRefresh, pwaState, type AnswerNote } from './pwa-state';
import { startServiceWorker } from './service-worker-client';

/** A service-worker container that only carries messages (no worker is registered in jsdom). */
function fakeContainer() {
  const target = new EventTarget() as EventTarget & { register: jest.Mock };
  target.register = jest.fn(() => new Promise(() => undefined));
  return target;
}
const fromWorker = (container: EventTarget, cachedAt: number | null, answer: Omit<AnswerNote, 'cachedAt'> = {}) =>
  act(() => {
    container.dispatchEvent(new MessageEvent('message', { data: { type: 'portal-data', cachedAt, ...answer } }));
  });
let online = true;
beforeEach(() => {
  online = true;
  jest.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
});
const goOffline = (offline: boolean) =>
  act(() => {
    online = !offline;
    window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
  });

describe('the offline banner', () => {
  afterEach(() => {
    jest.useRealTimers();
    act(() => pwaState.set({ cachedAt: null, answeredAt: {}, browserOffline: false, refreshFailed: false, update: null }));
  });

  it('offline, says at once since when the answers on screen were made, though each came fresh (from the HTTP cache)', async () => {
    const container = fakeContainer();
    startServiceWorker(container as unknown as ServiceWorkerContainer);
    render(<OfflineBanner />);
    const minutes = (n: number) => Date.now() - n * 60_000;
    // The latest answer of each call counts: the failures' first answer was replaced by a newer one.
    fromWorker(container, null, { path: '/public/api/call-net/failures-lv', at: minutes(30) });
    const reportsAt = minutes(12);
    fromWorker(container, null, { path: '/public/api/call-net/reports', at: reportsAt });
    fromWorker(container, null, { path: '/public/api/call-net/failures-lv', at: minutes(2) });
    expect(screen.queryByRole('status')).toBeNull();

    goOffline(true);
    expect(await screen.findByRole('status')).toHaveTextContent(pwaTexts.offline(new Date(reportsAt)));
    goOffline(false);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it("says so when the map's refresh fails, and goes when it succeeds again; offline with nothing on screen, says nothing", async () => {
    startServiceWorker(fakeContainer() as unknown as ServiceWorkerContainer);
    render(<OfflineBanner />);
    act(() => noteRefresh(true));
    goOffline(true);
    expect(screen.queryByRole('status')).toBeNull();

    goOffline(false);
    const at = Date.now() - 60_000;
    act(() => noteAnswer({ cachedAt: null, path: '/public/api/planned-outage/get/all', at }));
    expect(await screen.findByRole('status')).toHaveTextContent(pwaTexts.offline(new Date(at)));
    act(() => noteRefresh(false));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says since when the kept data are, in Warsaw time, in a status region, and goes when a fresh answer comes', async () => {
    const container = fakeContainer();
    startServiceWorker(container as unknown as ServiceWorkerContainer);
    render(<OfflineBanner />);
    expect(screen.queryByRole('status')).toBeNull();

    // 13:05 UTC in November is 14:05 in Warsaw, earlier the same Warsaw day (only the clock is fixed, not the timers).
    jest.useFakeTimers({
      now: new Date('2026-11-24T15:00:00Z'),
      doNotFake: [
        'nextTick',
        'setImmediate',
        'setTimeout',
        'clearTimeout',
        'setInterval',
        'clearInterval',
        'queueMicrotask',
        'requestAnimationFrame',
        'cancelAnimationFrame',
        'performance',
        'hrtime',
      ],
    });
    fromWorker(container, Date.parse('2026-11-24T13:05:00Z'));
    expect(await screen.findByRole('status')).toHaveTextContent('Brak połączenia — dane z 14:05');

    fromWorker(container, null);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('keeps the oldest time of the kept answers on screen', () => {
    noteAnswer({ cachedAt: Date.parse('2026-11-24T10:00:00Z') });
    noteAnswer({ cachedAt: Date.parse('2026-11-24T09:30:00Z') });
    noteAnswer({ cachedAt: Date.parse('2026-11-24T10:30:00Z') });
    expect(pwaState.get().cachedAt).toBe(Date.parse('2026-11-24T09:30:00Z'));
    noteAnswer({ cachedAt: null });
    expect(pwaState.get().cachedAt).toBeNull();
  });

  it('names the day when the kept data are from an earlier day', () => {
    expect(pwaTexts.offline(new Date('2026-11-23T21:15:00Z'), new Date('2026-11-24T08:00:00Z'))).toBe('Brak połączenia — dane z 23.11.2026, 22:15');
    expect(pwaTexts.offline(new Date('2026-11-24T07:15:00Z'), new Date('2026-11-24T08:00:00Z'))).toBe('Brak połączenia — dane z 08:15');
  });

  it('offers the waiting new version with "Odśwież"', async () => {
    const update = jest.fn();
    render(<OfflineBanner />);
    act(() => pwaState.set({ update }));
    await userEvent.click(await screen.findByRole('button', { name: 'Odśwież' }));
    expect(screen.getByRole('status')).toHaveTextContent('Dostępna nowa wersja portalu.');
    expect(update).toHaveBeenCalledTimes(1);
  });
});
