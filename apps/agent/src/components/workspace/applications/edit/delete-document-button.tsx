import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage, useTRPC } from '@uniguide/client';
import { MESSAGES } from '@uniguide/domain';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
  Button,
  toast,
} from '@uniguide/ui';
import { Trash2Icon } from 'lucide-react';
import type { ApplicationDocument } from '../shared/types';

/**
 * Spec §2: Remove → "Delete Document" confirmation → document.delete with the application, which
 * takes the document off this application (it stays on the student's file), with the spec's toasts.
 */
export function DeleteDocumentButton({
  applicationId,
  document,
  disabled,
}: {
  /** The application on screen: a document on file may have been uploaded with another one. */
  applicationId: number;
  document: ApplicationDocument;
  disabled?: boolean;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const remove = useMutation(
    trpc.document.delete.mutationOptions({
      onSuccess: () => {
        // Dropped from the cached application at once; the refetch brings anything else that moved.
        const key = trpc.application.byId.queryKey({ id: applicationId });
        queryClient.setQueryData(key, (current) =>
          current
            ? { ...current, documents: current.documents.filter((item) => item.id !== document.id) }
            : current,
        );
        void queryClient.invalidateQueries({ queryKey: key });
        toast(MESSAGES.documentDeleted);
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

  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          className="text-destructive hover:bg-destructive/10 hover:text-destructive"
          disabled={disabled || remove.isPending}
          aria-label={`Remove ${document.originalFilename}`}
        >
          <Trash2Icon aria-hidden="true" />
          Remove
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{MESSAGES.deleteDocumentDialog.title}</AlertDialogTitle>
          <AlertDialogDescription>
            {MESSAGES.deleteDocumentDialog.description}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction
            variant="destructive"
            onClick={() => remove.mutate({ id: document.id, applicationId })}
          >
            Delete
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
