import { Link } from '@tanstack/react-router';
import { Button } from '@uniguide/ui';
import { ArrowRightLeftIcon, EyeIcon } from 'lucide-react';
import type { ApplicationRow } from '../../lib/api-types';
import { ChangeStatusDialog } from './change-status/change-status-dialog';

/**
 * An application's two actions in the list, Change Status and View, named with its number and the
 * student so each button is unique on the page. The caller lays them out.
 */
export function ApplicationActions({
  application,
  name,
  viewVariant,
}: {
  application: ApplicationRow;
  /** The student's name, as the row shows it. */
  name: string;
  viewVariant: 'ghost' | 'secondary';
}) {
  return (
    <>
      <ChangeStatusDialog
        application={application}
        trigger={
          <Button
            variant="outline"
            size="sm"
            aria-label={`Change status of application #${application.id} (${name})`}
          >
            <ArrowRightLeftIcon aria-hidden="true" />
            Change Status
          </Button>
        }
      />
      <Button variant={viewVariant} size="sm" asChild>
        <Link
          to="/applications/$applicationId"
          params={{ applicationId: String(application.id) }}
          aria-label={`View application #${application.id} (${name})`}
        >
          <EyeIcon aria-hidden="true" />
          View
        </Link>
      </Button>
    </>
  );
}
