import { useEffect, useRef, useState } from 'react';
import type {} from 'altcha/types/react';
import { PageStatus } from '../components/PageStatus';
import { currentLanguage } from '../i18n/i18n';

export type CaptchaAction = 'POLL' | 'REPORT';

interface CaptchaFieldProps {
  action: CaptchaAction;
  /** The solution to send as recaptchaToken, or null while there is none (unsolved, expired, failed). */
  onChange: (token: string | null) => void;
  /** Changing it resets the widget: after a send, successful or not, a solution is spent. */
  resetKey: number;
  /** 'onload': the widget solves its challenge by itself as soon as it shows (a kept report sent later, docs/offline.md). */
  auto?: 'onload';
  /** What shows while the widget loads and when it cannot, in the form's own area of texts (docs/i18n.md). */
  texts: { loading: string; loadFailed: string };
}

const challengeUrl = (action: CaptchaAction) => `${__API_BASE__}/public/api/captcha/challenge?action=${action}`;

/**
 * The self-hosted ALTCHA captcha (docs/captcha.md): the `altcha-widget` web component fetches a
 * challenge bound to `action`, solves it in a worker when the person ticks the box, and reports the
 * payload through its 'statechange' event.
 */
export function CaptchaField({ action, onChange, resetKey, auto, texts }: CaptchaFieldProps) {
  const language = currentLanguage();
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');
  const widget = useRef<HTMLElement & { reset?: () => void }>(null);
  const changed = useRef(onChange);
  changed.current = onChange;

  useEffect(() => {
    let active = true;
    import('./load-altcha')
      .then((module) => module.loadAltcha(language))
      .then(() => active && setStatus('ready'))
      .catch(() => active && setStatus('failed'));
    return () => {
      active = false;
    };
  }, [language]);

  useEffect(() => {
    const element = widget.current;
    if (!element) return;
    const onState = (event: Event) => {
      const { state, payload } = (event as CustomEvent<{ state?: string; payload?: string }>).detail ?? {};
      changed.current(state === 'verified' && payload ? payload : null);
    };
    element.addEventListener('statechange', onState);
    return () => element.removeEventListener('statechange', onState);
  }, [status]);

  // The widget writes two empty attributes HTML forbids: `dir=""` on its box (no right-to-left language) and `name=""`
  // on its checkbox, which no form sends (the token goes in its own hidden field). Dropped whenever it writes them.
  useEffect(() => {
    const element = widget.current;
    if (!element) return;
    const tidy = () => {
      for (const empty of element.querySelectorAll('[dir=""], input[name=""]')) empty.removeAttribute(empty.hasAttribute('dir') ? 'dir' : 'name');
    };
    const observer = new MutationObserver(tidy);
    observer.observe(element, { subtree: true, childList: true, attributes: true, attributeFilter: ['dir', 'name'] });
    tidy();
    return () => observer.disconnect();
  }, [status]);

  const firstReset = useRef(true);
  useEffect(() => {
    if (firstReset.current) {
      firstReset.current = false;
      return;
    }
    widget.current?.reset?.();
    changed.current(null);
  }, [resetKey]);

  if (status === 'failed') {
    return (
      <p className="form-alert" role="alert">
        {texts.loadFailed}
      </p>
    );
  }
  return (
    <div className="captcha">
      {status === 'loading' && <PageStatus>{texts.loading}</PageStatus>}
      <altcha-widget ref={widget} challenge={challengeUrl(action)} language={language} name="recaptchaToken" auto={auto} hidden={status !== 'ready'} />
    </div>
  );
}
