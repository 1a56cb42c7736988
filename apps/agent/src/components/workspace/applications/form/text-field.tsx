import { FormField, Input, type InputProps } from '@uniguide/ui';
import type { ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { ApplicationFormValues } from './form-values';

/** A plain input of the apply/edit form, registered by name, with its label and error message. */
export function TextField({
  form,
  name,
  id,
  label,
  description,
  required,
  ...inputProps
}: Omit<InputProps, 'form' | 'name' | 'id'> & {
  form: UseFormReturn<ApplicationFormValues>;
  name: keyof ApplicationFormValues;
  id: string;
  label: ReactNode;
  description?: ReactNode;
  required?: boolean;
}) {
  return (
    <FormField
      id={id}
      label={label}
      description={description}
      required={required}
      error={form.formState.errors[name]?.message}
    >
      <Input autoComplete="off" {...inputProps} {...form.register(name)} />
    </FormField>
  );
}
