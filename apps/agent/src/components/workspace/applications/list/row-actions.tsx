import { Link } from '@tanstack/react-router';
import { Button } from '@uniguide/ui';
import { EyeIcon, PencilIcon } from 'lucide-react';
import type { MouseEvent } from 'react';

// The row itself opens the edit page; a click on these must not bubble up and navigate twice.
const keepToSelf = (event: MouseEvent) => event.stopPropagation();

/** docs/product.md §3: View → /dashboard/applications/{id}, Edit → the edit route. */
export function RowActions({ id, studentName }: { id: number; studentName: string }) {
  const params = { applicationId: String(id) };
  return (
    <div className="flex items-center gap-2">
      <Button asChild variant="outline" size="sm">
        <Link
          to="/dashboard/applications/$applicationId"
          params={params}
          onClick={keepToSelf}
          aria-label={`View application for ${studentName}`}
        >
          <EyeIcon aria-hidden="true" />
          View
        </Link>
      </Button>
      <Button asChild variant="outline" size="sm">
        <Link
          to="/dashboard/applications/$applicationId/edit"
          params={params}
          onClick={keepToSelf}
          aria-label={`Edit application for ${studentName}`}
        >
          <PencilIcon aria-hidden="true" />
          Edit
        </Link>
      </Button>
    </div>
  );
}
