import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { canAgentEdit, normaliseStatus } from '@uniguide/domain';
import { Button } from '@uniguide/ui';
import { EyeIcon, PencilIcon } from 'lucide-react';
import type { MouseEvent } from 'react';

// The row itself opens the edit page; a click on these must not bubble up and navigate twice.
const keepToSelf = (event: MouseEvent) => event.stopPropagation();

/**
 * docs/product.md §3: View → /dashboard/applications/{id}, Edit → the edit route, offered only while
 * the agent may still change the application (docs/product.md §5.2). `compact` shows icons alone (the
 * table), the accessible names stay.
 */
export function RowActions({
  id,
  studentName,
  status,
  compact = false,
}: {
  id: number;
  studentName: string;
  status: string;
  compact?: boolean;
}) {
  const { t } = useLingui();
  const params = { applicationId: String(id) };
  const known = normaliseStatus(status);
  const editable = known !== null && canAgentEdit(known);
  const size = compact ? 'icon' : 'sm';
  return (
    <div className="flex items-center justify-end gap-2">
      <Button asChild variant="outline" size={size} title={compact ? t`View` : undefined}>
        <Link
          to="/dashboard/applications/$applicationId"
          params={params}
          onClick={keepToSelf}
          aria-label={t`View application for ${studentName}`}
        >
          <EyeIcon aria-hidden="true" />
          {compact ? null : t`View`}
        </Link>
      </Button>
      {editable ? (
        <Button asChild variant="outline" size={size} title={compact ? t`Edit` : undefined}>
          <Link
            to="/dashboard/applications/$applicationId/edit"
            params={params}
            onClick={keepToSelf}
            aria-label={t`Edit application for ${studentName}`}
          >
            <PencilIcon aria-hidden="true" />
            {compact ? null : t`Edit`}
          </Link>
        </Button>
      ) : null}
    </div>
  );
}
