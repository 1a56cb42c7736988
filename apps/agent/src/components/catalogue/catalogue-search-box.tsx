import { Trans, useLingui } from '@lingui/react/macro';
import { SearchIcon } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Input } from '@uniguide/ui';
import { useDebouncedSearch, type SearchTextRule } from './use-debounced-search';

export interface CatalogueSearchBoxProps {
  /** The search text in the URL. */
  value: string;
  onSearch: (text: string) => void;
}

/** Blank text is no search; otherwise the text goes to the URL as typed. */
const RULE: SearchTextRule = {
  meaningful: (text) => (text.trim() ? text : ''),
  reported: (text) => text,
};

/**
 * Typing updates the box at once and the URL after a pause. A URL change that did not come from this
 * box (Reset Filters, the back button) replaces the typed text. The page arrives server-rendered:
 * what a visitor typed before the scripts took over is picked up when they do.
 */
export function CatalogueSearchBox({ value, onSearch }: CatalogueSearchBoxProps) {
  const { t } = useLingui();
  const { text, setText } = useDebouncedSearch(value, onSearch, RULE);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const typedBeforeHydration = input.current?.value;
    if (typedBeforeHydration !== undefined && typedBeforeHydration !== value)
      setText(typedBeforeHydration);
    // Once, when the box first runs in the browser.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div role="search" className="relative">
      <label htmlFor="catalogue-search" className="sr-only">
        <Trans>Search programs or universities</Trans>
      </label>
      <SearchIcon
        className="pointer-events-none absolute top-1/2 start-3 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
      <Input
        ref={input}
        id="catalogue-search"
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={t`Search programs or universities`}
        autoComplete="off"
        maxLength={200}
        className="h-11 bg-card ps-9"
      />
    </div>
  );
}
