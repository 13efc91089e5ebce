import { useEffect, useId, useRef, useState } from 'react';

/** Fewer characters match too much of the city to be worth asking about. */
export const MIN_QUERY_CHARS = 2;

/** What the last search for the field's text came to; 'searching' is for a search the field runs itself. */
export type SuggestionsOutcome = 'idle' | 'searching' | 'none' | 'failed';

interface AddressSuggestionsOptions<T> {
  /** The field's text. */
  text: string;
  /** Asks the geocoder (GET /public/api/geocode/autocomplete); the signal aborts an outdated ask. */
  fetchSuggestions: (query: string, signal: AbortSignal) => Promise<T[]>;
  /** Typing pauses this long before suggestions are asked for (fewer calls on a weak connection). */
  delayMs: number;
  /** The list opens even with no suggestions (to say so); a failed ask then shows it empty. */
  showEmpty?: boolean;
}

/**
 * The suggestions of an address field as an ARIA combobox (map search, report wizard, my addresses):
 * asks the geocoder after a pause in typing, cancels an outdated ask, keeps the highlighted option
 * for the arrow keys, and does not ask again for the text a chosen suggestion wrote into the field.
 * Each field keeps its own keys for Enter and Escape and its own messages.
 */
export function useAddressSuggestions<T extends { label: string }>({ text, fetchSuggestions, delayMs, showEmpty = false }: AddressSuggestionsOptions<T>) {
  const id = useId();
  const [found, setFound] = useState<T[] | null>(null);
  const [outcome, setOutcome] = useState<SuggestionsOutcome>('idle');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const chosen = useRef<string | null>(null);
  const pending = useRef<AbortController | null>(null);

  useEffect(() => {
    const query = text.trim();
    if (query.length < MIN_QUERY_CHARS || text === chosen.current) {
      setFound(null);
      setOutcome('idle');
      return;
    }
    const controller = new AbortController();
    pending.current = controller;
    const timer = setTimeout(() => {
      fetchSuggestions(query, controller.signal).then(
        (suggestions) => {
          setFound(suggestions);
          setActive(-1);
          setOpen(true);
          setOutcome(suggestions.length ? 'idle' : 'none');
        },
        () => {
          if (!controller.signal.aborted) setOutcome('failed');
        },
      );
    }, delayMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text, fetchSuggestions, delayMs]);

  /** `null`: nothing asked for the current text. */
  const suggestions = showEmpty && outcome === 'failed' ? [] : found;
  const count = suggestions?.length ?? 0;
  const expanded = open && (showEmpty ? suggestions !== null : count > 0);
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;

  return {
    suggestions,
    outcome,
    setOutcome,
    open,
    setOpen,
    active,
    setActive,
    expanded,
    listId,
    optionId,
    /** The input's combobox attributes. */
    comboboxProps: {
      role: 'combobox',
      autoComplete: 'off',
      'aria-autocomplete': 'list',
      'aria-expanded': expanded,
      'aria-controls': listId,
      'aria-activedescendant': expanded && active >= 0 ? optionId(active) : undefined,
    } as const,
    /** Arrow keys: the next or previous suggestion, round the ends. */
    move: (step: 1 | -1) => setActive((index) => (step > 0 ? (index + 1) % count : index <= 0 ? count - 1 : index - 1)),
    /** The person typed: the text is a new query again. */
    typed: () => {
      chosen.current = null;
      setOutcome('idle');
    },
    /** Drops an ask still under way (a search of the typed text answers instead). */
    cancel: () => pending.current?.abort(),
    /** A suggestion (or a search's answer) was taken: its label in the field is not a new query. */
    choose: (address: T) => {
      pending.current?.abort();
      chosen.current = address.label;
      setOpen(false);
      setFound(null);
      setOutcome('idle');
    },
  };
}
