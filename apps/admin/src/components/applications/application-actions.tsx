import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const id = application.id;
  return (
    <>
      <ChangeStatusDialog
        application={application}
        trigger={
          <Button
            variant="outline"
            size="sm"
            aria-label={t`Change status of application #${id} (${name})`}
          >
            <ArrowRightLeftIcon aria-hidden="true" />
            <Trans>Change Status</Trans>
          </Button>
        }
      />
      <Button variant={viewVariant} size="sm" asChild>
        <Link
          to="/applications/$applicationId"
          params={{ applicationId: String(application.id) }}
          aria-label={t`View application #${id} (${name})`}
        >
          <EyeIcon aria-hidden="true" />
          <Trans>View</Trans>
        </Link>
      </Button>
    </>
  );
}
