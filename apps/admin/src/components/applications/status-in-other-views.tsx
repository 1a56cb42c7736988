import { Trans } from '@lingui/react/macro';
import { Button, useStatusLabel } from '@uniguide/ui';
import type { ApplicationsSearch } from './applications-search';

/**
 * Under an empty queue filtered by a status: the queue views hold only some applications (those
 * waiting for an admin, or with the university), so the status may well be elsewhere. One click shows
 * every application with it.
 */
export function StatusInOtherViews({
  search,
  onSearchChange,
}: {
  search: ApplicationsSearch;
  onSearchChange: (next: ApplicationsSearch) => void;
}) {
  const statusText = useStatusLabel();
  const { status } = search;
  if (!status || search.view === 'all') return null;
  const shown = statusText(status).toLowerCase();
  return (
    <div className="flex flex-wrap items-center justify-center gap-2 px-4 pb-8 text-sm text-muted-foreground">
      <span>
        <Trans>This view lists only some applications.</Trans>
      </span>
      <Button
        variant="outline"
        size="sm"
        onClick={() => onSearchChange({ ...search, view: 'all', page: undefined })}
      >
        <Trans>Show every {shown} application</Trans>
      </Button>
    </div>
  );
}
