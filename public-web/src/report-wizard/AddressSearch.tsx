import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { ApiError } from '../api/client';
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
  const listId = `${id}-list`;
  const [query, setQuery] = useState('');
  const [suggestions, setSuggestions] = useState<GeocodedAddress[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [message, setMessage] = useState<string | null>(null);
  const pending = useRef<AbortController | null>(null);
  /** The label of the address just picked: showing it in the field is not a new search. */
  const picked = useRef<string | null>(null);

  useEffect(() => {
    const text = query.trim();
    pending.current?.abort();
    if (text.length < 2 || query === picked.current) {
      setSuggestions([]);
      setMessage(null);
      return;
    }
    const controller = new AbortController();
    pending.current = controller;
    const timer = setTimeout(() => {
      reportWizardApi
        .autocomplete(text, controller.signal)
        .then((found) => {
          setSuggestions(found);
          setActive(-1);
          setMessage(found.length ? null : t.noResults);
        })
        .catch((error: unknown) => {
          if ((error as { name?: string }).name !== 'AbortError') setMessage(t.searchFailed);
        });
    }, AUTOCOMPLETE_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query]);

  const pick = (address: GeocodedAddress) => {
    picked.current = address.label;
    setQuery(address.label);
    setOpen(false);
    setSuggestions([]);
    setMessage(null);
    onPick(address);
  };

  const searchTyped = async () => {
    const text = query.trim();
    if (text.length < 2) return;
    pending.current?.abort();
    try {
      pick(await reportWizardApi.search(text));
    } catch (error) {
      setMessage(error instanceof ApiError && error.status === 404 ? t.noResults : t.searchFailed);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && suggestions.length) {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (i + 1) % suggestions.length);
    } else if (event.key === 'ArrowUp' && suggestions.length) {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (i <= 0 ? suggestions.length - 1 : i - 1));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (open && active >= 0 && suggestions[active]) pick(suggestions[active]);
      else void searchTyped();
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  };

  const expanded = open && suggestions.length > 0;
  return (
    <div className="address-search">
      <label htmlFor={`${id}-input`} className="field__label">
        {t.searchLabel}
      </label>
      <input
        id={`${id}-input`}
        className="field__input"
        type="search"
        role="combobox"
        autoComplete="off"
        enterKeyHint="search"
        placeholder={t.searchPlaceholder}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${id}-opt-${active}` : undefined}
        aria-describedby={`${id}-hint`}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
      />
      <p id={`${id}-hint`} className="address-search__hint" aria-live="polite">
        {message ?? t.searchHint}
      </p>
      <ul id={listId} role="listbox" className="address-search__list" hidden={!expanded} aria-label={t.searchLabel}>
        {suggestions.map((address, index) => (
          <li
            key={`${address.label}-${index}`}
            id={`${id}-opt-${index}`}
            role="option"
            aria-selected={index === active}
            className={`address-search__option${index === active ? ' address-search__option--active' : ''}`}
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
