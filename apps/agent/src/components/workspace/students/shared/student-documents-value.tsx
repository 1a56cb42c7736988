import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useFormatters } from '@uniguide/client';
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
  const { t } = useLingui();
  const format = useFormatters();
  if (item.documentCount === 0) {
    return (
      <span className="text-muted-foreground">
        <Trans>No documents</Trans>
      </span>
    );
  }
  const count = format.count(item.documentCount);
  return (
    <span className="flex flex-wrap items-center gap-2">
      <span>
        {t({
          message: plural(item.documentCount, {
            one: `${count} document`,
            other: `${count} documents`,
          }),
        })}
      </span>
      {item.expiringDocumentCount > 0 ? (
        <ExpiringDocumentsBadge count={item.expiringDocumentCount} />
      ) : null}
    </span>
  );
}
