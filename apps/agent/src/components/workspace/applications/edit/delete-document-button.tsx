import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { ConfirmDeleteButton } from '@uniguide/ui';
import { useTRPC } from '@uniguide/client';
import { PRODUCT_TEXTS } from '../../common/product-texts';
import { useDeleteDocument } from '../../common/use-delete-document';
import type { ApplicationDocument } from '../shared/types';

/**
 * docs/product.md §3: Remove → "Delete Document" confirmation → document.delete with the application, which
 * takes the document off this application (it stays on the student's file), with the toasts of docs/product.md §6.
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
  const { t } = useLingui();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const remove = useDeleteDocument(() => {
    // Dropped from the cached application at once; the refetch brings anything else that moved.
    const key = trpc.application.byId.queryKey({ id: applicationId });
    queryClient.setQueryData(key, (current) =>
      current
        ? { ...current, documents: current.documents.filter((item) => item.id !== document.id) }
        : current,
    );
    // The application, its checklist and every list counting its documents.
    void queryClient.invalidateQueries({ queryKey: trpc.application.pathKey() });
  });

  return (
    <ConfirmDeleteButton
      label={t`Remove`}
      accessibleName={t`Remove ${document.originalFilename}`}
      title={t(PRODUCT_TEXTS.deleteDocumentDialog.title)}
      description={t(PRODUCT_TEXTS.deleteDocumentDialog.description)}
      disabled={disabled || remove.isPending}
      onConfirm={() => remove.mutate({ id: document.id, applicationId })}
    />
  );
}
