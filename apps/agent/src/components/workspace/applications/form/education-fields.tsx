import { QUALIFICATIONS } from '@uniguide/domain';
import { FormField, Input } from '@uniguide/ui';
import type { UseFormReturn } from 'react-hook-form';
import type { ApplicationFormValues } from './form-values';
import { SelectField } from './select-field';
import type { FieldsProps } from './student-fields';

const QUALIFICATION_OPTIONS = QUALIFICATIONS.map((value) => ({ value, label: value }));

/** Spec §2 "Educational Background": qualification, institution, graduation year, optional CGPA. */
export function EducationFields<T extends ApplicationFormValues, TOutput>({
  form: extendedForm,
  idPrefix,
  locked,
}: FieldsProps<T, TOutput>) {
  // TypeScript cannot resolve field paths of a generic T; these fields exist on every such form.
  const form = extendedForm as unknown as UseFormReturn<ApplicationFormValues>;
  const { errors } = form.formState;
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <div className="grid items-start gap-5 sm:grid-cols-2">
      <SelectField
        control={form.control}
        name="highestQualification"
        id={id('highest-qualification')}
        label="Highest Qualification"
        placeholder="Select qualification"
        options={QUALIFICATION_OPTIONS}
        required
        disabled={locked}
      />
      <FormField
        id={id('qualification-name')}
        label="Name of Degree/Qualification"
        required
        error={errors.qualificationName?.message}
      >
        <Input
          autoComplete="off"
          placeholder="e.g. High School Diploma, BSc Computer Science"
          disabled={locked}
          {...form.register('qualificationName')}
        />
      </FormField>
      <FormField
        id={id('institution')}
        label="Institution Name"
        required
        error={errors.institutionName?.message}
      >
        <Input autoComplete="off" disabled={locked} {...form.register('institutionName')} />
      </FormField>
      <FormField
        id={id('graduation-year')}
        label="Graduation Year"
        required
        error={errors.graduationYear?.message}
      >
        <Input
          inputMode="numeric"
          autoComplete="off"
          placeholder="e.g. 2024"
          maxLength={10}
          disabled={locked}
          {...form.register('graduationYear')}
        />
      </FormField>
      <FormField
        id={id('cgpa')}
        label="CGPA (optional)"
        description="As on the transcript, e.g. 3.6/4.0 or 85%."
        error={errors.cgpa?.message}
      >
        <Input autoComplete="off" maxLength={20} disabled={locked} {...form.register('cgpa')} />
      </FormField>
    </div>
  );
}
