import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';
import { mergeClassList } from './class-groups';

/**
 * Joins class names and lets the last Tailwind utility win, so a caller's `className` can override a
 * component's default (`cn('px-4', 'px-2')` → `'px-2'`) instead of both landing in the DOM. It merges
 * as tailwind-merge does, on a table of the class groups our sources use
 * (`class-merge-config.ts`, generated) instead of the library: tailwind-merge and its configuration
 * were 4 KB gzip of every first page (docs/decisions/084-first-page-javascript.md).
 */
export function cn(...inputs: ClassValue[]): string {
  const classes = clsx(inputs);
  const merged = classes ? mergeClassList(classes) : '';
  // In every unit test that renders a component, the merge must give what tailwind-merge's full
  // configuration gives, class names built at run time included. Production builds drop this branch.
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
