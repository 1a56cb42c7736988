import { clsx, type ClassValue } from 'clsx';
import { createTailwindMerge } from 'tailwind-merge';
import { CLASS_MERGE_CONFIG } from './class-merge-config';

/**
 * tailwind-merge with only the class groups our sources use: the full default configuration weighed
 * about 6 KB gzip on every first page (docs/decisions/012-first-page-javascript.md).
 */
const mergeClasses = createTailwindMerge(() => CLASS_MERGE_CONFIG);

/**
 * Joins class names and lets the last Tailwind utility win, so a caller's `className` can override a
 * component's default (`cn('px-4', 'px-2')` → `'px-2'`) instead of both landing in the DOM.
 */
export function cn(...inputs: ClassValue[]): string {
  return mergeClasses(clsx(inputs));
}
