import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useTRPC } from '@uniguide/client';
import { PROGRAM_HAS_APPLICATIONS_MESSAGE } from '@uniguide/domain';
import { Badge, Button } from '@uniguide/ui';
import { EyeIcon, EyeOffIcon } from 'lucide-react';
import type { AdminProgram } from './catalogue-types';
import { DeleteButton, DocumentsButton, EditButton } from './edit-button';
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
  const { t } = useLingui();
  const trpc = useTRPC();
  const feedback = useCatalogueFeedback();
  const name = program.name;
  const setHidden = useMutation(
    trpc.admin.program.setHidden.mutationOptions({
      onSuccess: (updated) =>
        feedback.succeeded(
          updated.hidden ? t`Program hidden` : t`Program visible`,
          updated.hidden
            ? t`${updated.name} no longer shows to agents.`
            : t`${updated.name} shows in the catalogue again.`,
        ),
      onError: (error) => feedback.failed(t`The program could not be updated`, error),
    }),
  );
  const remove = useMutation(
    trpc.admin.program.delete.mutationOptions({
      onSuccess: () => feedback.succeeded(t`Program deleted`),
      onError: (error) => feedback.failed(t`The program could not be deleted`, error),
    }),
  );
  return (
    <>
      <EditButton name={program.name} onClick={() => onEdit(program)} />
      <DocumentsButton name={name} onClick={() => onDocuments(program)} />
      <Button
        variant="ghost"
        size="sm"
        disabled={setHidden.isPending}
        aria-label={program.hidden ? t`Unhide ${name}` : t`Hide ${name}`}
        onClick={() => setHidden.mutate({ id: program.id, hidden: !program.hidden })}
      >
        {program.hidden ? <EyeIcon aria-hidden="true" /> : <EyeOffIcon aria-hidden="true" />}
        {program.hidden ? t`Unhide` : t`Hide`}
      </Button>
      <DeleteButton
        name={name}
        pending={remove.isPending}
        description={
          program.applicationCount > 0
            ? PROGRAM_HAS_APPLICATIONS_MESSAGE
            : t`The program is removed from the catalogue and from saved programs. This cannot be undone.`
        }
        onConfirm={() => remove.mutate({ id: program.id })}
      />
    </>
  );
}

/** "Hidden" beside a program the catalogue does not show agents; nothing for a shown one. */
export function HiddenBadge({ program }: { program: Pick<AdminProgram, 'hidden'> }) {
  return program.hidden ? (
    <Badge variant="warning">
      <Trans>Hidden</Trans>
    </Badge>
  ) : null;
}
