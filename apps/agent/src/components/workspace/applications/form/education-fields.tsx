import { QUALIFICATIONS } from '@uniguide/domain';
import type { ApplicationFormValues } from './form-values';
import { bindFields, type FieldsProps } from './section-fields';
import { SelectField } from './select-field';
import { TextField } from './text-field';

const QUALIFICATION_OPTIONS = QUALIFICATIONS.map((value) => ({ value, label: value }));

/** docs/product.md §3 "Educational Background": qualification, institution, graduation year, optional CGPA. */
export function EducationFields<T extends ApplicationFormValues, TOutput>(
  props: FieldsProps<T, TOutput>,
) {
  const { form, id, locked, field } = bindFields(props);
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
      <TextField
        {...field('qualificationName', 'qualification-name')}
        label="Name of Degree/Qualification"
        required
        placeholder="e.g. High School Diploma, BSc Computer Science"
      />
      <TextField {...field('institutionName', 'institution')} label="Institution Name" required />
      <TextField
        {...field('graduationYear', 'graduation-year')}
        label="Graduation Year"
        required
        inputMode="numeric"
        placeholder="e.g. 2024"
        maxLength={10}
      />
      <TextField
        {...field('cgpa', 'cgpa')}
        label="CGPA (optional)"
        description="As on the transcript, e.g. 3.6/4.0 or 85%."
        maxLength={20}
      />
    </div>
  );
}
