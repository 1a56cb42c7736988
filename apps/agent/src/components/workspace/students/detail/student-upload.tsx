import {
  DocumentUpload,
  type DocumentUploadTexts,
} from '../../applications/upload/document-upload';
import { useRefreshStudent } from './use-refresh-student';

const TEXTS: DocumentUploadTexts = {
  pickerLabel: 'Add to File',
  buttonLabel: 'Upload to File',
  uploaded: (count) =>
    count === 1
      ? 'The document is on the student’s file.'
      : `${count} documents are on the student’s file.`,
};

/**
 * Uploads to the student's file alone (POST /api/students/{id}/documents), one file at a time with
 * progress as on the apply form. Files that did not arrive stay listed with their reason.
 */
export function StudentUpload({ studentId }: { studentId: number }) {
  const refresh = useRefreshStudent();
  return <DocumentUpload target={{ studentId }} onUploaded={refresh} texts={TEXTS} />;
}
