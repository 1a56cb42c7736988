import { useLingui } from '@lingui/react/macro';
import { Input, Label, cn } from '@uniguide/ui';
import { SearchIcon, XIcon } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLatest } from '../../lib/use-latest';

/** How long typing must pause before the search runs. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * A search box whose text reaches `onSearch` once typing pauses (or at once on Enter), so the server
 * is asked once per search rather than once per key. `value` is the search in force (the address
 * bar's); when it changes from outside, e.g. a reset, the box follows it.
 */
export function SearchInput({
  id,
  label,
  placeholder,
  value,
  onSearch,
  className,
}: {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onSearch: (text: string) => void;
  className?: string;
}) {
  const { t } = useLingui();
  const [text, setText] = useState(value);
  const [previousValue, setPreviousValue] = useState(value);
  const emitted = useRef(value);
  const onSearchRef = useLatest(onSearch);

  // Follows a change made elsewhere, but not the echo of what this box has just sent (the user may
  // have typed on since).
  if (value !== previousValue) {
    setPreviousValue(value);
    if (value !== emitted.current) setText(value);
  }

  const emit = (next: string) => {
    emitted.current = next;
    onSearchRef.current(next);
  };

  useEffect(() => {
    const next = text.trim();
    if (next === value) return;
    const timer = setTimeout(() => {
      emitted.current = next;
      onSearchRef.current(next);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onSearchRef]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = text.trim();
    if (next !== value) emit(next);
  };

  return (
    <form role="search" onSubmit={submit} className={cn('grid gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        <SearchIcon
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 start-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          id={id}
          type="search"
          value={text}
          placeholder={placeholder}
          autoComplete="off"
          maxLength={200}
          onChange={(event) => setText(event.target.value)}
          className="pe-9 ps-9 [&::-webkit-search-cancel-button]:hidden"
        />
        {text ? (
          <button
            type="button"
            aria-label={t`Clear search`}
            onClick={() => {
              setText('');
              emit('');
            }}
            className="absolute top-1/2 end-2 flex size-6 -translate-y-1/2 items-center justify-center rounded-sm text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            <XIcon aria-hidden="true" className="size-4" />
          </button>
        ) : null}
      </div>
    </form>
  );
}
