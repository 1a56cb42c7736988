import { useEffect, useRef, useState } from 'react';

/** Long enough to skip the requests of a word being typed, short enough to feel live. */
export const SEARCH_DEBOUNCE_MS = 250;

export interface SearchTextRule {
  /** The part of the text that makes a search new (a search box ignores changes outside it). */
  meaningful: (text: string) => string;
  /** What is reported of the typed text. */
  reported: (text: string) => string;
}

/**
 * A search box's text: it changes at once as the user types, and is reported after a pause (or at
 * once through `searchNow`) when it means a new search. A new `value` from outside (back button,
 * "Reset Filters") replaces the typed text. `rule` must keep its identity between renders.
 */
export function useDebouncedSearch(
  value: string,
  onSearch: (text: string) => void,
  { meaningful, reported }: SearchTextRule,
) {
  const [text, setText] = useState(value);
  const sent = useRef(value);
  const [seenValue, setSeenValue] = useState(value);

  if (value !== seenValue) {
    setSeenValue(value);
    if (meaningful(value) !== meaningful(sent.current)) {
      sent.current = value;
      setText(value);
    }
  }

  useEffect(() => {
    if (meaningful(text) === meaningful(sent.current)) return;
    const timer = setTimeout(() => {
      sent.current = text;
      onSearch(reported(text));
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, onSearch, meaningful, reported]);

  const searchNow = () => {
    if (meaningful(text) === meaningful(sent.current)) return;
    sent.current = text;
    onSearch(reported(text));
  };

  return { text, setText, searchNow };
}
