import type * as React from 'react';
import { LoaderCircleIcon } from 'lucide-react';

import { cn } from '../lib/cn';

export type SpinnerProps = React.ComponentProps<'svg'> & {
  /** Announced by screen readers; say what is loading when the context does not ("Loading programs"). */
  label?: string;
};

/** Indeterminate loading indicator with `role="status"`, so it is announced without stealing focus. */
export function Spinner({ className, label = 'Loading', ...props }: SpinnerProps) {
  return (
    <LoaderCircleIcon
      data-slot="spinner"
      role="status"
      aria-label={label}
      className={cn('size-4 animate-spin', className)}
      {...props}
    />
  );
}
