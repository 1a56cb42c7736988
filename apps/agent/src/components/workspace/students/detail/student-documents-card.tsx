import { canExpire } from '@uniguide/domain';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@uniguide/ui';
import { DocumentsList } from '../../applications/shared/documents-list';
import type { StudentProfile } from '../shared/types';
import { DeleteFileDocumentButton } from './delete-file-document-button';
import { DocumentExpiryEditor } from './document-expiry-editor';
import { StudentUpload } from './student-upload';

/**
 * The student's file: every document uploaded for them, reusable by any application, with the
 * expiry dates of passports and English certificates, and an upload to the file.
 */
export function StudentDocumentsCard({ student }: { student: StudentProfile }) {
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle asChild>
          <h2>Documents on File</h2>
        </CardTitle>
        <CardDescription>
          Uploaded once, attached to any of the student&apos;s applications.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <DocumentsList
          documents={student.documents}
          label="Documents on file"
          empty="No documents on file yet."
          expiry={(document) =>
            canExpire(document.documentType) ? (
              <DocumentExpiryEditor key={document.expiresOn ?? ''} document={document} />
            ) : null
          }
          actions={(document) => <DeleteFileDocumentButton document={document} />}
        />
        <StudentUpload studentId={student.id} />
      </CardContent>
    </Card>
  );
}
