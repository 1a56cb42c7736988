import { useDocumentMeta } from '@uniguide/client';
import { BRAND } from '@uniguide/domain';

/**
 * Every agent-app page calls this once with its own title and a one-sentence description:
 * `usePageTitle('Explore Programs', 'Discover academic programs …')` → "Explore Programs | UniGuide".
 */
export function usePageTitle(title: string, description: string): void {
  useDocumentMeta(`${title} | ${BRAND.name}`, description);
}
