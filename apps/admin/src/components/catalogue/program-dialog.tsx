import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { errorIssues, useTRPC } from '@uniguide/client';
import {
  DEGREE_LEVELS,
  DURATIONS,
  STUDY_FIELDS,
  ZProgramInput,
  type ProgramInput,
} from '@uniguide/domain';
import {
  Button,
  Checkbox,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  FormField,
  Input,
  Label,
  Spinner,
  Textarea,
} from '@uniguide/ui';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import type { AdminProgram, AdminUniversity } from './catalogue-types';
import { useCatalogueFeedback } from './use-catalogue-feedback';

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
}

const toFields = (program?: AdminProgram): Fields => ({
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
});

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
  const trpc = useTRPC();
  const feedback = useCatalogueFeedback();
  // The schema reads the form's strings (lines, numbers, blanks) the way it reads a REST body.
  const form = useForm<Fields, unknown, ProgramInput>({
    resolver: zodResolver(ZProgramInput) as unknown as Resolver<Fields, unknown, ProgramInput>,
    values: toFields(program),
  });
  const onError = (error: unknown) => {
    for (const issue of errorIssues(error)) {
      if (issue.path in toFields())
        form.setError(issue.path as keyof Fields, { message: issue.message });
    }
    feedback.failed('The program could not be saved', error);
  };
  const done = (title: string) => async () => {
    onOpenChange(false);
    await feedback.succeeded(title);
  };
  const create = useMutation(
    trpc.admin.program.create.mutationOptions({ onSuccess: done('Program created'), onError }),
  );
  const update = useMutation(
    trpc.admin.program.update.mutationOptions({ onSuccess: done('Program updated'), onError }),
  );
  const pending = create.isPending || update.isPending;
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
        <option value="">{required ? 'Choose…' : 'Not set'}</option>
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
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{program ? `Edit ${program.name}` : 'Add program'}</DialogTitle>
          <DialogDescription>
            Degree level, field and duration come from the catalogue filters; leave one unset when
            the program fits none.
          </DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={form.handleSubmit((values) =>
            program ? update.mutate({ ...values, id: program.id }) : create.mutate(values),
          )}
        >
          <FormField id="program-name" label="Program name" required error={errors.name?.message}>
            <Input {...form.register('name')} />
          </FormField>
          {choice(
            'universityId',
            'University',
            universities.map((university) => ({
              value: String(university.id),
              label: university.name,
            })),
            true,
          )}
          <div className="grid gap-4 sm:grid-cols-3">
            {choice('degree', 'Degree level', vocabulary(DEGREE_LEVELS))}
            {choice('studyField', 'Field of study', vocabulary(STUDY_FIELDS))}
            {choice('duration', 'Duration', vocabulary(DURATIONS))}
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              id="program-tuition"
              label="Tuition (as shown)"
              error={errors.tuition?.message}
            >
              <Input placeholder="AED 65,000 per year" {...form.register('tuition')} />
            </FormField>
            <FormField
              id="program-tuitionAed"
              label="Annual fee (AED)"
              description="Left empty, it is read from the tuition text."
              error={errors.tuitionAed?.message}
            >
              <Input inputMode="numeric" {...form.register('tuitionAed')} />
            </FormField>
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              id="program-intake"
              label="Intakes"
              description="One per line."
              error={errors.intake?.message}
            >
              <Textarea rows={3} {...form.register('intake')} />
            </FormField>
            <FormField
              id="program-requirements"
              label="Requirements"
              description="One per line."
              error={errors.requirements?.message}
            >
              <Textarea rows={3} {...form.register('requirements')} />
            </FormField>
          </div>
          <FormField
            id="program-description"
            label="Description"
            error={errors.description?.message}
          >
            <Textarea rows={4} {...form.register('description')} />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              id="program-language"
              label="Language of teaching"
              error={errors.language?.message}
            >
              <Input {...form.register('language')} />
            </FormField>
            <FormField
              id="program-scholarshipDetails"
              label="Scholarship details"
              error={errors.scholarshipDetails?.message}
            >
              <Input {...form.register('scholarshipDetails')} />
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
                      onCheckedChange={(checked) => control.onChange(checked === true)}
                    />
                    <Label htmlFor={`program-${field}`}>
                      {field === 'hidden' ? 'Hidden from agents' : 'Scholarship available'}
                    </Label>
                  </div>
                )}
              />
            ))}
          </div>
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" disabled={pending}>
              {pending ? <Spinner aria-hidden="true" label="" /> : null}
              {program ? 'Save changes' : 'Create program'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
