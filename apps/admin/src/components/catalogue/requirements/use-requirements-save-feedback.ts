import { useLingui } from '@lingui/react/macro';
import { useCatalogueFeedback } from '../use-catalogue-feedback';

/**
 * What both required-documents dialogs (a university's default, a program's own list) say after a
 * save: closed with a toast, or a failure toast and the list read again (another admin may have
 * saved first).
 */
export function useRequirementsSaveFeedback(
  onOpenChange: (open: boolean) => void,
  list: { refetch: () => unknown },
) {
  const { t } = useLingui();
  const feedback = useCatalogueFeedback();
  return {
    saved: async (description?: string) => {
      onOpenChange(false);
      await feedback.succeeded(t`Required documents updated`, description);
    },
    failed: (error: unknown) => {
      feedback.failed(t`The required documents could not be saved`, error);
      void list.refetch();
    },
    unchanged: () => {
      onOpenChange(false);
      void feedback.succeeded(t`No changes to save`);
    },
  };
}
