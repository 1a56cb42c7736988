import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useFormatters } from '@uniguide/client';
import {
  DocumentUpload,
  type DocumentUploadTexts,
} from '../../applications/upload/document-upload';
import { useRefreshStudent } from './use-refresh-student';

/**
 * Uploads to the student's file alone (POST /api/students/{id}/documents), one file at a time with
 * progress as on the apply form. Files that did not arrive stay listed with their reason.
 */
export function StudentUpload({ studentId }: { studentId: number }) {
  const { t } = useLingui();
  const format = useFormatters();
  const refresh = useRefreshStudent();
  const texts: DocumentUploadTexts = {
    pickerLabel: t`Add to File`,
    buttonLabel: t`Upload to File`,
    uploaded: (count) => {
      const shown = format.count(count);
      return t({
        message: plural(count, {
          one: 'The document is on the student’s file.',
          other: `${shown} documents are on the student’s file.`,
        }),
      });
    },
  };
  return <DocumentUpload target={{ studentId }} onUploaded={refresh} texts={texts} />;
}
