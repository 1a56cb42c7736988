import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { DocumentUpload } from '../upload/document-upload';

/**
 * Adds documents to an application without its form (a locked one takes documents until a
 * decision, docs/product.md §5.2): one file at a time with progress, failures kept with their reason.
 */
export function ApplicationUpload({ applicationId }: { applicationId: number }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  return (
    <DocumentUpload
      target={{ applicationId }}
      // The application, its checklist, its requests and every list counting its documents.
      onUploaded={() => queryClient.invalidateQueries()}
      texts={{
        pickerLabel: t`Add Documents`,
        buttonLabel: t`Upload Documents`,
        uploaded: (count) =>
          t({
            message: plural(count, {
              one: 'The document was added to the application.',
              other: '# documents were added to the application.',
            }),
          }),
      }}
    />
  );
}
