import { useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { errorMessage, useTRPC } from '@uniguide/client';
import { toast } from '@uniguide/ui';
import { PRODUCT_TEXTS } from './product-texts';

/** document.delete with the toasts of docs/product.md §6; `onDeleted` brings the screen up to date. */
export function useDeleteDocument(onDeleted: () => unknown) {
  const trpc = useTRPC();
  const { t } = useLingui();
  return useMutation(
    trpc.document.delete.mutationOptions({
      onSuccess: async () => {
        toast({
          title: t(PRODUCT_TEXTS.documentDeleted.title),
          description: t(PRODUCT_TEXTS.documentDeleted.description),
        });
        await onDeleted();
      },
      onError: (error) => {
        toast({
          title: t(PRODUCT_TEXTS.documentDeleteFailed),
          description: errorMessage(error, t`Please try again.`),
          variant: 'destructive',
        });
      },
    }),
  );
}
