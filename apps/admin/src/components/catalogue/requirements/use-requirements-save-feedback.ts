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
  const feedback = useCatalogueFeedback();
  return {
    saved: async (description?: string) => {
      onOpenChange(false);
      await feedback.succeeded('Required documents updated', description);
    },
    failed: (error: unknown) => {
      feedback.failed('The required documents could not be saved', error);
      void list.refetch();
    },
    unchanged: () => {
      onOpenChange(false);
      void feedback.succeeded('No changes to save');
    },
  };
}
