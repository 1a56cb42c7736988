import { useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useTRPC, zodResolverInPageLanguage } from '@uniguide/client';
import {
  bpsToPercent,
  DEGREE_LEVELS,
  DURATIONS,
  STUDY_FIELDS,
  ZProgramInput,
} from '@uniguide/domain';
import { Checkbox, FormField, Input, Label, Textarea } from '@uniguide/ui';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { FormDialog } from '../common/form-dialog';
import type { AdminProgram, AdminUniversity } from './catalogue-types';
import { useCommissionTerms, ZProgramRateField } from './commission-terms';
import { useCatalogueSave } from './use-catalogue-save';

interface Fields {
  universityId: string;
  name: string;
  degree: string;
  studyField: string;
  duration: string;
  tuition: string;
  tuitionAed: string;
  intake: string;
  requirements: string;
  description: string;
  language: string;
  hasScholarship: boolean;
  scholarshipDetails: string;
  hidden: boolean;
  /** The program's own commission rate; empty = the university's. */
  commissionRatePercent: string;
}

/** The program's details and its own commission rate: two procedures, one form. */
const ZProgramForm = ZProgramInput.extend(ZProgramRateField.shape);
type ProgramForm = z.infer<typeof ZProgramForm>;

const toFields = (program?: AdminProgram, ownRateBps: number | null = null): Fields => ({
  universityId: program ? String(program.universityId) : '',
  name: program?.name ?? '',
  degree: program?.degree ?? '',
  studyField: program?.studyField ?? '',
  duration: program?.duration ?? '',
  tuition: program?.tuition ?? '',
  tuitionAed:
    program?.tuitionAed === null || program === undefined ? '' : String(program.tuitionAed),
  intake: program?.intake.join('\n') ?? '',
  requirements: program?.requirements.join('\n') ?? '',
  description: program?.description ?? '',
  language: program?.language ?? '',
  hasScholarship: program?.hasScholarship ?? false,
  scholarshipDetails: program?.scholarshipDetails ?? '',
  hidden: program?.hidden ?? false,
  commissionRatePercent: ownRateBps === null ? '' : bpsToPercent(ownRateBps),
});
const FIELD_NAMES = Object.keys(toFields());

const selectClass =
  'h-9 w-full rounded-md border border-input bg-transparent px-3 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-invalid:border-destructive';

