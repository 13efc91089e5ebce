import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { GeocodedAddress } from '../api/types';
import { WarningIcon } from '../components/icons';
import { accountApi } from './account-api';
import { accountTexts } from './account-texts';

const t = accountTexts.addresses;

/** Typing pauses this long before suggestions are asked for. */
export const AUTOCOMPLETE_DEBOUNCE_MS = 300;
const MIN_QUERY = 2;

interface AddressAutocompleteProps {
  id: string;
  /** Text shown in the field; follows a chosen suggestion. */
  text: string;
  onTextChange: (text: string) => void;
  onSelect: (address: GeocodedAddress) => void;
  error?: string;
  hint: string;
}

/**
 * An address field with suggestions from the geocoding service (spec §2 my addresses), as an ARIA
 * combobox: arrows move through the list, Enter picks, Esc closes. Only the capital is searched (§5).
 */
export function AddressAutocomplete({ id, text, onTextChange, onSelect, error, hint }: AddressAutocompleteProps) {
  const listId = useId();
  const [suggestions, setSuggestions] = useState<GeocodedAddress[] | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // The text a chosen suggestion wrote into the field is not a new query.
  const chosenText = useRef<string | null>(null);

  useEffect(() => {
    const query = text.trim();
    if (query.length < MIN_QUERY || chosenText.current === text) {
      setSuggestions(null);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      accountApi.autocomplete(query, controller.signal).then(
        (found) => {
          setSuggestions(found);
          setActive(-1);
          setOpen(true);
        },
        () => {
          if (!controller.signal.aborted) setSuggestions([]);
        },
      );
    }, AUTOCOMPLETE_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text]);

  const choose = (address: GeocodedAddress) => {
    chosenText.current = address.label;
    setOpen(false);
    setSuggestions(null);
    onTextChange(address.label);
    onSelect(address);
  };

  const shown = open && suggestions !== null;
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!shown || !suggestions?.length) {
      if (event.key === 'Enter') event.preventDefault();
      return;
    }
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActive((index) => (index + 1) % suggestions.length);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((index) => (index <= 0 ? suggestions.length - 1 : index - 1));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (active >= 0) choose(suggestions[active]);
    } else if (event.key === 'Escape') {
      event.stopPropagation();
      setOpen(false);
    }
  };

  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  return (
    <div className="field autocomplete">
      <label htmlFor={id} className="field__label">
        {t.search}
      </label>
      <input
        id={id}
        className="field__input"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={shown}
        aria-controls={listId}
        aria-activedescendant={shown && active >= 0 ? `${listId}-${active}` : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : hintId}
        value={text}
        onChange={(event) => {
          chosenText.current = null;
          onTextChange(event.target.value);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        onFocus={() => suggestions && setOpen(true)}
      />
      <ul id={listId} role="listbox" className="autocomplete__list" hidden={!shown} aria-label={t.search}>
        {suggestions?.length === 0 && <li className="autocomplete__empty">{t.noSuggestions}</li>}
        {suggestions?.map((address, index) => (
          <li
            key={`${address.label}-${index}`}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            className={`autocomplete__option${index === active ? ' autocomplete__option--active' : ''}`}
            // mousedown, not click: the field must not lose focus (and close the list) first.
            onMouseDown={(event) => {
              event.preventDefault();
              choose(address);
            }}
          >
            {address.label}
          </li>
        ))}
      </ul>
      {error ? (
        <p id={errorId} className="field__error">
          <WarningIcon /> {error}
        </p>
      ) : (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
    </div>
  );
}
