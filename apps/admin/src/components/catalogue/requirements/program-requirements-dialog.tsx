import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTRPC, zodResolverInPageLanguage } from '@uniguide/client';
import { requirementApplies, type ProgramRequirements } from '@uniguide/domain';
import { RequirementsList } from '@uniguide/ui';
import { useForm, useWatch, type Control, type UseFormReturn } from 'react-hook-form';
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

type Source = 'university' | 'program';
interface Fields extends RequirementRowsFields {
  source: Source;
}
const ZFields = z.object({ source: z.enum(['university', 'program']), rows: ZRequirementRows });

/** The university's default as it applies to this program (its degree level). */
function universityDefault(data: ProgramRequirements, degree: string | null) {
  return data.university.requirements.filter((item) => requirementApplies(item, degree));
}

/** The override starts from what the program requires today, so switching changes nothing yet. */
function toFields(data: ProgramRequirements | undefined, degree: string | null): Fields {
  if (!data) return { source: 'university', rows: toRows([]) };
  return {
    source: data.override ? 'program' : 'university',
    rows: toRows(data.override?.requirements ?? universityDefault(data, degree)),
  };
}

function SourceChoice({
  form,
  universityName,
}: {
  form: UseFormReturn<Fields>;
  universityName: string;
}) {
  const { t } = useLingui();
  const options: { value: Source; label: string; hint: string }[] = [
    {
      value: 'university',
      label: t`Use the university's default`,
      hint: t`Follows ${universityName}'s list, including later changes to it.`,
    },
    {
      value: 'program',
      label: t`This program has its own list`,
      hint: t`Replaces the university's default entirely for this program.`,
    },
  ];
  const source = useWatch({ control: form.control, name: 'source' });
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">
        <Trans>Required documents come from</Trans>
      </legend>
      {options.map((option) => (
        <label
          key={option.value}
          className="flex cursor-pointer items-start gap-3 rounded-lg border p-3 has-[:checked]:border-primary has-[:checked]:bg-primary/5"
        >
          <input
            type="radio"
            className="mt-1 size-4 accent-primary"
            value={option.value}
            checked={source === option.value}
            {...form.register('source')}
          />
          <span className="grid gap-0.5">
            <span className="text-sm font-medium">{option.label}</span>
            <span className="text-xs text-muted-foreground">{option.hint}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}

/**
 * A program's required documents (docs/decisions/024-application-conversation.md): its university's
 * default, or its own list replacing it. Choosing the default again removes the program's list.
 */
export function ProgramRequirementsDialog({
  program,
  open,
  onOpenChange,
}: {
  program?: { id: number; name: string; degree: string | null; university: { name: string } };
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useLingui();
  const trpc = useTRPC();
  const degree = program?.degree ?? null;
  const list = useQuery({
    ...trpc.admin.requirements.program.queryOptions({ programId: program?.id ?? 0 }),
    enabled: open && program !== undefined,
  });
  const form = useForm<Fields>({
    resolver: zodResolverInPageLanguage(ZFields),
    values: toFields(list.data, degree),
  });
  const source = useWatch({ control: form.control, name: 'source' });
  const feedback = useRequirementsSaveFeedback(onOpenChange, list);
  const save = useMutation(
    trpc.admin.requirements.setProgram.mutationOptions({
      onSuccess: (result) =>
        feedback.saved(
          result.source === 'program'
            ? t`The program has its own list.`
            : t`The program follows its university's default.`,
        ),
      onError: feedback.failed,
    }),
  );
  // Read while rendering, so the form tracks it.
  const dirty = form.formState.isDirty;
  const submit = (values: Fields) => {
    if (!program || !list.data) return;
    const unchanged = !dirty || (values.source === 'university' && !list.data.override);
    if (unchanged) {
      feedback.unchanged();
      return;
    }
    save.mutate({
      programId: program.id,
      requirements:
        values.source === 'program' ? fromRows(values.rows, { withDegrees: false }) : null,
      expectedUpdatedAt: list.data.override?.updatedAt ?? null,
    });
  };
  const universityName = program?.university.name ?? t`the university`;

  return (
    <RequirementsDialogFrame
      name={program?.name}
      description={t`To submit: the agent cannot submit without it. Before forwarding: the admin is warned before sending the application to the university.`}
      open={open}
      onOpenChange={onOpenChange}
      onSubmit={form.handleSubmit(submit)}
      saving={save.isPending}
      list={list}
    >
      {(data) => (
        <>
          <SourceChoice form={form} universityName={universityName} />
          {source === 'program' ? (
            <RequirementRows
              idPrefix="program-requirement"
              control={form.control as unknown as Control<RequirementRowsFields>}
              errors={form.formState.errors}
              withDegrees={false}
            />
          ) : (
            <section
              aria-label={t`${universityName}'s default`}
              className="grid gap-3 rounded-lg border p-3"
            >
              <h3 className="text-sm font-medium">
                {degree
                  ? t`${universityName}'s default for ${degree} programs`
                  : t`${universityName}'s default`}
              </h3>
              <RequirementsList requirements={universityDefault(data, degree)} />
            </section>
          )}
        </>
      )}
    </RequirementsDialogFrame>
  );
}
