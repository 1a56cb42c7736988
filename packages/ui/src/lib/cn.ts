import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/**
 * Joins class names and lets the last Tailwind utility win, so a caller's `className` can override a
 * component's default (`cn('px-4', 'px-2')` → `'px-2'`) instead of both landing in the DOM.
 */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
