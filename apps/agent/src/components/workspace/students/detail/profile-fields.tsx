import { GENDER_LABELS, GENDERS, QUALIFICATIONS } from '@uniguide/domain';
import { FormField, Input } from '@uniguide/ui';
import type { UseFormReturn } from 'react-hook-form';
import { CountryField } from '../../applications/form/country-field';
import { SelectField } from '../../applications/form/select-field';
import { localToday } from '../../applications/shared/local-today';
import type { StudentFormValues } from './profile-form-values';

const GENDER_OPTIONS = GENDERS.map((value) => ({ value, label: GENDER_LABELS[value] }));
const QUALIFICATION_OPTIONS = QUALIFICATIONS.map((value) => ({ value, label: value }));

/**
 * The student profile's inputs, labelled as on the apply form (the same fields under the
 * profile's own names).
 */
export function ProfileFields<TOutput>({
  form,
}: {
  form: UseFormReturn<StudentFormValues, unknown, TOutput>;
}) {
  const { errors } = form.formState;
  return (
    <div className="grid items-start gap-5 sm:grid-cols-2">
      <FormField
        id="student-first-name"
        label="First Name"
        required
        error={errors.firstName?.message}
      >
        <Input autoComplete="off" {...form.register('firstName')} />
      </FormField>
      <FormField id="student-last-name" label="Last Name" required error={errors.lastName?.message}>
        <Input autoComplete="off" {...form.register('lastName')} />
      </FormField>
      <FormField id="student-email" label="Email" required error={errors.email?.message}>
        <Input type="email" inputMode="email" autoComplete="off" {...form.register('email')} />
      </FormField>
      <FormField id="student-phone" label="Phone Number" required error={errors.phone?.message}>
        <Input type="tel" autoComplete="off" {...form.register('phone')} />
      </FormField>
      <CountryField
        control={form.control}
        name="nationality"
        id="student-nationality"
        label="Nationality"
        required
      />
      <FormField
        id="student-date-of-birth"
        label="Date of Birth"
        required
        error={errors.dateOfBirth?.message}
      >
        <Input type="date" min="1900-01-01" max={localToday()} {...form.register('dateOfBirth')} />
      </FormField>
      <FormField
        id="student-passport-number"
        label="Passport Number (optional)"
        description="As printed on the passport; spaces and dashes are ignored."
        error={errors.passportNumber?.message}
      >
        <Input
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={60}
          {...form.register('passportNumber')}
        />
      </FormField>
      <SelectField
        control={form.control}
        name="gender"
        id="student-gender"
        label="Gender"
        placeholder="Select gender"
        options={GENDER_OPTIONS}
        required
      />
      <SelectField
        control={form.control}
        name="highestQualification"
        id="student-highest-qualification"
        label="Highest Qualification"
        placeholder="Select qualification"
        options={QUALIFICATION_OPTIONS}
        required
      />
      <FormField
        id="student-qualification-name"
        label="Name of Degree/Qualification"
        required
        error={errors.qualificationName?.message}
      >
        <Input autoComplete="off" {...form.register('qualificationName')} />
      </FormField>
      <FormField
        id="student-institution"
        label="Institution Name"
        required
        error={errors.institutionName?.message}
      >
        <Input autoComplete="off" {...form.register('institutionName')} />
      </FormField>
      <FormField
        id="student-graduation-year"
        label="Graduation Year"
        required
        error={errors.graduationYear?.message}
      >
        <Input
          inputMode="numeric"
          autoComplete="off"
          maxLength={10}
          {...form.register('graduationYear')}
        />
      </FormField>
      <FormField id="student-cgpa" label="CGPA (optional)" error={errors.cgpa?.message}>
        <Input autoComplete="off" maxLength={20} {...form.register('cgpa')} />
      </FormField>
    </div>
  );
}
