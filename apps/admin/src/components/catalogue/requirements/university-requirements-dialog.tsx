import { useLingui } from '@lingui/react/macro';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTRPC, zodResolverInPageLanguage } from '@uniguide/client';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import {
  fromRows,
  RequirementRows,
  toRows,
  ZRequirementRows,
  type RequirementRowsFields,
} from './requirement-rows';
import { RequirementsDialogFrame } from './requirements-dialog-frame';
import { useRequirementsSaveFeedback } from './use-requirements-save-feedback';
import type { UniversityDialogProps } from '../catalogue-types';

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
}: UniversityDialogProps) {
  const { t } = useLingui();
  const trpc = useTRPC();
  const list = useQuery({
    ...trpc.admin.requirements.university.queryOptions({ universityId: university?.id ?? 0 }),
    enabled: open && university !== undefined,
  });
  const form = useForm<RequirementRowsFields>({
    resolver: zodResolverInPageLanguage(ZFields),
    values: { rows: toRows(list.data?.requirements ?? []) },
  });
  const feedback = useRequirementsSaveFeedback(onOpenChange, list);
  const save = useMutation(
    trpc.admin.requirements.setUniversity.mutationOptions({
      onSuccess: () => feedback.saved(),
      onError: feedback.failed,
    }),
  );
  // Read while rendering, so the form tracks it.
  const dirty = form.formState.isDirty;
  const submit = (values: RequirementRowsFields) => {
    if (!university || !list.data) return;
    if (!dirty) {
      feedback.unchanged();
      return;
    }
    save.mutate({
      universityId: university.id,
      requirements: fromRows(values.rows, { withDegrees: true }),
      expectedUpdatedAt: list.data.updatedAt,
    });
  };

  return (
    <RequirementsDialogFrame
      name={university?.name}
      description={t`Every program of the university requires these unless it has its own list. To submit: the agent cannot submit without it. Before forwarding: the admin is warned before sending the application to the university.`}
      open={open}
      onOpenChange={onOpenChange}
      onSubmit={form.handleSubmit(submit)}
      saving={save.isPending}
      list={list}
    >
      {() => (
        <RequirementRows
          idPrefix="university-requirement"
          control={form.control}
          errors={form.formState.errors}
          withDegrees
        />
      )}
    </RequirementsDialogFrame>
  );
}
