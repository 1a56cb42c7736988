import { GENDER_LABELS, GENDERS } from '@uniguide/domain';
import { FormField, Input } from '@uniguide/ui';
import type { UseFormReturn } from 'react-hook-form';
import { localToday } from '../shared/local-today';
import type { ApplicationFormValues } from './form-values';
import { SelectField } from './select-field';

const GENDER_OPTIONS = GENDERS.map((value) => ({ value, label: GENDER_LABELS[value] }));

export interface FieldsProps<T extends ApplicationFormValues, TOutput> {
  form: UseFormReturn<T, unknown, TOutput>;
  /** Prefixes the input ids, so two forms on one page could not clash. */
  idPrefix: string;
  /** The application can no longer be edited: show the values, accept no input. */
  locked?: boolean;
}

/** Spec §2 "Student Information": name, contact, nationality, date of birth, gender. */
export function StudentFields<T extends ApplicationFormValues, TOutput>({
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
      <FormField
        id={id('first-name')}
        label="First Name"
        required
        error={errors.studentFirstName?.message}
      >
        <Input autoComplete="off" disabled={locked} {...form.register('studentFirstName')} />
      </FormField>
      <FormField
        id={id('last-name')}
        label="Last Name"
        required
        error={errors.studentLastName?.message}
      >
        <Input autoComplete="off" disabled={locked} {...form.register('studentLastName')} />
      </FormField>
      <FormField id={id('email')} label="Email" required error={errors.studentEmail?.message}>
        <Input
          type="email"
          inputMode="email"
          autoComplete="off"
          placeholder="student@example.com"
          disabled={locked}
          {...form.register('studentEmail')}
        />
      </FormField>
      <FormField
        id={id('phone')}
        label="Phone Number"
        required
        error={errors.studentPhone?.message}
      >
        <Input
          type="tel"
          autoComplete="off"
          placeholder="+971 50 123 4567"
          disabled={locked}
          {...form.register('studentPhone')}
        />
      </FormField>
      <FormField
        id={id('nationality')}
        label="Nationality"
        required
        error={errors.studentNationality?.message}
      >
        <Input autoComplete="off" disabled={locked} {...form.register('studentNationality')} />
      </FormField>
      <FormField
        id={id('date-of-birth')}
        label="Date of Birth"
        required
        error={errors.studentDateOfBirth?.message}
      >
        <Input
          type="date"
          min="1900-01-01"
          max={localToday()}
          disabled={locked}
          {...form.register('studentDateOfBirth')}
        />
      </FormField>
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
