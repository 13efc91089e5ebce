import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../api/client';
import type { WatchedAddress } from '../../api/types';
import { useToast } from '../../toast/toast-context';
import { accountApi } from '../account-api';
import { historyDateTime } from '../account-texts';
import { priorityApi, type MyPriority, type PriorityEquipment } from './priority-api';
import { canSubmit, EMPTY_DECLARATION, EQUIPMENT, NOTE_MAX, type DeclarationForm } from './priority-rules';
import { currentLanguage } from '../../i18n/i18n';
import { priorityTexts as t } from './priority-texts';

interface Props {
  /** The phone saved in the account: without it neither SMS nor a call can reach the person. */
  hasPhone: boolean;
}

const equipmentLabel = (e: PriorityEquipment, note: string | null) => (e === 'OTHER' && note ? `${t.equipmentLabels.OTHER}: ${note}` : t.equipmentLabels[e]);

/**
 * The consent's text as the server holds it (Polish, versioned: the version agreed to is stored). In Ukrainian or
 * English its translation comes first, with the Polish text, which is the one agreed to, one click away; a version
 * the translation is not of is shown in Polish only, marked so.
 */
function ConsentText({ consent }: { consent: MyPriority['consent'] }) {
  const polish = consent.text.split('\n\n').map((p) => <p key={p}>{p}</p>);
  if (currentLanguage() === 'pl') {
    return (
      <div className="priority-section__consent" data-version={consent.version}>
        {polish}
      </div>
    );
  }
  if (consent.version !== t.consentVersion) {
    return (
      <div className="priority-section__consent" data-version={consent.version}>
        <p>{t.consentPolishOnly}</p>
        <div lang="pl-PL">{polish}</div>
      </div>
    );
  }
  return (
    <div className="priority-section__consent" data-version={consent.version}>
      {t.consentText.map((p) => (
        <p key={p}>{p}</p>
      ))}
      <details>
        <summary>{t.consentBinding}</summary>
        <div lang="pl-PL">{polish}</div>
      </details>
    </div>
  );
}

/**
 * 'Odbiorca wymagający szczególnej troski' in 'Ustawienia konta' (docs/priority-customers.md): declare for a watched
 * address that someone there depends on electricity for health, under a separate explicit consent whose text comes
 * from the server (its version is sent back); withdraw it; see the consent's history.
 */
