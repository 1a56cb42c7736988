import * as React from 'react';
import { Popover as PopoverPrimitive } from 'radix-ui';
import { CheckIcon, ChevronsUpDownIcon, SearchIcon } from 'lucide-react';

import { cn } from '../lib/cn';
import { controlClassName } from './input';

export interface ComboboxOption {
  value: string;
  label: string;
  /** A second name shown beside the label and searched too (a country's Arabic name). */
  hint?: string;
}

export type ComboboxProps = {
  id?: string;
  value: string;
  onValueChange: (value: string) => void;
  /** Undefined while the options load: the trigger shows `loadingText` and stays disabled. */
  options: readonly ComboboxOption[] | undefined;
  placeholder: string;
  searchLabel: string;
  /** The language of the options' hints (`ar`), so screen readers and fonts treat them right. */
  hintLang?: string;
  emptyText?: string;
  loadingText?: string;
  disabled?: boolean;
  className?: string;
  ref?: React.Ref<HTMLButtonElement>;
  onBlur?: () => void;
  'aria-invalid'?: true | undefined;
  'aria-describedby'?: string | undefined;
  'aria-required'?: true | undefined;
  'aria-labelledby'?: string;
};

function searchKey(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/**
 * A searchable single choice from a long list (countries): a trigger that reads like a select and a
 * popover with a search box over the options, keyboard-driven (arrows, Home/End, Enter, Escape) with
 * the ARIA combobox pattern. A value that is no option (text written before the list existed) shows
 * as it is, so nothing on record is hidden.
 */
export function Combobox({
  id,
  value,
  onValueChange,
  options,
  placeholder,
  searchLabel,
  hintLang,
  emptyText = 'No match',
  loadingText = 'Loading…',
  disabled,
  className,
  ref,
  onBlur,
  ...aria
}: ComboboxProps) {
  const [open, setOpen] = React.useState(false);
  const [query, setQuery] = React.useState('');
  const [active, setActive] = React.useState(0);
  const listId = React.useId();
  const listRef = React.useRef<HTMLUListElement>(null);

  const selected = options?.find((option) => option.value === value);
  const matches = React.useMemo(() => {
    const needle = searchKey(query.trim());
    if (!options || !needle) return options ?? [];
    return options.filter((option) =>
      searchKey(`${option.label} ${option.hint ?? ''} ${option.value}`).includes(needle),
    );
  }, [options, query]);

  React.useEffect(() => {
    if (!open) return;
    setQuery('');
    const index = options?.findIndex((option) => option.value === value) ?? -1;
    setActive(Math.max(0, index));
  }, [open, options, value]);

  React.useEffect(() => {
    if (!open) return;
    listRef.current
      ?.querySelector(`[data-index="${active}"]`)
      ?.scrollIntoView({ block: 'nearest' });
  }, [active, open, matches]);

  const choose = (option: ComboboxOption | undefined) => {
    if (!option) return;
    onValueChange(option.value);
    setOpen(false);
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    const last = matches.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: Math.min(last, active + 1),
      ArrowUp: Math.max(0, active - 1),
      Home: 0,
      End: last,
      PageDown: Math.min(last, active + 10),
      PageUp: Math.max(0, active - 10),
    };
    if (event.key in moves) {
      event.preventDefault();
      setActive(moves[event.key]!);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      choose(matches[active]);
    }
  };

  const loading = options === undefined;
  const shown = selected ? selected.label : value || (loading ? loadingText : placeholder);

  return (
    <PopoverPrimitive.Root open={open} onOpenChange={setOpen}>
      <PopoverPrimitive.Trigger asChild>
        <button
          id={id}
          ref={ref}
          onBlur={onBlur}
          type="button"
          role="combobox"
          aria-expanded={open}
          aria-haspopup="listbox"
          aria-controls={open ? listId : undefined}
          disabled={disabled || loading}
          data-placeholder={selected || value ? undefined : ''}
          className={cn(
            controlClassName,
            'flex h-9 items-center justify-between gap-2 text-start',
            'data-[placeholder]:text-muted-foreground',
            className,
          )}
          {...aria}
        >
          <span className="flex min-w-0 items-baseline gap-2">
            <span className="truncate" dir="auto">
              {shown}
            </span>
            {selected?.hint ? (
              <span className="truncate text-muted-foreground" lang={hintLang} dir="auto">
                {selected.hint}
              </span>
            ) : null}
          </span>
          <ChevronsUpDownIcon className="size-4 shrink-0 opacity-50" aria-hidden="true" />
        </button>
      </PopoverPrimitive.Trigger>
      <PopoverPrimitive.Portal>
        <PopoverPrimitive.Content
          align="start"
          sideOffset={4}
          className={cn(
            'z-50 w-(--radix-popover-trigger-width) min-w-64 rounded-md border bg-popover p-0 text-popover-foreground shadow-md outline-none',
            'data-[state=open]:animate-in data-[state=open]:fade-in-0',
          )}
        >
          <div className="flex items-center gap-2 border-b px-3">
            <SearchIcon className="size-4 shrink-0 opacity-50" aria-hidden="true" />
            <input
              role="combobox"
              aria-label={searchLabel}
              aria-expanded="true"
              aria-controls={listId}
              aria-autocomplete="list"
              aria-activedescendant={matches[active] ? `${listId}-${active}` : undefined}
              autoComplete="off"
              className="h-10 w-full bg-transparent text-base outline-none placeholder:text-muted-foreground md:text-sm"
              placeholder={searchLabel}
              value={query}
              onChange={(event) => {
                setQuery(event.target.value);
                setActive(0);
              }}
              onKeyDown={onKeyDown}
            />
          </div>
          <ul
            ref={listRef}
            id={listId}
            role="listbox"
            aria-label={searchLabel}
            className="max-h-72 overflow-y-auto p-1"
          >
            {matches.length === 0 ? (
              <li className="px-2 py-6 text-center text-sm text-muted-foreground">{emptyText}</li>
            ) : (
              matches.map((option, index) => (
                <li
                  key={option.value}
                  id={`${listId}-${index}`}
                  data-index={index}
                  role="option"
                  aria-selected={option.value === value}
                  data-active={index === active ? '' : undefined}
                  className={cn(
                    'relative flex cursor-default items-center gap-2 rounded-sm py-1.5 pe-8 ps-2 text-sm select-none',
                    'data-[active]:bg-accent data-[active]:text-accent-foreground',
                  )}
                  onMouseMove={() => setActive(index)}
                  onClick={() => choose(option)}
                >
                  <span className="flex min-w-0 flex-1 flex-wrap items-baseline gap-x-2">
                    <span className="break-words">{option.label}</span>
                    {option.hint ? (
                      <span className="text-muted-foreground" lang={hintLang} dir="auto">
                        {option.hint}
                      </span>
                    ) : null}
                  </span>
                  {option.value === value ? (
                    <CheckIcon className="absolute end-2 size-4" aria-hidden="true" />
                  ) : null}
                </li>
              ))
            )}
          </ul>
        </PopoverPrimitive.Content>
      </PopoverPrimitive.Portal>
    </PopoverPrimitive.Root>
  );
}
