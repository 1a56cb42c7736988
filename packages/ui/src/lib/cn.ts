import { clsx, type ClassValue } from 'clsx';
import { createTailwindMerge, twMerge } from 'tailwind-merge';
import { CLASS_MERGE_CONFIG } from './class-merge-config';

/**
 * tailwind-merge with only the class groups our sources use: the full default configuration is about
 * 6 KB gzip of every first page, the cut one about 2 KB (docs/decisions/084-first-page-javascript.md).
 */
const mergeClasses = createTailwindMerge(() => CLASS_MERGE_CONFIG);

/**
 * Joins class names and lets the last Tailwind utility win, so a caller's `className` can override a
 * component's default (`cn('px-4', 'px-2')` → `'px-2'`) instead of both landing in the DOM.
 */
export function cn(...inputs: ClassValue[]): string {
  const classes = clsx(inputs);
  const merged = mergeClasses(classes);
  // In every unit test that renders a component, the cut configuration must merge as the full one
  // does, class names built at run time included. Production builds drop this branch and `twMerge`.
  if (import.meta.env.MODE === 'test') {
    const expected = twMerge(classes);
    if (merged !== expected) {
      throw new Error(
        `cn("${classes}") gave "${merged}" where tailwind-merge gives "${expected}": regenerate ` +
          'packages/ui/src/lib/class-merge-config.ts (pnpm --filter @uniguide/repo-checks test -u)',
      );
    }
  }
  return merged;
}