export function PrioritySection({ hasPhone }: Props) {
  // Collapsed until asked for: health data is read only when the person opens the section.
  const [open, setOpen] = useState(false);
  const showToast = useToast();
  const [data, setData] = useState<MyPriority | null>(null);
  const [addresses, setAddresses] = useState<WatchedAddress[]>([]);
  const [failed, setFailed] = useState(false);
  const [form, setForm] = useState<DeclarationForm>(EMPTY_DECLARATION);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(async (signal?: AbortSignal) => {
    try {
      const [mine, watched] = await Promise.all([priorityApi.mine(signal), accountApi.getAddresses(signal)]);
      if (signal?.aborted) return;
      setData(mine);
      setAddresses(watched);
    } catch {
      if (!signal?.aborted) setFailed(true);
    }
  }, []);

  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load, open]);

  const set = <K extends keyof DeclarationForm>(key: K, value: DeclarationForm[K]) => setForm((f) => ({ ...f, [key]: value }));

  const save = async () => {
    if (!data || !canSubmit(form)) return;
    setBusy(true);
    setError(null);
    try {
      await priorityApi.declare({
        watchedAddressId: Number(form.watchedAddressId),
        equipment: form.equipment as PriorityEquipment,
        equipmentNote: form.equipment === 'OTHER' ? form.equipmentNote.trim() : null,
        healthDataConsent: true,
        consentVersion: data.consent.version,
      });
      showToast({ severity: 'success', text: t.saved });
      setForm(EMPTY_DECLARATION);
      await load();
    } catch (e) {
      setError(e instanceof ApiError && e.status === 400 ? (Object.values(e.fieldErrors)[0] ?? e.message) : t.failed);
    } finally {
      setBusy(false);
    }
  };

  const withdraw = async (watchedAddressId: number) => {
    try {
      await priorityApi.withdraw(watchedAddressId);
      showToast({ severity: 'success', text: t.withdrawn });
      await load();
    } catch {
      showToast({ severity: 'error', text: t.failed });
    }
  };

  return (
    <section className="account-card priority-section" aria-labelledby="priority-title">
      <h2 id="priority-title">
        <button type="button" className="collapse-toggle" aria-expanded={open} aria-controls="priority-region" onClick={() => setOpen(!open)}>
          {t.title}
        </button>
      </h2>
      <div id="priority-region" hidden={!open}>
        <p className="field__hint">{t.intro}</p>
        {failed && <p role="alert">{t.loadFailed}</p>}
        {!hasPhone && <p className="field__hint">{t.noPhone}</p>}
        {open && data && (
          <>
            {data.declarations.length > 0 && (
              <>
                <h3>{t.declared}</h3>
                <ul className="priority-section__list">
                  {data.declarations.map((d) => (
                    <li key={d.watchedAddressId}>
                      <span>
                        <span lang="pl-PL">{d.address}</span> — {equipmentLabel(d.equipment, d.equipmentNote)}
                      </span>{' '}
                      <button type="button" className="link-button" aria-label={t.withdrawLabel(d.address)} onClick={() => void withdraw(d.watchedAddressId)}>
                        {t.withdraw}
                      </button>
                    </li>
                  ))}
                </ul>
              </>
            )}
            {addresses.length === 0 ? (
              <p>{t.noAddresses}</p>
            ) : (
              <form
                className="priority-section__form"
                aria-labelledby="priority-form-title"
                onSubmit={(e) => {
                  e.preventDefault();
                  void save();
                }}
              >
                <h3 id="priority-form-title">{t.formTitle}</h3>
                <div className="field">
                  <label htmlFor="priority-address" className="field__label">
                    {t.address}
                  </label>
                  <select
                    id="priority-address"
                    className="field__input"
                    value={form.watchedAddressId}
                    onChange={(e) => set('watchedAddressId', e.target.value)}
                  >
                    <option value="">{t.chooseAddress}</option>
                    {addresses.map((a) => (
                      <option key={a.id} value={a.id} lang="pl-PL">
                        {a.details}
                      </option>
                    ))}
                  </select>
                </div>
                <div className="field">
                  <label htmlFor="priority-equipment" className="field__label">
                    {t.equipment}
                  </label>
                  <select
                    id="priority-equipment"
                    className="field__input"
                    value={form.equipment}
                    onChange={(e) => set('equipment', e.target.value as PriorityEquipment | '')}
                  >
                    <option value="">{t.chooseEquipment}</option>
                    {EQUIPMENT.map((e) => (
                      <option key={e} value={e}>
                        {t.equipmentLabels[e]}
                      </option>
                    ))}
                  </select>
                </div>
                {form.equipment === 'OTHER' && (
                  <div className="field">
                    <label htmlFor="priority-note" className="field__label">
                      {t.note}
                    </label>
                    <input
                      id="priority-note"
                      className="field__input"
                      maxLength={NOTE_MAX}
                      value={form.equipmentNote}
                      aria-describedby="priority-note-hint"
                      onChange={(e) => set('equipmentNote', e.target.value)}
                    />
                    <p id="priority-note-hint" className="field__hint">
                      {form.equipmentNote.trim() ? t.noteHint : t.noteRequired}
                    </p>
                  </div>
                )}
                <h4>{t.consentTitle}</h4>
                <ConsentText consent={data.consent} />
                <label className="check">
                  <input type="checkbox" checked={form.consent} onChange={(e) => set('consent', e.target.checked)} />
                  <span>{t.consent}</span>
                </label>
                {error && (
                  <p role="alert" className="field__error">
                    {error}
                  </p>
                )}
                <button type="submit" className="button button--primary" disabled={!canSubmit(form) || busy}>
                  {busy ? t.saving : t.save}
                </button>
              </form>
            )}
            {data.history.length > 0 && (
              <>
                <h3>{t.history}</h3>
                <ul className="priority-section__history">
                  {data.history.map((h, i) => (
                    <li key={i}>
                      {historyDateTime(h.createdAt)}: {h.given ? t.given : t.withdrawnEvent} ({t.sources[h.source] ?? h.source})
                    </li>
                  ))}
                </ul>
              </>
            )}
          </>
        )}
      </div>
    </section>
  );
}
