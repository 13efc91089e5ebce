import { useId, useState, type KeyboardEvent } from 'react';
import { ApiError } from '../api/client';
import { MIN_QUERY_CHARS, useAddressSuggestions } from '../components/use-address-suggestions';
import { reportWizardApi, type GeocodedAddress } from './report-api';
import { wizardTexts } from './wizard-texts';

const t = wizardTexts.location;
/** Wait for a pause in typing: fewer calls on a weak connection. */
export const AUTOCOMPLETE_DELAY_MS = 250;

interface AddressSearchProps {
  onPick: (address: GeocodedAddress) => void;
}

/** Address search with suggestions (an ARIA combobox). Enter without a suggestion geocodes the typed text. */
export function AddressSearch({ onPick }: AddressSearchProps) {
  const id = useId();
  const [query, setQuery] = useState('');
  const combo = useAddressSuggestions({ text: query, fetchSuggestions: reportWizardApi.autocomplete, delayMs: AUTOCOMPLETE_DELAY_MS });
  const suggestions = combo.suggestions ?? [];
  const { active, setOpen, outcome } = combo;
  const message = outcome === 'none' ? t.noResults : outcome === 'failed' ? t.searchFailed : null;

  const pick = (address: GeocodedAddress) => {
    combo.choose(address);
    setQuery(address.label);
    onPick(address);
  };

  const searchTyped = async () => {
    const text = query.trim();
    if (text.length < MIN_QUERY_CHARS) return;
    combo.cancel();
    try {
      pick(await reportWizardApi.search(text));
    } catch (error) {
      combo.setOutcome(error instanceof ApiError && error.status === 404 ? 'none' : 'failed');
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && suggestions.length) {
      event.preventDefault();
      setOpen(true);
      combo.move(1);
    } else if (event.key === 'ArrowUp' && suggestions.length) {
      event.preventDefault();
      setOpen(true);
      combo.move(-1);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (combo.open && active >= 0 && suggestions[active]) pick(suggestions[active]);
      else void searchTyped();
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  };

  return (
    <div className="location-search">
      <label htmlFor={`${id}-input`} className="field__label">
        {t.searchLabel}
      </label>
      <input
        id={`${id}-input`}
        className="field__input"
        // Text, not search: a combobox's input must be a text field (HTML's ARIA rules); the keyboard's key still says
        // 'search' (enterKeyHint).
        type="text"
        {...combo.comboboxProps}
        enterKeyHint="search"
        placeholder={t.searchPlaceholder}
        aria-describedby={`${id}-hint`}
        value={query}
        onChange={(event) => {
          combo.typed();
          setQuery(event.target.value);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
      />
      <p id={`${id}-hint`} className="location-search__hint" aria-live="polite">
        {message ?? t.searchHint}
      </p>
      <ul id={combo.listId} role="listbox" className="suggestions location-search__list" hidden={!combo.expanded} aria-label={t.searchLabel}>
        {suggestions.map((address, index) => (
          <li
            key={`${address.label}-${index}`}
            id={combo.optionId(index)}
            role="option"
            aria-selected={index === active}
            className="location-search__option"
            lang="pl-PL"
            // mousedown, not click: it comes before the input's blur closes the list.
            onMouseDown={(event) => {
              event.preventDefault();
              pick(address);
            }}
          >
            {address.label}
          </li>
        ))}
      </ul>
    </div>
  );
}
