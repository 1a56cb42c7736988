import type * as React from 'react';
import { Progress as ProgressPrimitive } from 'radix-ui';

import { cn } from '../lib/cn';

export type ProgressProps = React.ComponentProps<typeof ProgressPrimitive.Root>;

/**
 * Determinate progress bar (`role="progressbar"` with aria-valuenow). Give it an `aria-label` or
 * `aria-labelledby` naming the task, e.g. "Uploading transcript.pdf".
 */
export function Progress({ className, value, max = 100, ...props }: ProgressProps) {
  // Indeterminate (no value) shows a full, pulsing bar: "working on it" rather than "0% done".
  const percent = value == null ? 100 : Math.min(100, Math.max(0, (value / max) * 100));
  return (
    <ProgressPrimitive.Root
      data-slot="progress"
      value={value}
      max={max}
      className={cn('relative h-2 w-full overflow-hidden rounded-full bg-primary/20', className)}
      {...props}
    >
      <ProgressPrimitive.Indicator
        data-slot="progress-indicator"
        className="h-full w-full flex-1 bg-primary transition-transform data-[state=indeterminate]:animate-pulse"
        // Inline style because the offset is a runtime number; a class per percent would not be generated.
        style={{ transform: `translateX(-${100 - percent}%)` }}
      />
    </ProgressPrimitive.Root>
  );
}
