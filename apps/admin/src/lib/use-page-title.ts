import { useDocumentMeta } from '@uniguide/client';
import { BRAND } from '@uniguide/domain';

/** Every console page calls this once: `usePageTitle('Overview', '…')` → "Overview | UniGuide Admin". */
export function usePageTitle(title: string, description: string): void {
  useDocumentMeta(`${title} | ${BRAND.name} Admin`, description);
}
