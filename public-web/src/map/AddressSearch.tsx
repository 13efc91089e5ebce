import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { ApiError } from '../api/client';
import { MIN_QUERY_CHARS, useAddressSuggestions } from '../components/use-address-suggestions';
import { t } from '../i18n/i18n';
import { mapApi } from './map-api';
import { mapTexts } from './map-texts';
import type { GeocodedAddress, LatLng } from './map-types';

const DEBOUNCE_MS = 250;

/** What the search says of its answer: loaded with the search, not with the page (first-load budget, map-texts.ts). */
export const searchTexts = {
  get searching() {
    return t('map.search.searching');
  },
  get noResults() {
    return t('map.search.noResults');
  },
  get searchFailed() {
    return t('map.search.failed');
  },
};

/**
 * Address search with suggestions (spec §2; the geocoder keeps to Poland and the capital's box). A
 * combobox after the WAI-ARIA pattern: arrows move through the list, Enter picks, Escape closes.
 */
export function AddressSearch({ onFound }: { onFound: (point: LatLng, label: string, address: GeocodedAddress) => void }) {
  const id = useId();
  const [query, setQuery] = useState('');
  const combo = useAddressSuggestions({ text: query, fetchSuggestions: mapApi.autocomplete, delayMs: DEBOUNCE_MS });
  const options = combo.suggestions ?? [];
  const { active, setOpen, setOutcome: setStatus } = combo;

  const choose = (option: GeocodedAddress) => {
    combo.choose(option);
    setQuery(option.label);
    onFound(option.coordinates, option.label, option);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (combo.open && active >= 0 && options[active]) return choose(options[active]);
    const q = query.trim();
    if (q.length < MIN_QUERY_CHARS) return;
    setStatus('searching');
    try {
      choose(await mapApi.search(q));
    } catch (error) {
      setOpen(false);
      setStatus(error instanceof ApiError && (error.status === 404 || error.status === 400) ? 'none' : 'failed');
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && options.length) {
      event.preventDefault();
      setOpen(true);
      combo.move(1);
    } else if (event.key === 'ArrowUp' && options.length) {
      event.preventDefault();
      combo.move(-1);
    } else if (event.key === 'Escape') {
      setOpen(false);
      combo.setActive(-1);
    }
  };

  const status = combo.outcome;
  const message =
    status === 'none' ? searchTexts.noResults : status === 'failed' ? searchTexts.searchFailed : status === 'searching' ? searchTexts.searching : '';
  return (
    <form className="address-search" role="search" onSubmit={submit}>
      <label className="map-toolbar__label" htmlFor={`${id}-input`}>
        {mapTexts.searchLabel}
      </label>
      <div className="address-search__box">
        <input
          id={`${id}-input`}
          className="field__input address-search__input"
          type="text"
          {...combo.comboboxProps}
          placeholder={mapTexts.searchPlaceholder}
          value={query}
          maxLength={200}
          onChange={(event) => {
            combo.typed();
            setQuery(event.target.value);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => window.setTimeout(() => setOpen(false), 150)}
          onFocus={() => options.length && setOpen(true)}
        />
        <button type="submit" className="button button--primary address-search__button">
          {mapTexts.searchButton}
        </button>
      </div>
      <ul id={combo.listId} role="listbox" className="suggestions address-search__list" aria-label={mapTexts.searchLabel} hidden={!combo.expanded}>
        {options.map((option, index) => (
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- the combobox's input takes the keys (aria-activedescendant)
          <li
            key={`${option.label}-${index}`}
            id={combo.optionId(index)}
            role="option"
            aria-selected={index === active}
            className="address-search__option"
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(option)}
          >
            {option.label}
          </li>
        ))}
      </ul>
      <p className="address-search__status" role="status">
        {message}
      </p>
    </form>
  );
}
