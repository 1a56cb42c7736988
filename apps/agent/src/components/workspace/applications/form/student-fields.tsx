import { useLingui } from '@lingui/react/macro';
import { GENDERS } from '@uniguide/domain';
import { localToday } from '../shared/local-today';
import type { ApplicationFormValues } from './form-values';
import { bindFields, type FieldsProps } from './section-fields';
import { CountryField } from './country-field';
import { SelectField } from './select-field';
import { TextField } from './text-field';
import { GENDER_MESSAGES } from '@uniguide/ui';

/** docs/product.md §3 "Student Information": name, contact, nationality, date of birth, passport, gender. */
export function StudentFields<T extends ApplicationFormValues, TOutput>(
  props: FieldsProps<T, TOutput>,
) {
  const { t } = useLingui();
  const { form, id, locked, field } = bindFields(props);
  const genderOptions = GENDERS.map((value) => ({ value, label: t(GENDER_MESSAGES[value]) }));
  return (
    <div className="grid items-start gap-5 sm:grid-cols-2">
      <TextField {...field('studentFirstName', 'first-name')} label={t`First Name`} required />
      <TextField {...field('studentLastName', 'last-name')} label={t`Last Name`} required />
      <TextField
        {...field('studentEmail', 'email')}
        label={t`Email`}
        required
        type="email"
        inputMode="email"
        // An address and a phone number read left to right on a right-to-left page too.
        dir="ltr"
        placeholder={t`student@example.com`}
      />
      <TextField
        {...field('studentPhone', 'phone')}
        label={t`Phone Number`}
        required
        type="tel"
        dir="ltr"
        placeholder="+971 50 123 4567"
      />
      <CountryField
        control={form.control}
        name="studentNationality"
        id={id('nationality')}
        label={t`Nationality`}
        required
        disabled={locked}
      />
      <TextField
        {...field('studentDateOfBirth', 'date-of-birth')}
        label={t`Date of Birth`}
        required
        type="date"
        min="1900-01-01"
        max={localToday()}
      />
      <TextField
        {...field('studentPassportNumber', 'passport-number')}
        label={t`Passport Number (optional)`}
        description={t`As printed on the passport; spaces and dashes are ignored.`}
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={60}
      />
      <SelectField
        control={form.control}
        name="studentGender"
        id={id('gender')}
        label={t`Gender`}
        placeholder={t`Select gender`}
        options={genderOptions}
        required
        disabled={locked}
      />
    </div>
  );
}
