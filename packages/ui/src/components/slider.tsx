import { useEffect, useRef, type CSSProperties } from 'react';
import type * as React from 'react';

import { cn } from '../lib/cn';

export interface SliderProps extends Omit<
  React.ComponentProps<'input'>,
  'type' | 'value' | 'defaultValue' | 'onChange' | 'min' | 'max'
> {
  value: number;
  min: number;
  max: number;
  /** Every move, while dragging too. */
  onValueChange?: (value: number) => void;
  /** When the thumb is let go, or after each key press: where a filter should refetch. */
  onValueCommit?: (value: number) => void;
}

/**
 * A browser range input drawn like the rest of the kit: its role (`slider`), keyboard steps and value
 * announcements are the browser's, and it needs no script (docs/decisions/012-first-page-javascript.md).
 * Name it with `aria-label` or `aria-labelledby`.
 */
export function Slider({
  className,
  value,
  min,
  max,
  onValueChange,
  onValueCommit,
  style,
  ...props
}: SliderProps) {
  const input = useRef<HTMLInputElement>(null);
  const commit = useRef(onValueCommit);
  commit.current = onValueCommit;

  // The DOM's `change` (not React's onChange, which is `input`) fires once the value is settled.
  useEffect(() => {
    const element = input.current;
    if (!element) return;
    const settled = () => commit.current?.(Number(element.value));
    element.addEventListener('change', settled);
    return () => element.removeEventListener('change', settled);
  }, []);

  const filled = max > min ? ((value - min) / (max - min)) * 100 : 0;
  return (
    <input
      ref={input}
      type="range"
      data-slot="slider"
      min={min}
      max={max}
      value={value}
      onChange={(event) => onValueChange?.(Number(event.target.value))}
      style={{ '--slider-filled': `${filled}%`, ...style } as CSSProperties}
      className={cn(
        'h-1.5 w-full cursor-pointer appearance-none rounded-full outline-none',
        'bg-[linear-gradient(to_right,var(--color-primary)_var(--slider-filled),var(--color-muted)_var(--slider-filled))]',
        // The 20px thumb, in both engines' pseudo-elements (Tailwind needs each class written out).
        '[&::-webkit-slider-thumb]:size-5 [&::-webkit-slider-thumb]:appearance-none [&::-webkit-slider-thumb]:rounded-full [&::-webkit-slider-thumb]:border-2 [&::-webkit-slider-thumb]:border-primary [&::-webkit-slider-thumb]:bg-background [&::-webkit-slider-thumb]:shadow-sm',
        '[&::-moz-range-thumb]:size-5 [&::-moz-range-thumb]:appearance-none [&::-moz-range-thumb]:rounded-full [&::-moz-range-thumb]:border-2 [&::-moz-range-thumb]:border-primary [&::-moz-range-thumb]:bg-background [&::-moz-range-thumb]:shadow-sm',
        'hover:[&::-webkit-slider-thumb]:ring-4 hover:[&::-webkit-slider-thumb]:ring-ring/30',
        'focus-visible:[&::-webkit-slider-thumb]:ring-4 focus-visible:[&::-webkit-slider-thumb]:ring-ring/50',
        'hover:[&::-moz-range-thumb]:ring-4 hover:[&::-moz-range-thumb]:ring-ring/30',
        'focus-visible:[&::-moz-range-thumb]:ring-4 focus-visible:[&::-moz-range-thumb]:ring-ring/50',
        'disabled:cursor-not-allowed disabled:opacity-50',
        className,
      )}
      {...props}
    />
  );
}
