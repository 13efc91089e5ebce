import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OfflineBanner } from './OfflineBanner';
import { pwaTexts } from './PwaBannerLines';
import { noteAnswer, pwaState } from './pwa-state';
import { startServiceWorker } from './service-worker-client';

/** A service-worker container that only carries messages (no worker is registered in jsdom). */
function fakeContainer() {
  const target = new EventTarget() as EventTarget & { register: jest.Mock };
  target.register = jest.fn(() => new Promise(() => undefined));
  return target;
}
const fromWorker = (container: EventTarget, cachedAt: number | null) =>
  act(() => {
    container.dispatchEvent(new MessageEvent('message', { data: { type: 'portal-data', cachedAt } }));
  });

describe('the offline banner', () => {
  afterEach(() => {
    jest.useRealTimers();
    act(() => pwaState.set({ cachedAt: null, update: null }));
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
    noteAnswer(Date.parse('2026-11-24T10:00:00Z'));
    noteAnswer(Date.parse('2026-11-24T09:30:00Z'));
    noteAnswer(Date.parse('2026-11-24T10:30:00Z'));
    expect(pwaState.get().cachedAt).toBe(Date.parse('2026-11-24T09:30:00Z'));
    noteAnswer(null);
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
