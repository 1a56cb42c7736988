import { useLingui } from '@lingui/react/macro';
import { GENDERS, QUALIFICATIONS } from '@uniguide/domain';
import { FormField, GENDER_MESSAGES, Input, QUALIFICATION_MESSAGES } from '@uniguide/ui';
import type { UseFormReturn } from 'react-hook-form';
import { CountryField } from '../../applications/form/country-field';
import { SelectField } from '../../applications/form/select-field';
import { localToday } from '../../applications/shared/local-today';
import type { StudentFormValues } from './profile-form-values';

/**
 * The student profile's inputs, labelled as on the apply form (the same fields under the
 * profile's own names).
 */
export function ProfileFields<TOutput>({
  form,
}: {
  form: UseFormReturn<StudentFormValues, unknown, TOutput>;
}) {
  const { t } = useLingui();
  const { errors } = form.formState;
  const genderOptions = GENDERS.map((value) => ({ value, label: t(GENDER_MESSAGES[value]) }));
  const qualificationOptions = QUALIFICATIONS.map((value) => ({
    value,
    label: t(QUALIFICATION_MESSAGES[value]),
  }));
  return (
    <div className="grid items-start gap-5 sm:grid-cols-2">
      <FormField
        id="student-first-name"
        label={t`First Name`}
        required
        error={errors.firstName?.message}
      >
        <Input autoComplete="off" {...form.register('firstName')} />
      </FormField>
      <FormField
        id="student-last-name"
        label={t`Last Name`}
        required
        error={errors.lastName?.message}
      >
        <Input autoComplete="off" {...form.register('lastName')} />
      </FormField>
      <FormField id="student-email" label={t`Email`} required error={errors.email?.message}>
        <Input type="email" inputMode="email" autoComplete="off" {...form.register('email')} />
      </FormField>
      <FormField id="student-phone" label={t`Phone Number`} required error={errors.phone?.message}>
        <Input type="tel" autoComplete="off" {...form.register('phone')} />
      </FormField>
      <CountryField
        control={form.control}
        name="nationality"
        id="student-nationality"
        label={t`Nationality`}
        required
      />
      <FormField
        id="student-date-of-birth"
        label={t`Date of Birth`}
        required
        error={errors.dateOfBirth?.message}
      >
        <Input type="date" min="1900-01-01" max={localToday()} {...form.register('dateOfBirth')} />
      </FormField>
      <FormField
        id="student-passport-number"
        label={t`Passport Number (optional)`}
        description={t`As printed on the passport; spaces and dashes are ignored.`}
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
        label={t`Gender`}
        placeholder={t`Select gender`}
        options={genderOptions}
        required
      />
      <SelectField
        control={form.control}
        name="highestQualification"
        id="student-highest-qualification"
        label={t`Highest Qualification`}
        placeholder={t`Select qualification`}
        options={qualificationOptions}
        required
      />
      <FormField
        id="student-qualification-name"
        label={t`Name of Degree/Qualification`}
        required
        error={errors.qualificationName?.message}
      >
        <Input autoComplete="off" {...form.register('qualificationName')} />
      </FormField>
      <FormField
        id="student-institution"
        label={t`Institution Name`}
        required
        error={errors.institutionName?.message}
      >
        <Input autoComplete="off" {...form.register('institutionName')} />
      </FormField>
      <FormField
        id="student-graduation-year"
        label={t`Graduation Year`}
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
      <FormField id="student-cgpa" label={t`CGPA (optional)`} error={errors.cgpa?.message}>
        <Input autoComplete="off" maxLength={20} {...form.register('cgpa')} />
      </FormField>
    </div>
  );
}
