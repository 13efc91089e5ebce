import { useId, useState } from 'react';
import { calendarApi, type CalendarLink } from './calendar-api';
import { calendarTexts as t } from './calendar-texts';

type State = { kind: 'closed' } | { kind: 'loading' } | { kind: 'ready'; link: CalendarLink } | { kind: 'failed' };

/**
 * The "Kalendarz wyłączeń" of one watched address (docs/calendar.md). Closed until asked, so the address list costs
 * no call per address; the URL is shown only right after it is created (the server keeps only the token's hash).
 */
export function CalendarLinkSection({ addressId }: { addressId: number }) {
  const [state, setState] = useState<State>({ kind: 'closed' });
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const panelId = useId();
  const inputId = useId();

  const run = async (action: () => Promise<CalendarLink>, done?: string) => {
    setBusy(true);
    setNotice(null);
    try {
      setState({ kind: 'ready', link: await action() });
      if (done) setNotice(done);
    } catch {
      setNotice(t.failed);
    } finally {
      setBusy(false);
    }
  };
  const open = () => {
    if (state.kind !== 'closed') return setState({ kind: 'closed' });
    setState({ kind: 'loading' });
    calendarApi.get(addressId).then(
      (link) => setState({ kind: 'ready', link }),
      () => setState({ kind: 'failed' }),
    );
  };
  const create = () => run(() => calendarApi.create(addressId));
  const revoke = () =>
    run(async () => {
      await calendarApi.revoke(addressId);
      return { active: false, url: null, webcalUrl: null };
    }, t.revoked);
  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      setNotice(t.copied);
    } catch {
      (document.getElementById(inputId) as HTMLInputElement | null)?.select();
    }
  };

  const link = state.kind === 'ready' ? state.link : null;
  return (
    <div className="calendar-link">
      <button type="button" className="button button--outline button--small" aria-expanded={state.kind !== 'closed'} aria-controls={panelId} onClick={open}>
        {t.toggle}
      </button>
      {state.kind !== 'closed' && (
        <div id={panelId} className="calendar-link__panel">
          <p>{t.intro}</p>
          {state.kind === 'failed' && <p role="alert">{t.failed}</p>}
          {link?.url && (
            <>
              <label htmlFor={inputId}>{t.urlLabel}</label>
              <input id={inputId} className="calendar-link__url" readOnly value={link.url} onFocus={(e) => e.target.select()} />
              <div className="calendar-link__actions">
                <button type="button" className="button button--small" onClick={() => void copy(link.url!)}>
                  {t.copy}
                </button>
                {link.webcalUrl && <a href={link.webcalUrl}>{t.webcal}</a>}
              </div>
              <p>{t.secret}</p>
              <ul className="calendar-link__howto">
                {t.howTo.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </>
          )}
          {link?.active && !link.url && <p>{t.activeHidden}</p>}
          {link && (
            <div className="calendar-link__actions">
              <button type="button" className="button button--outline button--small" disabled={busy} onClick={() => void create()}>
                {link.active ? t.createAgain : t.create}
              </button>
              {link.active && (
                <button type="button" className="button button--outline button--small" disabled={busy} onClick={() => void revoke()}>
                  {t.revoke}
                </button>
              )}
            </div>
          )}
          <p role="status">{notice}</p>
        </div>
      )}
    </div>
  );
}
