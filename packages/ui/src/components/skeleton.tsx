import type * as React from 'react';

import { cn } from '../lib/cn';

/**
 * Placeholder block shown while data loads. Hidden from assistive tech: mark the loading region itself
 * with `aria-busy` (or render a Spinner with a label) so screen-reader users hear one status, not a
 * pile of empty shapes.
 */
export function Skeleton({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden="true"
      className={cn('animate-pulse rounded-md bg-muted', className)}
      {...props}
    />
  );
}
