import { usePageMeta } from './page-meta';

/**
 * Every agent-app page calls this (or usePageMeta, which says more to link previews and search
 * engines) once with its own title and a one-sentence description:
 * `usePageTitle('Explore Programs', 'Discover academic programs …')` → "Explore Programs | UniGuide".
 */
export function usePageTitle(title: string, description: string): void {
  usePageMeta({ title, description });
}
