import type * as React from 'react';

import { cn } from '../lib/cn';

// Shared with Textarea and SelectTrigger so every text-like control has the same edge, focus ring and
// invalid state.
export const controlClassName = cn(
  'w-full min-w-0 rounded-md border border-input bg-transparent px-3 py-1 text-base shadow-xs outline-none md:text-sm',
  'transition-[color,box-shadow] placeholder:text-muted-foreground dark:bg-input/30',
  'focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50',
  'disabled:cursor-not-allowed disabled:opacity-50',
  'aria-invalid:border-destructive aria-invalid:ring-destructive/20 dark:aria-invalid:ring-destructive/40',
);

export type InputProps = React.ComponentProps<'input'>;

/** Text-like input. `text-base` on small screens stops iOS Safari zooming in on focus. */
export function Input({ className, type, ...props }: InputProps) {
  return (
    <input
      type={type}
      data-slot="input"
      className={cn(
        controlClassName,
        'h-9',
        'file:inline-flex file:h-7 file:border-0 file:bg-transparent file:text-sm file:font-medium file:text-foreground',
        'selection:bg-primary selection:text-primary-foreground',
        className,
      )}
      {...props}
    />
  );
}
