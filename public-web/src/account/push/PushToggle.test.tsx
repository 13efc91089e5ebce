import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PushSubscriptionRequest } from '../../api/types';
import { answerCalls, type ExpectedCall } from '../../../test/api-answers';
import type { PushBrowser, PushPermission } from './push-browser';
import { PushToggle } from './PushToggle';

const SUBSCRIPTION: PushSubscriptionRequest = { endpoint: 'https://fcm.googleapis.com/fcm/send/abc', keys: { p256dh: 'BPk', auth: 'x1' } };
const KEY: ExpectedCall = { method: 'GET', path: '/public/api/push/vapid-public-key', body: { publicKey: 'BEl62iUY' } };
const KNOWN = (endpoints: string[]): ExpectedCall => ({
  method: 'GET',
  path: '/public/api/user/push',
  body: endpoints.map((endpoint) => ({ endpoint, userAgentLabel: 'Chrome, Linux', createdAt: '2026-11-24T12:00:00Z' })),
});

/** A browser stand-in: what it supports, its permission now and after asking, its subscription. */
function fakeBrowser(
  over: { supported?: boolean; permission?: PushPermission; answer?: PushPermission; current?: PushSubscriptionRequest | null; subscribeFails?: boolean } = {},
) {
  let permission = over.permission ?? 'default';
  let current = over.current ?? null;
  const browser: PushBrowser & { asked: number; subscribedWith: string[] } = {
    asked: 0,
    subscribedWith: [],
    supported: () => over.supported ?? true,
    permission: () => permission,
    requestPermission: async () => {
      browser.asked++;
      permission = over.answer ?? 'granted';
      return permission;
    },
    current: async () => current,
    subscribe: async (key) => {
      if (over.subscribeFails) throw new DOMException('Registration failed - push service not available', 'AbortError');
      browser.subscribedWith.push(key);
      current = SUBSCRIPTION;
      return SUBSCRIPTION;
    },
    unsubscribe: async () => {
      const endpoint = current?.endpoint ?? null;
      current = null;
      return endpoint;
    },
  };
  return browser;
}

const toggle = () => screen.getByRole('switch', { name: 'Powiadomienia push w tej przeglądarce' });

describe('PushToggle', () => {
  it('explains in Polish that the browser cannot do push, and stays off', async () => {
    answerCalls([]);
    render(<PushToggle browser={fakeBrowser({ supported: false })} />);
    expect(await screen.findByText(/Ta przeglądarka nie obsługuje powiadomień push/)).toBeInTheDocument();
    expect(toggle()).toBeDisabled();
    expect(toggle()).not.toBeChecked();
  });

  it('explains how to unblock notifications when the site is blocked', async () => {
    answerCalls([]);
    render(<PushToggle browser={fakeBrowser({ permission: 'denied' })} />);
    expect(await screen.findByText(/zablokowane w ustawieniach przeglądarki/)).toBeInTheDocument();
    expect(toggle()).toBeDisabled();
  });

  it('asks for permission; refused there, it says why and does not subscribe', async () => {
    answerCalls([]);
    const browser = fakeBrowser({ answer: 'denied' });
    render(<PushToggle browser={browser} />);
    await userEvent.click(await screen.findByRole('switch', { name: 'Powiadomienia push w tej przeglądarce' }));
    expect(await screen.findByText(/zablokowane w ustawieniach przeglądarki/)).toBeInTheDocument();
    expect(browser.asked).toBe(1);
    expect(browser.subscribedWith).toEqual([]);
    expect(toggle()).toBeDisabled();
  });

  it('a dismissed permission prompt leaves it off with a hint to try again', async () => {
    answerCalls([]);
    render(<PushToggle browser={fakeBrowser({ answer: 'default' })} />);
    await userEvent.click(toggle());
    expect(await screen.findByText(/Nie wyrażono zgody na powiadomienia w przeglądarce/)).toBeInTheDocument();
    expect(toggle()).not.toBeChecked();
    expect(toggle()).toBeEnabled();
  });

  it('on: subscribes with the server key and sends the subscription; off: drops it on both sides', async () => {
    const { calls } = answerCalls([
      KEY,
      { method: 'POST', path: '/public/api/user/push/subscribe', status: 204 },
      { method: 'POST', path: '/public/api/user/push/unsubscribe', status: 204 },
    ]);
    const browser = fakeBrowser();
    render(<PushToggle browser={browser} />);
    await userEvent.click(toggle());
    expect(await screen.findByText('Powiadomienia push włączone w tej przeglądarce.')).toBeInTheDocument();
    expect(toggle()).toBeChecked();
    expect(browser.subscribedWith).toEqual(['BEl62iUY']);
    expect(calls.find((c) => c.path === '/public/api/user/push/subscribe')?.body).toEqual(SUBSCRIPTION);
    await userEvent.click(toggle());
    expect(await screen.findByText('Powiadomienia push wyłączone w tej przeglądarce.')).toBeInTheDocument();
    expect(toggle()).not.toBeChecked();
    expect(calls.find((c) => c.path === '/public/api/user/push/unsubscribe')?.body).toEqual({ endpoint: SUBSCRIPTION.endpoint });
  });

  it('is on only when the server knows this browser', async () => {
    answerCalls([KNOWN([SUBSCRIPTION.endpoint])]);
    render(<PushToggle browser={fakeBrowser({ permission: 'granted', current: SUBSCRIPTION })} />);
    expect(await screen.findByRole('switch', { checked: true })).toBeInTheDocument();
  });

  it("is off when the server dropped this browser ('Zrezygnuj', an expired subscription)", async () => {
    answerCalls([KNOWN(['https://fcm.googleapis.com/fcm/send/other'])]);
    render(<PushToggle browser={fakeBrowser({ permission: 'granted', current: SUBSCRIPTION })} />);
    await waitFor(() => expect(toggle()).toBeEnabled());
    expect(toggle()).not.toBeChecked();
  });

  it("shows the server's Polish reason when it refuses the subscription", async () => {
    answerCalls([
      KEY,
      {
        method: 'POST',
        path: '/public/api/user/push/subscribe',
        status: 400,
        body: { statusCode: 400, message: 'Powiadomienia wymagają zgody na przetwarzanie danych osobowych' },
      },
    ]);
    render(<PushToggle browser={fakeBrowser()} />);
    await userEvent.click(toggle());
    expect(await screen.findByText('Powiadomienia wymagają zgody na przetwarzanie danych osobowych')).toBeInTheDocument();
    expect(toggle()).not.toBeChecked();
  });

  it('says so when the browser cannot subscribe (no push service)', async () => {
    answerCalls([KEY]);
    render(<PushToggle browser={fakeBrowser({ subscribeFails: true })} />);
    await userEvent.click(toggle());
    expect(await screen.findByText(/Nie udało się włączyć powiadomień push/)).toBeInTheDocument();
    expect(toggle()).not.toBeChecked();
  });

  it('waits for the saved data-processing consent', async () => {
    answerCalls([]);
    render(<PushToggle consentGiven={false} browser={fakeBrowser()} />);
    expect(await screen.findByText(/po wyrażeniu i zapisaniu zgody/)).toBeInTheDocument();
    expect(toggle()).toBeDisabled();
  });
});
