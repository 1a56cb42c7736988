import type * as React from 'react';

import { cn } from '../lib/cn';
import { controlClassName } from './input';

export type TextareaProps = React.ComponentProps<'textarea'>;

/** Multi-line input. Height follows the `rows` attribute, so forms can ask for a fixed size. */
export function Textarea({ className, ...props }: TextareaProps) {
  return (
    <textarea
      data-slot="textarea"
      className={cn(controlClassName, 'min-h-16 py-2 leading-relaxed', className)}
      {...props}
    />
  );
}
