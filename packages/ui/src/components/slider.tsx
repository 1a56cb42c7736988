import type * as React from 'react';
import { Slider as SliderPrimitive } from 'radix-ui';

import { cn } from '../lib/cn';

export type SliderProps = React.ComponentProps<typeof SliderPrimitive.Root>;

/**
 * Radix Slider with one thumb per value (pass `[max]` for a single-ended filter, `[min, max]` for a
 * range). The focusable element is the thumb, not the root, so `aria-label`/`aria-labelledby` given
 * here are forwarded to every thumb; otherwise a screen reader would announce an unnamed slider.
 */
export function Slider({
  className,
  defaultValue,
  value,
  min = 0,
  max = 100,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
  ...props
}: SliderProps) {
  const thumbCount = (value ?? defaultValue ?? [min]).length;

  return (
    <SliderPrimitive.Root
      data-slot="slider"
      defaultValue={defaultValue}
      value={value}
      min={min}
      max={max}
      className={cn(
        'relative flex w-full touch-none items-center select-none data-[disabled]:opacity-50',
        'data-[orientation=vertical]:h-full data-[orientation=vertical]:min-h-44 data-[orientation=vertical]:w-auto data-[orientation=vertical]:flex-col',
        className,
      )}
      {...props}
    >
      <SliderPrimitive.Track
        data-slot="slider-track"
        className="relative grow overflow-hidden rounded-full bg-muted data-[orientation=horizontal]:h-1.5 data-[orientation=horizontal]:w-full data-[orientation=vertical]:h-full data-[orientation=vertical]:w-1.5"
      >
        <SliderPrimitive.Range
          data-slot="slider-range"
          className="absolute bg-primary data-[orientation=horizontal]:h-full data-[orientation=vertical]:w-full"
        />
      </SliderPrimitive.Track>
      {Array.from({ length: thumbCount }, (_, index) => (
        <SliderPrimitive.Thumb
          data-slot="slider-thumb"
          // Thumbs are positional and never reorder, so the index is a stable key.
          key={index}
          aria-label={ariaLabel}
          aria-labelledby={ariaLabelledBy}
          className={cn(
            // 20px visual thumb with a larger invisible hit area for touch.
            'relative block size-5 shrink-0 rounded-full border-2 border-primary bg-background shadow-sm transition-[color,box-shadow]',
            'after:absolute after:-inset-2.5 hover:ring-4 hover:ring-ring/30',
            'focus-visible:ring-4 focus-visible:ring-ring/50 focus-visible:outline-hidden',
            'disabled:pointer-events-none disabled:opacity-50',
          )}
        />
      ))}
    </SliderPrimitive.Root>
  );
}
