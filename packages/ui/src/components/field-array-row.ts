import type { Control, FieldErrors, FieldValues, UseFormRegister } from 'react-hook-form';

/**
 * What one row of a form's list (react-hook-form's `useFieldArray`: a fee, a certificate) gets from
 * the form around it: its place in the list and the form's control, register and errors.
 * `TOutput` is what the form's resolver turns the fields into.
 */
export interface FieldArrayRowProps<TFields extends FieldValues, TOutput = TFields> {
  index: number;
  control: Control<TFields, unknown, TOutput>;
  register: UseFormRegister<TFields>;
  errors: FieldErrors<TFields>;
}
