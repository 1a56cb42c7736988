import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTRPC } from '@uniguide/client';
import { Skeleton } from '@uniguide/ui';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormDialog } from '../../common/form-dialog';
import { useCatalogueFeedback } from '../use-catalogue-feedback';
import {
  fromRows,
  RequirementRows,
  toRows,
  ZRequirementRows,
  type RequirementRowsFields,
} from './requirement-rows';

const ZFields = z.object({ rows: ZRequirementRows });

/**
 * A university's default required documents (docs/decisions/024-application-conversation.md): every
 * program of the university without its own list requires these. The save carries the time the list
 * was read, so a second admin's change is refused rather than overwritten.
 */
export function UniversityRequirementsDialog({
  university,
  open,
  onOpenChange,
}: {
  university?: { id: number; name: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const trpc = useTRPC();
  const feedback = useCatalogueFeedback();
  const list = useQuery({
    ...trpc.admin.requirements.university.queryOptions({ universityId: university?.id ?? 0 }),
    enabled: open && university !== undefined,
  });
  const form = useForm<RequirementRowsFields>({
    resolver: zodResolver(ZFields),
    values: { rows: toRows(list.data?.requirements ?? []) },
  });
  const save = useMutation(
    trpc.admin.requirements.setUniversity.mutationOptions({
      onSuccess: async () => {
        onOpenChange(false);
        await feedback.succeeded('Required documents updated');
      },
      onError: (error) => {
        feedback.failed('The required documents could not be saved', error);
        void list.refetch();
      },
    }),
  );
  // Read while rendering, so the form tracks it.
  const dirty = form.formState.isDirty;
  const submit = (values: RequirementRowsFields) => {
    if (!university || !list.data) return;
    if (!dirty) {
      onOpenChange(false);
      void feedback.succeeded('No changes to save');
      return;
    }
    save.mutate({
      universityId: university.id,
      requirements: fromRows(values.rows, { withDegrees: true }),
      expectedUpdatedAt: list.data.updatedAt,
    });
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={university ? `Required documents: ${university.name}` : 'Required documents'}
      description="Every program of the university requires these unless it has its own list. To submit: the agent cannot submit without it. Before forwarding: the admin is warned before sending the application to the university."
      contentClassName="max-h-[90vh] overflow-y-auto sm:max-w-2xl"
      onSubmit={form.handleSubmit(submit)}
      pending={save.isPending || !list.data}
      submitLabel="Save required documents"
    >
      {list.data ? (
        <RequirementRows
          idPrefix="university-requirement"
          control={form.control}
          errors={form.formState.errors}
          withDegrees
        />
      ) : list.isError ? (
        <p role="alert" className="text-sm text-destructive">
          The required documents could not be loaded.
        </p>
      ) : (
        <Skeleton className="h-64 w-full" aria-label="Loading required documents…" />
      )}
    </FormDialog>
  );
}
