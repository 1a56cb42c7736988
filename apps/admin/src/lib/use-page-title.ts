import { useLingui } from '@lingui/react/macro';
import { useDocumentMeta } from '@uniguide/client';
import { BRAND } from '@uniguide/domain';

/** Every console page calls this once: `usePageTitle('Overview', '…')` → "Overview | UniGuide Admin". */
export function usePageTitle(title: string, description: string): void {
  const { t } = useLingui();
  const brand = BRAND.name;
  useDocumentMeta(t`${title} | ${brand} Admin`, description);
}
