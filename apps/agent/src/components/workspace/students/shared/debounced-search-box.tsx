import { cn, Input } from '@uniguide/ui';
import { SearchIcon } from 'lucide-react';
import { useDebouncedSearch, type SearchTextRule } from '../../../catalogue/use-debounced-search';

/** Spaces around the words change nothing and are not sent. */
const RULE: SearchTextRule = { meaningful: (text) => text.trim(), reported: (text) => text.trim() };

export interface DebouncedSearchBoxProps {
  /** The search in effect (the URL's, or the picker's). */
  value: string;
  onSearch: (text: string) => void;
  id: string;
  /** For assistive tech; the placeholder shows what may be searched. */
  label: string;
  placeholder: string;
  className?: string;
}

/**
 * A search box that reports after a pause in typing (as the catalogue's does), so a word being
 * typed does not send a request per key. A new `value` from outside (back button, "Clear Search")
 * replaces the typed text.
 */
export function DebouncedSearchBox({
  value,
  onSearch,
  id,
  label,
  placeholder,
  className,
}: DebouncedSearchBoxProps) {
  const { text, setText, searchNow } = useDebouncedSearch(value, onSearch, RULE);

  return (
    <div role="search" className={cn('relative w-full', className)}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <SearchIcon
        className="pointer-events-none absolute top-1/2 start-3 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
      <Input
        id={id}
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          // Enter searches at once, and never submits a form the box sits in (the apply form).
          if (event.key !== 'Enter') return;
          event.preventDefault();
          searchNow();
        }}
        placeholder={placeholder}
        autoComplete="off"
        maxLength={200}
        className="bg-card ps-9"
      />
    </div>
  );
}
