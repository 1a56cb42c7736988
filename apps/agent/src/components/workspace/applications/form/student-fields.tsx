import { GENDER_LABELS, GENDERS } from '@uniguide/domain';
import { localToday } from '../shared/local-today';
import type { ApplicationFormValues } from './form-values';
import { bindFields, type FieldsProps } from './section-fields';
import { CountryField } from './country-field';
import { SelectField } from './select-field';
import { TextField } from './text-field';

const GENDER_OPTIONS = GENDERS.map((value) => ({ value, label: GENDER_LABELS[value] }));

/** docs/product.md §3 "Student Information": name, contact, nationality, date of birth, passport, gender. */
export function StudentFields<T extends ApplicationFormValues, TOutput>(
  props: FieldsProps<T, TOutput>,
) {
  const { form, id, locked, field } = bindFields(props);
  return (
    <div className="grid items-start gap-5 sm:grid-cols-2">
      <TextField {...field('studentFirstName', 'first-name')} label="First Name" required />
      <TextField {...field('studentLastName', 'last-name')} label="Last Name" required />
      <TextField
        {...field('studentEmail', 'email')}
        label="Email"
        required
        type="email"
        inputMode="email"
        placeholder="student@example.com"
      />
      <TextField
        {...field('studentPhone', 'phone')}
        label="Phone Number"
        required
        type="tel"
        placeholder="+971 50 123 4567"
      />
      <CountryField
        control={form.control}
        name="studentNationality"
        id={id('nationality')}
        label="Nationality"
        required
        disabled={locked}
      />
      <TextField
        {...field('studentDateOfBirth', 'date-of-birth')}
        label="Date of Birth"
        required
        type="date"
        min="1900-01-01"
        max={localToday()}
      />
      <TextField
        {...field('studentPassportNumber', 'passport-number')}
        label="Passport Number (optional)"
        description="As printed on the passport; spaces and dashes are ignored."
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={60}
      />
      <SelectField
        control={form.control}
        name="studentGender"
        id={id('gender')}
        label="Gender"
        placeholder="Select gender"
        options={GENDER_OPTIONS}
        required
        disabled={locked}
      />
    </div>
  );
}