/** Create or edit a program: canonical values from the vocabularies (or none), list fields one per line. */
export function ProgramDialog({
  program,
  universities,
  open,
  onOpenChange,
}: {
  program?: AdminProgram;
  universities: readonly AdminUniversity[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useLingui();
  const trpc = useTRPC();
  const terms = useCommissionTerms();
  // The program's own rate lives with its university's terms; unknown until they have loaded.
  const ownRateBps = program
    ? terms.data
      ? (terms.data
          .find((row) => row.universityId === program.universityId)
          ?.overrides.find((override) => override.programId === program.id)?.commissionRateBps ??
        null)
      : undefined
    : null;
  const rateKnown = ownRateBps !== undefined;
  // The schema reads the form's strings (lines, numbers, blanks) the way it reads a REST body.
  const form = useForm<Fields, unknown, ProgramForm>({
    resolver: zodResolverInPageLanguage(ZProgramForm) as unknown as Resolver<
      Fields,
      unknown,
      ProgramForm
    >,
    values: toFields(program, ownRateBps ?? null),
  });
  const chosenUniversityId = Number(useWatch({ control: form.control, name: 'universityId' }));
  const chosenUniversity = universities.find((university) => university.id === chosenUniversityId);
  const universityRate = chosenUniversity ? bpsToPercent(chosenUniversity.commissionRateBps) : null;
  const { onError, save } = useCatalogueSave({
    form,
    fieldNames: FIELD_NAMES,
    termsFields: ['commissionRatePercent'],
    messages: {
      created: t`Program created`,
      updated: t`Program updated`,
      failed: t`The program could not be saved`,
      termsUpdated: t`Commission rate updated`,
      termsFailed: t`The commission rate could not be saved`,
      termsFailedOnCreate: t`The commission rate could not be saved; edit the program to set it`,
    },
    close: () => onOpenChange(false),
  });
  const saveRate = useMutation(trpc.admin.commissionTerms.updateProgram.mutationOptions());
  const create = useMutation(trpc.admin.program.create.mutationOptions({ onError }));
  const update = useMutation(trpc.admin.program.update.mutationOptions({ onError }));
  const submit = (values: ProgramForm) => {
    const { commissionRatePercent: rateBps, ...details } = values;
    save({
      id: program?.id,
      details,
      create,
      update,
      saveTerms:
        rateKnown && rateBps !== ownRateBps
          ? (programId) =>
              saveRate.mutateAsync({
                programId,
                commissionRatePercent: rateBps === null ? null : bpsToPercent(rateBps),
              })
          : undefined,
    });
  };
  const pending = create.isPending || update.isPending || saveRate.isPending;
  const errors = form.formState.errors;

  const choice = (
    field: 'universityId' | 'degree' | 'studyField' | 'duration',
    label: string,
    options: ReadonlyArray<{ value: string; label: string }>,
    required = false,
  ) => (
    <FormField
      id={`program-${field}`}
      label={label}
      required={required}
      error={errors[field]?.message}
    >
      <select className={selectClass} {...form.register(field)}>
        <option value="">{required ? t`Choose…` : t`Not set`}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FormField>
  );
  const vocabulary = (values: readonly string[]) =>
    values.map((value) => ({ value, label: value }));

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={program ? t`Edit ${program.name}` : t`Add program`}
      description={t`Degree level, field and duration come from the catalogue filters; leave one unset when the program fits none.`}
      contentClassName="max-h-[90vh] overflow-y-auto sm:max-w-2xl"
      onSubmit={form.handleSubmit(submit)}
      pending={pending}
      submitLabel={program ? t`Save changes` : t`Create program`}
    >
      <FormField id="program-name" label={t`Program name`} required error={errors.name?.message}>
        <Input {...form.register('name')} />
      </FormField>
      {choice(
        'universityId',
        t`University`,
        universities.map((university) => ({
          value: String(university.id),
          label: university.name,
        })),
        true,
      )}
      <div className="grid gap-4 sm:grid-cols-3">
        {choice('degree', t`Degree level`, vocabulary(DEGREE_LEVELS))}
        {choice('studyField', t`Field of study`, vocabulary(STUDY_FIELDS))}
        {choice('duration', t`Duration`, vocabulary(DURATIONS))}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="program-tuition"
          label={t`Tuition (as shown)`}
          error={errors.tuition?.message}
        >
          <Input placeholder={t`AED 65,000 per year`} {...form.register('tuition')} />
        </FormField>
        <FormField
          id="program-tuitionAed"
          label={t`Annual fee (AED)`}
          description={t`Left empty, it is read from the tuition text.`}
          error={errors.tuitionAed?.message}
        >
          <Input inputMode="numeric" {...form.register('tuitionAed')} />
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="program-intake"
          label={t`Intakes`}
          description={t`One per line.`}
          error={errors.intake?.message}
        >
          <Textarea rows={3} {...form.register('intake')} />
        </FormField>
        <FormField
          id="program-requirements"
          label={t`Requirements`}
          description={t`One per line.`}
          error={errors.requirements?.message}
        >
          <Textarea rows={3} {...form.register('requirements')} />
        </FormField>
      </div>
      <FormField
        id="program-description"
        label={t`Description`}
        error={errors.description?.message}
      >
        <Textarea rows={4} {...form.register('description')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="program-language"
          label={t`Language of teaching`}
          error={errors.language?.message}
        >
          <Input {...form.register('language')} />
        </FormField>
        <FormField
          id="program-scholarshipDetails"
          label={t`Scholarship details`}
          error={errors.scholarshipDetails?.message}
        >
          <Input {...form.register('scholarshipDetails')} />
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="program-commissionRatePercent"
          label={t`Commission rate (%)`}
          description={
            rateKnown
              ? universityRate !== null
                ? t`Admins only. Leave empty for the university's rate (${universityRate}%).`
                : t`Admins only. Leave empty for the university's rate.`
              : terms.isError
                ? t`The current rate could not be loaded; the other details can be saved now.`
                : t`Loading the current rate…`
          }
          error={errors.commissionRatePercent?.message}
        >
          <Input
            inputMode="decimal"
            readOnly={!rateKnown}
            placeholder={
              universityRate !== null
                ? t`${universityRate} (university's rate)`
                : t`University's rate`
            }
            {...form.register('commissionRatePercent')}
          />
        </FormField>
      </div>
      <div className="flex flex-wrap gap-6">
        {(['hasScholarship', 'hidden'] as const).map((field) => (
          <Controller
            key={field}
            control={form.control}
            name={field}
            render={({ field: control }) => (
              <div className="flex items-center gap-2">
                <Checkbox
                  id={`program-${field}`}
                  checked={control.value}
                  onCheckedChange={(checked) => control.onChange(checked)}
                />
                <Label htmlFor={`program-${field}`}>
                  {field === 'hidden' ? t`Hidden from agents` : t`Scholarship available`}
                </Label>
              </div>
            )}
          />
        ))}
      </div>
    </FormDialog>
  );
}
