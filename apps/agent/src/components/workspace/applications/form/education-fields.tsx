import { useLingui } from '@lingui/react/macro';
import { QUALIFICATIONS } from '@uniguide/domain';
import type { ApplicationFormValues } from './form-values';
import { bindFields, type FieldsProps } from './section-fields';
import { SelectField } from './select-field';
import { TextField } from './text-field';
import { QUALIFICATION_MESSAGES } from '@uniguide/ui';

/** docs/product.md §3 "Educational Background": qualification, institution, graduation year, optional CGPA. */
export function EducationFields<T extends ApplicationFormValues, TOutput>(
  props: FieldsProps<T, TOutput>,
) {
  const { t } = useLingui();
  const { form, id, locked, field } = bindFields(props);
  const qualificationOptions = QUALIFICATIONS.map((value) => ({
    value,
    label: t(QUALIFICATION_MESSAGES[value]),
  }));
  return (
    <div className="grid items-start gap-5 sm:grid-cols-2">
      <SelectField
        control={form.control}
        name="highestQualification"
        id={id('highest-qualification')}
        label={t`Highest Qualification`}
        placeholder={t`Select qualification`}
        options={qualificationOptions}
        required
        disabled={locked}
      />
      <TextField
        {...field('qualificationName', 'qualification-name')}
        label={t`Name of Degree/Qualification`}
        required
        placeholder={t`e.g. High School Diploma, BSc Computer Science`}
      />
      <TextField
        {...field('institutionName', 'institution')}
        label={t`Institution Name`}
        required
      />
      <TextField
        {...field('graduationYear', 'graduation-year')}
        label={t`Graduation Year`}
        required
        inputMode="numeric"
        placeholder={t`e.g. 2024`}
        maxLength={10}
      />
      <TextField
        {...field('cgpa', 'cgpa')}
        label={t`CGPA (optional)`}
        description={t`As on the transcript, e.g. 3.6/4.0 or 85%.`}
        maxLength={20}
      />
    </div>
  );
}
