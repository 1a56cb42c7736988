import { Trans, useLingui } from '@lingui/react/macro';
import { canExpire, intakeStartDate, isActive } from '@uniguide/domain';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@uniguide/ui';
import { DocumentsList } from '../../applications/shared/documents-list';
import type { StudentDocument, StudentProfile } from '../shared/types';
import { DeleteFileDocumentButton } from './delete-file-document-button';
import { DocumentExpiryEditor } from './document-expiry-editor';
import { StudentUpload } from './student-upload';

/**
 * The student's file: every document uploaded for them, reusable by any application, with the
 * expiry dates of passports and English certificates, and an upload to the file.
 */
export function StudentDocumentsCard({ student }: { student: StudentProfile }) {
  const { t } = useLingui();
  const intakeStartOf = earliestActiveIntake(student);
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle asChild>
          <h2>
            <Trans>Documents on File</Trans>
          </h2>
        </CardTitle>
        <CardDescription>
          <Trans>Uploaded once, attached to any of the student&apos;s applications.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <DocumentsList
          documents={student.documents}
          label={t`Documents on file`}
          empty={t`No documents on file yet.`}
          intakeStart={intakeStartOf}
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

/**
 * The earliest intake start among the active applications holding a document, so the file warns
 * "before the intake" exactly as the application page and the dashboard do.
 */
function earliestActiveIntake(student: StudentProfile) {
  const now = new Date();
  const starts = new Map<number, string>();
  for (const application of student.applications) {
    if (!isActive(application.status)) continue;
    const start = intakeStartDate(application.intakeDate, now);
    if (start) starts.set(application.id, start);
  }
  return (document: StudentDocument): string | null => {
    const held = document.applicationIds
      .map((id) => starts.get(id))
      .filter((start): start is string => start !== undefined)
      .sort();
    return held[0] ?? null;
  };
}
