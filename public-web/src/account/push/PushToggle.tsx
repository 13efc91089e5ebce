import { useEffect, useState } from 'react';
import { ApiError } from '../../api/client';
import { accountApi } from '../account-api';
import { accountTexts } from '../account-texts';
import { realPushBrowser, type PushBrowser } from './push-browser';

const t = accountTexts.push;

/** checking → unsupported | denied | off | on; busy while switching. */
type State = 'checking' | 'unsupported' | 'denied' | 'off' | 'on' | 'busy';

interface Props {
  /** false: the data-processing consent is not saved yet, so the switch waits for it ('Ustawienia konta'). */
  consentGiven?: boolean;
  /** The browser's APIs (a stand-in in component tests). */
  browser?: PushBrowser;
}

/**
 * The push switch of 'Ustawienia konta' and 'Moje adresy' (docs/notifications.md "Push"): on asks the browser's
 * permission, registers the service worker, subscribes with the server's VAPID key and sends the subscription to the
 * server; off drops it in the browser and on the server. It shows on only when the server knows this browser (a
 * subscription dropped by 'Zrezygnuj' or by the push service is off), and says in Polish why it cannot be used.
 */
export function PushToggle({ consentGiven = true, browser = realPushBrowser }: Props) {
  const [state, setState] = useState<State>('checking');
  const [message, setMessage] = useState<string | null>(null);
  // While switching, the switch shows where it is going (and goes back if that fails).
  const [target, setTarget] = useState<boolean | null>(null);

  useEffect(() => {
    if (!browser.supported()) return setState('unsupported');
    if (browser.permission() === 'denied') return setState('denied');
    const controller = new AbortController();
    Promise.all([browser.current(), browser.permission() === 'granted' ? accountApi.pushSubscriptions(controller.signal) : Promise.resolve([])]).then(
      ([mine, known]) => {
        if (!controller.signal.aborted) setState(mine && known.some((s) => s.endpoint === mine.endpoint) ? 'on' : 'off');
      },
      () => {
        if (!controller.signal.aborted) setState('off');
      },
    );
    return () => controller.abort();
  }, [browser]);

  const switchOn = async () => {
    const permission = browser.permission() === 'granted' ? 'granted' : await browser.requestPermission();
    if (permission === 'denied') return setState('denied');
    if (permission !== 'granted') {
      setMessage(t.dismissed);
      return setState('off');
    }
    try {
      const { publicKey } = await accountApi.vapidPublicKey();
      await accountApi.pushSubscribe(await browser.subscribe(publicKey));
      setMessage(t.enabled);
      setState('on');
    } catch (error) {
      // The server's reason (no consent, a refused push service) is Polish; a browser failure is not.
      setMessage(error instanceof ApiError && error.status === 400 ? (Object.values(error.fieldErrors)[0] ?? error.message) : t.failed);
      setState('off');
    }
  };

  const switchOff = async () => {
    try {
      const endpoint = await browser.unsubscribe();
      if (endpoint) await accountApi.pushUnsubscribe(endpoint);
      setMessage(t.disabled);
      setState('off');
    } catch {
      setMessage(t.offFailed);
      setState('on');
    }
  };

  const change = (on: boolean) => {
    setMessage(null);
    setState('busy');
    setTarget(on);
    void (on ? switchOn() : switchOff()).finally(() => setTarget(null));
  };

  const usable = consentGiven && (state === 'on' || state === 'off');
  const explanation = state === 'unsupported' ? t.unsupported : state === 'denied' ? t.denied : !consentGiven ? t.needsConsent : null;
  return (
    <div className="push-toggle">
      <label className={`check${usable ? '' : ' check--disabled'}`}>
        <input
          type="checkbox"
          role="switch"
          checked={target ?? state === 'on'}
          disabled={!usable}
          aria-busy={state === 'busy' || state === 'checking'}
          onChange={(e) => change(e.target.checked)}
        />
        <span>{t.label}</span>
      </label>
      <p className="check__hint">{explanation ?? t.hint}</p>
      <p className="push-toggle__status" role="status">
        {state === 'busy' ? t.working : message}
      </p>
    </div>
  );
}
