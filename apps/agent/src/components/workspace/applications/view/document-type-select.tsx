import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage, useTRPC } from '@uniguide/client';
import { DOCUMENT_TYPES, type DocumentType } from '@uniguide/domain';
import { DOCUMENT_TYPE_MESSAGES, OptionSelect, toast } from '@uniguide/ui';

/**
 * The agent corrects a document's type while no admin has verified it (document.setType,
 * docs/decisions/024-application-conversation.md); the checklist follows at once.
 */
export function DocumentTypeSelect({
  document,
}: {
  document: { id: number; originalFilename: string; documentType: DocumentType };
}) {
  const { t } = useLingui();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const setType = useMutation(
    trpc.document.setType.mutationOptions({
      onSuccess: async () => {
        toast({ title: t`Document Type Changed`, description: document.originalFilename });
        await queryClient.invalidateQueries();
      },
      onError: (error) =>
        toast({
          title: t`Error`,
          description: errorMessage(error, t`The document type could not be changed.`),
          variant: 'destructive',
        }),
    }),
  );
  return (
    <OptionSelect
      value={document.documentType}
      disabled={setType.isPending}
      onValueChange={(type) => {
        if (type !== document.documentType) setType.mutate({ id: document.id, documentType: type });
      }}
      options={DOCUMENT_TYPES.map((type) => ({
        value: type,
        label: t(DOCUMENT_TYPE_MESSAGES[type]),
      }))}
      size="sm"
      className="w-44"
      aria-label={t`Document type of ${document.originalFilename}`}
    />
  );
}
