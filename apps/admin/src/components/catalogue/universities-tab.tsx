import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { DASHBOARD_QUERY, useTRPC } from '@uniguide/client';
import { Button } from '@uniguide/ui';
import { PlusIcon } from 'lucide-react';
import { useWideScreen } from '../../lib/use-media-query';
import { ListCard } from '../common/list-card';
import type { AdminUniversity } from './catalogue-types';
import { useCommissionTerms } from './commission-terms';
import { UniversitiesTable } from './universities-table';
import { UniversityCards } from './university-cards';
import { UniversityRequirementsDialog } from './requirements/university-requirements-dialog';
import { FeeLinesDialog } from './fee-lines-dialog';
import { UniversityDialog } from './university-dialog';
import { useEditDialog } from './use-edit-dialog';

/** Every university with its program counts; add, edit, and delete the empty ones. */
export function UniversitiesTab() {
  const { t } = useLingui();
  const trpc = useTRPC();
  const wide = useWideScreen();
  const list = useQuery(trpc.admin.university.list.queryOptions(undefined, DASHBOARD_QUERY));
  const terms = useCommissionTerms();
  const dialog = useEditDialog<AdminUniversity>();
  const documents = useEditDialog<AdminUniversity>();
  const fees = useEditDialog<AdminUniversity>();
  const rows = {
    overrideCount: (id: number) =>
      terms.data?.find((row) => row.universityId === id)?.overrides.length ?? 0,
    onEdit: dialog.openDialog,
    onDocuments: documents.openDialog,
    onFees: fees.openDialog,
  };

  return (
    <div className="grid gap-4">
      <div className="flex justify-end">
        <Button onClick={() => dialog.openDialog()}>
          <PlusIcon aria-hidden="true" />
          <Trans>Add university</Trans>
        </Button>
      </div>
      <ListCard
        query={list}
        failedTitle={t`The universities could not be loaded.`}
        loadingLabel={t`Loading universities…`}
        skeletonRows={5}
      >
        {(universities) =>
          wide ? (
            <UniversitiesTable universities={universities} {...rows} />
          ) : (
            <UniversityCards universities={universities} {...rows} />
          )
        }
      </ListCard>
      <UniversityDialog
        university={dialog.editing}
        open={dialog.open}
        onOpenChange={dialog.setOpen}
      />
      <UniversityRequirementsDialog
        university={documents.editing}
        open={documents.open}
        onOpenChange={documents.setOpen}
      />
      <FeeLinesDialog university={fees.editing} open={fees.open} onOpenChange={fees.setOpen} />
    </div>
  );
}
