import { useMutation } from '@tanstack/react-query';
import { useTRPC } from '@uniguide/client';
import { Button, ConfirmDeleteButton } from '@uniguide/ui';
import { BanknoteIcon, FileCheckIcon } from 'lucide-react';
import type { AdminUniversity } from './catalogue-types';
import { formatTerms } from './commission-terms';
import { EditButton } from './edit-button';
import { useCatalogueFeedback } from './use-catalogue-feedback';

/** What the universities table and cards show, and where a row's Edit and Documents open their dialogs. */
export interface UniversityListProps {
  universities: readonly AdminUniversity[];
  /** How many of the university's programs have their own commission rate. */
  overrideCount: (universityId: number) => number;
  onEdit: (university: AdminUniversity) => void;
  onDocuments: (university: AdminUniversity) => void;
  onFees: (university: AdminUniversity) => void;
}

/** "12 (2 hidden)" */
export function UniversityProgramCount({ university }: { university: AdminUniversity }) {
  return (
    <>
      {university.programCount}
      {university.hiddenProgramCount > 0 ? (
        <span className="text-muted-foreground"> ({university.hiddenProgramCount} hidden)</span>
      ) : null}
    </>
  );
}

/** "12.5% · 60 days", and how many programs have their own rate. */
export function UniversityTerms({
  university,
  overrides,
}: {
  university: AdminUniversity;
  overrides: number;
}) {
  return (
    <span>
      {formatTerms(university)}
      {overrides > 0 ? (
        <span className="block text-xs text-muted-foreground">
          {overrides} {overrides === 1 ? 'program' : 'programs'} with own rate
        </span>
      ) : null}
    </span>
  );
}

/** A university's buttons, in its table row and on its card: edit, documents, fees, delete. */
export function UniversityActions({
  university,
  onEdit,
  onDocuments,
  onFees,
}: { university: AdminUniversity } & Pick<
  UniversityListProps,
  'onEdit' | 'onDocuments' | 'onFees'
>) {
  const trpc = useTRPC();
  const feedback = useCatalogueFeedback();
  const remove = useMutation(
    trpc.admin.university.delete.mutationOptions({
      onSuccess: () => feedback.succeeded('University deleted'),
      onError: (error) => feedback.failed('The university could not be deleted', error),
    }),
  );
  return (
    <>
      <EditButton name={university.name} onClick={() => onEdit(university)} />
      <Button
        variant="ghost"
        size="sm"
        aria-label={`Required documents for ${university.name}`}
        onClick={() => onDocuments(university)}
      >
        <FileCheckIcon aria-hidden="true" />
        Documents
      </Button>
      <Button
        variant="ghost"
        size="sm"
        aria-label={`Fees for ${university.name}`}
        onClick={() => onFees(university)}
      >
        <BanknoteIcon aria-hidden="true" />
        Fees
      </Button>
      <ConfirmDeleteButton
        label="Delete"
        accessibleName={`Delete ${university.name}`}
        title={`Delete ${university.name}?`}
        disabled={remove.isPending}
        description={
          university.programCount > 0
            ? `${university.name} still has ${university.programCount} programs; the server will refuse until they are moved or deleted.`
            : 'The university is removed from the catalogue. This cannot be undone.'
        }
        onConfirm={() => remove.mutate({ id: university.id })}
      />
    </>
  );
}
