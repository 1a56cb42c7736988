import type * as React from 'react';
import { ChevronDownIcon } from 'lucide-react';

import { cn } from '../lib/cn';

export type NativeSelectProps = React.ComponentProps<'select'>;

/**
 * A browser `<select>` dressed like `SelectTrigger`: no script of its own, so it suits first pages and
 * forms registered with react-hook-form (`{...register(name)}`). The browser draws the option list
 * (the phone's own picker on mobile). `Select` (Radix) remains for lists that need styled options.
 */
export function NativeSelect({ className, ...props }: NativeSelectProps) {
  return (
    <div data-slot="native-select-wrapper" className={cn('relative rounded-md', className)}>
      <select
        data-slot="native-select"
        className={cn(
          'h-9 w-full appearance-none rounded-md border border-input bg-transparent py-1 pe-9 ps-3 text-sm shadow-xs outline-none',
          'transition-[color,box-shadow] dark:bg-input/30',
          'focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50',
          'disabled:cursor-not-allowed disabled:opacity-50',
          'aria-invalid:border-destructive aria-invalid:ring-destructive/20',
        )}
        {...props}
      />
      <ChevronDownIcon
        className="pointer-events-none absolute top-1/2 end-3 size-4 -translate-y-1/2 opacity-50"
        aria-hidden="true"
      />
    </div>
  );
}
