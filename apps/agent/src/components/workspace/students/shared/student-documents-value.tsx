import type { StudentSummary } from '@uniguide/domain';
import { ExpiringDocumentsBadge } from './expiring-documents-badge';

/**
 * The student's file at a glance: how many documents are on it, with the expiring ones flagged.
 * Never "Up to date" for a file with nothing on it.
 */
export function StudentDocumentsValue({
  item,
}: {
  item: Pick<StudentSummary, 'documentCount' | 'expiringDocumentCount'>;
}) {
  if (item.documentCount === 0) {
    return <span className="text-muted-foreground">No documents</span>;
  }
  return (
    <span className="flex flex-wrap items-center gap-2">
      <span>
        {item.documentCount} {item.documentCount === 1 ? 'document' : 'documents'}
      </span>
      {item.expiringDocumentCount > 0 ? (
        <ExpiringDocumentsBadge count={item.expiringDocumentCount} />
      ) : null}
    </span>
  );
}
