import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useFormatters } from '@uniguide/client';
import { Badge } from '@uniguide/ui';
import { TriangleAlertIcon } from 'lucide-react';

/**
 * The students list's warning: how many of the student's passports and English certificates are
 * expired or expire within the warning window. Nothing when none do.
 */
export function ExpiringDocumentsBadge({ count }: { count: number }) {
  const { t } = useLingui();
  const format = useFormatters();
  if (count <= 0) return null;
  const shown = format.count(count);
  return (
    <Badge
      variant="warning"
      title={t({
        message: plural(count, {
          one: `${shown} document expired or expiring soon`,
          other: `${shown} documents expired or expiring soon`,
        }),
      })}
    >
      <TriangleAlertIcon aria-hidden="true" />
      <Trans>{shown} expiring</Trans>
      <span className="sr-only">
        {t({
          message: plural(count, {
            one: ' or expired document',
            other: ' or expired documents',
          }),
        })}
      </span>
    </Badge>
  );
}
