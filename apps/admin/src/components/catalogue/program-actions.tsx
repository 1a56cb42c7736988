import { useMutation } from '@tanstack/react-query';
import { useTRPC } from '@uniguide/client';
import { PROGRAM_HAS_APPLICATIONS_MESSAGE } from '@uniguide/domain';
import { Button, ConfirmDeleteButton } from '@uniguide/ui';
import { EyeIcon, EyeOffIcon, FileCheckIcon } from 'lucide-react';
import type { AdminProgram } from './catalogue-types';
import { EditButton } from './edit-button';
import { useCatalogueFeedback } from './use-catalogue-feedback';

/** What the programs table and cards show, and where a row's Edit and Documents open their dialogs. */
export interface ProgramListProps {
  programs: readonly AdminProgram[];
  onEdit: (program: AdminProgram) => void;
  onDocuments: (program: AdminProgram) => void;
}

/** A program's buttons, in its table row and on its card: edit, documents, hide or unhide, delete. */
export function ProgramActions({
  program,
  onEdit,
  onDocuments,
}: { program: AdminProgram } & Omit<ProgramListProps, 'programs'>) {
  const trpc = useTRPC();
  const feedback = useCatalogueFeedback();
  const setHidden = useMutation(
    trpc.admin.program.setHidden.mutationOptions({
      onSuccess: (updated) =>
        feedback.succeeded(
          updated.hidden ? 'Program hidden' : 'Program visible',
          updated.hidden
            ? `${updated.name} no longer shows to agents.`
            : `${updated.name} shows in the catalogue again.`,
        ),
      onError: (error) => feedback.failed('The program could not be updated', error),
    }),
  );
  const remove = useMutation(
    trpc.admin.program.delete.mutationOptions({
      onSuccess: () => feedback.succeeded('Program deleted'),
      onError: (error) => feedback.failed('The program could not be deleted', error),
    }),
  );
  return (
    <>
      <EditButton name={program.name} onClick={() => onEdit(program)} />
      <Button
        variant="ghost"
        size="sm"
        aria-label={`Required documents for ${program.name}`}
        onClick={() => onDocuments(program)}
      >
        <FileCheckIcon aria-hidden="true" />
        Documents
      </Button>
      <Button
        variant="ghost"
        size="sm"
        disabled={setHidden.isPending}
        aria-label={`${program.hidden ? 'Unhide' : 'Hide'} ${program.name}`}
        onClick={() => setHidden.mutate({ id: program.id, hidden: !program.hidden })}
      >
        {program.hidden ? <EyeIcon aria-hidden="true" /> : <EyeOffIcon aria-hidden="true" />}
        {program.hidden ? 'Unhide' : 'Hide'}
      </Button>
      <ConfirmDeleteButton
        label="Delete"
        accessibleName={`Delete ${program.name}`}
        title={`Delete ${program.name}?`}
        disabled={remove.isPending}
        description={
          program.applicationCount > 0
            ? PROGRAM_HAS_APPLICATIONS_MESSAGE
            : 'The program is removed from the catalogue and from saved programs. This cannot be undone.'
        }
        onConfirm={() => remove.mutate({ id: program.id })}
      />
    </>
  );
}
