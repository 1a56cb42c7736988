import { useMutation } from '@tanstack/react-query';
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
import type { StudentDocument } from '../shared/types';
import { useRefreshStudent } from './use-refresh-student';

/**
 * Deletes a document from the student's file after the spec's "Delete Document" confirmation. The
 * server refuses (409, with its reason) while an application past draft still holds the file.
 */
export function DeleteFileDocumentButton({ document }: { document: StudentDocument }) {
  const trpc = useTRPC();
  const refresh = useRefreshStudent();
  const remove = useMutation(
    trpc.document.delete.mutationOptions({
      onSuccess: async () => {
        toast(MESSAGES.documentDeleted);
        await refresh();
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
          disabled={remove.isPending}
          aria-label={`Delete ${document.originalFilename}`}
        >
          <Trash2Icon aria-hidden="true" />
          Delete
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
            onClick={() => remove.mutate({ id: document.id })}
          >
            Delete
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
