import { useMutation } from '@tanstack/react-query';
import { errorMessage, useTRPC } from '@uniguide/client';
import { MESSAGES } from '@uniguide/domain';
import { toast } from '@uniguide/ui';

/** document.delete with the toasts of docs/product.md §6; `onDeleted` brings the screen up to date. */
export function useDeleteDocument(onDeleted: () => unknown) {
  const trpc = useTRPC();
  return useMutation(
    trpc.document.delete.mutationOptions({
      onSuccess: async () => {
        toast(MESSAGES.documentDeleted);
        await onDeleted();
      },
      onError: (error) => {
        toast({
          title: MESSAGES.documentDeleteFailed,
          description: errorMessage(error, 'Please try again.'),
          variant: 'destructive',
        });
      },
    }),
  );
}
