import type { KeyboardEvent } from 'react';
import type { GeocodedAddress } from '../api/types';
import { WarningIcon } from '../components/WarningIcon';
import { useAddressSuggestions } from '../components/use-address-suggestions';
import { accountApi } from './account-api';
import { accountTexts } from './account-texts';

const t = accountTexts.addresses;

/** Typing pauses this long before suggestions are asked for. */
export const AUTOCOMPLETE_DEBOUNCE_MS = 300;

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
  const combo = useAddressSuggestions({ text, fetchSuggestions: accountApi.autocomplete, delayMs: AUTOCOMPLETE_DEBOUNCE_MS, showEmpty: true });
  const { suggestions, active, expanded: shown, setOpen } = combo;

  const choose = (address: GeocodedAddress) => {
    combo.choose(address);
    onTextChange(address.label);
    onSelect(address);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!shown || !suggestions?.length) {
      if (event.key === 'Enter') event.preventDefault();
      return;
    }
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      combo.move(1);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      combo.move(-1);
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
        {...combo.comboboxProps}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : hintId}
        value={text}
        onChange={(event) => {
          combo.typed();
          onTextChange(event.target.value);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        onFocus={() => suggestions && setOpen(true)}
      />
      <ul id={combo.listId} role="listbox" className="suggestions autocomplete__list" hidden={!shown} aria-label={t.search}>
        {suggestions?.length === 0 && <li className="autocomplete__empty">{t.noSuggestions}</li>}
        {suggestions?.map((address, index) => (
          <li
            key={`${address.label}-${index}`}
            id={combo.optionId(index)}
            role="option"
            aria-selected={index === active}
            className="autocomplete__option"
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
