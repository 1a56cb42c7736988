import { useQueryClient } from '@tanstack/react-query';
import { DocumentUpload, type DocumentUploadTexts } from '../upload/document-upload';

const TEXTS: DocumentUploadTexts = {
  pickerLabel: 'Add Documents',
  buttonLabel: 'Upload Documents',
  uploaded: (count) =>
    count === 1
      ? 'The document was added to the application.'
      : `${count} documents were added to the application.`,
};

/**
 * Adds documents to an application without its form (a locked one takes documents until a
 * decision, docs/product.md §5.2): one file at a time with progress, failures kept with their reason.
 */
export function ApplicationUpload({ applicationId }: { applicationId: number }) {
  const queryClient = useQueryClient();
  return (
    <DocumentUpload
      target={{ applicationId }}
      // The application, its checklist, its requests and every list counting its documents.
      onUploaded={() => queryClient.invalidateQueries()}
      texts={TEXTS}
    />
  );
}
