import type * as React from 'react';

import { cn } from '../lib/cn';

export type SeparatorProps = React.ComponentProps<'div'> & {
  orientation?: 'horizontal' | 'vertical';
  /** Hidden from screen readers (the default); false when it marks a real boundary between groups. */
  decorative?: boolean;
};

/**
 * A dividing line. Decorative by default (hidden from screen readers), because most rules only
 * separate visually; pass `decorative={false}` when it marks a real boundary between content groups.
 * A plain element with the ARIA of the separator role: no script of its own on the pages that show
 * one (docs/decisions/012-first-page-javascript.md).
 */
export function Separator({
  className,
  orientation = 'horizontal',
  decorative = true,
  ...props
}: SeparatorProps) {
  return (
    <div
      data-slot="separator"
      data-orientation={orientation}
      role={decorative ? 'none' : 'separator'}
      aria-orientation={!decorative && orientation === 'vertical' ? 'vertical' : undefined}
      className={cn(
        'shrink-0 bg-border data-[orientation=horizontal]:h-px data-[orientation=horizontal]:w-full data-[orientation=vertical]:h-full data-[orientation=vertical]:w-px',
        className,
      )}
      {...props}
    />
  );
}
