import { useEffect, useRef, useState } from 'react';
import { SearchIcon } from 'lucide-react';
import { Input } from '@uniguide/ui';

/** Long enough to skip the requests of a word being typed, short enough to feel live. */
export const SEARCH_DEBOUNCE_MS = 250;

export interface CatalogueSearchBoxProps {
  /** The search text in the URL. */
  value: string;
  onSearch: (text: string) => void;
}

const meaningful = (text: string) => (text.trim() ? text : '');

/**
 * Typing updates the box at once and the URL after a pause. A URL change that did not come from this
 * box (Reset Filters, the back button) replaces the typed text.
 */
export function CatalogueSearchBox({ value, onSearch }: CatalogueSearchBoxProps) {
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
      onSearch(text);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, onSearch]);

  return (
    <div role="search" className="relative">
      <label htmlFor="catalogue-search" className="sr-only">
        Search programs or universities
      </label>
      <SearchIcon
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
      <Input
        id="catalogue-search"
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="Search programs or universities"
        autoComplete="off"
        maxLength={200}
        className="h-11 bg-card pl-9"
      />
    </div>
  );
}
