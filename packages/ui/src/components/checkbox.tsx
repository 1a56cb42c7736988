import type * as React from 'react';
import { CheckIcon } from 'lucide-react';

import { cn } from '../lib/cn';

export interface CheckboxProps extends Omit<React.ComponentProps<'input'>, 'type' | 'onChange'> {
  onCheckedChange?: (checked: boolean) => void;
}

/**
 * A browser checkbox drawn like the rest of the kit: the `<input>` keeps its role, keyboard, form
 * submission (`name`/`value`) and label click, and needs no script (docs/decisions/012-first-page-javascript.md).
 * Pair it with `<Label htmlFor>`; `className` places the box (e.g. `mt-0.5`), `ref` and `id` reach the input.
 */
export function Checkbox({ className, onCheckedChange, ...props }: CheckboxProps) {
  return (
    <span
      data-slot="checkbox-wrapper"
      className={cn('relative inline-grid size-4 shrink-0 place-items-center', className)}
    >
      <input
        type="checkbox"
        data-slot="checkbox"
        className={cn(
          'peer col-start-1 row-start-1 size-4 cursor-pointer appearance-none rounded-[4px] border border-input bg-background shadow-xs outline-none transition-shadow dark:bg-input/30',
          'checked:border-primary checked:bg-primary',
          'focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50',
          'disabled:cursor-not-allowed disabled:opacity-50',
          'aria-invalid:border-destructive aria-invalid:ring-destructive/20',
        )}
        onChange={(event) => onCheckedChange?.(event.target.checked)}
        {...props}
      />
      <CheckIcon
        className="pointer-events-none col-start-1 row-start-1 hidden size-3.5 text-primary-foreground peer-checked:block"
        aria-hidden="true"
      />
    </span>
  );
}
