import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { ApiError } from '../api/client';
import { mapApi } from './map-api';
import { mapTexts } from './map-texts';
import type { GeocodedAddress, LatLng } from './map-types';

const MIN_CHARS = 2;
const DEBOUNCE_MS = 250;

type Status = 'idle' | 'searching' | 'none' | 'failed';

/**
 * Address search with suggestions (spec §2; the geocoder keeps to Poland and the capital's box). A
 * combobox after the WAI-ARIA pattern: arrows move through the list, Enter picks, Escape closes.
 */
export function AddressSearch({ onFound }: { onFound: (point: LatLng, label: string) => void }) {
  const id = useId();
  const [query, setQuery] = useState('');
  const [options, setOptions] = useState<GeocodedAddress[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [status, setStatus] = useState<Status>('idle');
  const typed = useRef(false);

  useEffect(() => {
    const q = query.trim();
    if (!typed.current || q.length < MIN_CHARS) {
      setOptions([]);
      return;
    }
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      mapApi
        .autocomplete(q, controller.signal)
        .then((found) => {
          setOptions(found);
          setActive(-1);
          setOpen(true);
          setStatus(found.length ? 'idle' : 'none');
        })
        .catch((error: unknown) => {
          if ((error as { name?: string }).name !== 'AbortError') setStatus('failed');
        });
    }, DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [query]);

  const choose = (option: GeocodedAddress) => {
    typed.current = false;
    setQuery(option.label);
    setOptions([]);
    setOpen(false);
    setStatus('idle');
    onFound(option.coordinates, option.label);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (open && active >= 0 && options[active]) return choose(options[active]);
    const q = query.trim();
    if (q.length < MIN_CHARS) return;
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
      setActive((index) => (index + 1) % options.length);
    } else if (event.key === 'ArrowUp' && options.length) {
      event.preventDefault();
      setActive((index) => (index <= 0 ? options.length - 1 : index - 1));
    } else if (event.key === 'Escape') {
      setOpen(false);
      setActive(-1);
    }
  };

  const listId = `${id}-list`;
  const expanded = open && options.length > 0;
  const message = status === 'none' ? mapTexts.noResults : status === 'failed' ? mapTexts.searchFailed : status === 'searching' ? mapTexts.searching : '';
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
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? `${id}-option-${active}` : undefined}
          placeholder={mapTexts.searchPlaceholder}
          value={query}
          maxLength={200}
          onChange={(event) => {
            typed.current = true;
            setQuery(event.target.value);
            setStatus('idle');
          }}
          onKeyDown={onKeyDown}
          onBlur={() => window.setTimeout(() => setOpen(false), 150)}
          onFocus={() => options.length && setOpen(true)}
        />
        <button type="submit" className="button button--primary address-search__button">
          {mapTexts.searchButton}
        </button>
      </div>
      <ul id={listId} role="listbox" className="address-search__list" aria-label={mapTexts.searchLabel} hidden={!expanded}>
        {options.map((option, index) => (
          <li
            key={`${option.label}-${index}`}
            id={`${id}-option-${index}`}
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
