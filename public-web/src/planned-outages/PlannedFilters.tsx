import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { TextField } from '../components/TextField';
import { polishDate as formatIsoDate, startOfWarsawDayIso as startOfWarsawDay, warsawDateOf, warsawYesterday } from '@portal/domain';
import { formatDay } from '../i18n/dates';
import { plannedTexts } from './planned-texts';
import { validators } from '../validation';
import { ADDRESS_MAX_LENGTH, type PlannedView } from './planned-view';

/** Typing pauses this long before the list follows the address (spec §2 asks for a debounced filter). */
export const ADDRESS_DEBOUNCE_MS = 400;

type Filters = Pick<PlannedView, 'address' | 'outageStart'>;

interface PlannedFiltersProps {
  view: PlannedView;
  onChange: (filters: Partial<Filters>) => void;
}

/**
 * The two filters (spec §2): an address, applied 400 ms after typing stops or at once with Enter, and
 * the planned start's earliest day (a native date picker; its minimum is yesterday in Warsaw, spec §5).
 * Both show what the URL says, so back and forward and a pasted link fill them in.
 */
export function PlannedFilters({ view, onChange }: PlannedFiltersProps) {
  const ids = useId();
  const change = useRef(onChange);
  const addressInput = useRef<HTMLInputElement>(null);
  useEffect(() => {
    change.current = onChange;
  });

  // ---- Address ----
  const [address, setAddress] = useState(view.address);
  // Follow the URL unless it only lags behind the typing ('Marszałkowska ' while it says 'Marszałkowska').
  useEffect(() => setAddress((typed) => (typed.trim() === view.address ? typed : view.address)), [view.address]);
  useEffect(() => {
    const wanted = address.trim();
    if (wanted === view.address) return;
    const timer = setTimeout(() => change.current({ address: wanted }), ADDRESS_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [address, view.address]);

  // ---- Planned start from ----
  const min = warsawYesterday();
  const urlDate = view.outageStart ? (warsawDateOf(view.outageStart) ?? '') : '';
  const [date, setDate] = useState(urlDate);
  const [dateError, setDateError] = useState<string | undefined>();
  useEffect(() => {
    setDate(urlDate);
    setDateError(undefined);
  }, [urlDate]);

  const changeDate = (value: string) => {
    setDate(value);
    const valid = validators.minDate(min, formatIsoDate(min))(value);
    // The rule's message is Polish (validation.ts); the page writes the limit in its own language.
    setDateError(valid === true ? undefined : plannedTexts.startTooEarly(formatDay(min)));
    if (valid !== true) return;
    // An empty value is also what a half-typed date reads as: the filter is off until the date is whole.
    change.current({ outageStart: value ? startOfWarsawDay(value) : null });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    change.current({ address: address.trim() });
  };

  const clear = () => {
    setAddress('');
    setDate('');
    setDateError(undefined);
    change.current({ address: '', outageStart: null });
    // The button goes away with the filters: focus moves to where the next search starts.
    addressInput.current?.focus();
  };

  const anyFilter = address.trim() !== '' || date !== '' || view.address !== '' || view.outageStart !== null;

  return (
    <form role="search" aria-label={plannedTexts.filtersLabel} className="planned-filters" onSubmit={submit} noValidate>
      <TextField
        ref={addressInput}
        id={`${ids}-address`}
        className="planned-filters__address"
        label={plannedTexts.addressLabel}
        type="search"
        value={address}
        maxLength={ADDRESS_MAX_LENGTH}
        placeholder={plannedTexts.addressHint}
        autoComplete="off"
        enterKeyHint="search"
        onChange={(event) => setAddress(event.target.value)}
      />
      <TextField
        id={`${ids}-start`}
        className="planned-filters__date"
        label={plannedTexts.startFromLabel}
        type="date"
        value={date}
        min={min}
        error={dateError}
        onChange={(event) => changeDate(event.target.value)}
      />
      {anyFilter && (
        <button type="button" className="button button--outline planned-filters__clear" onClick={clear}>
          {plannedTexts.clearFilters}
        </button>
      )}
    </form>
  );
}
