import { CountryPicker } from '@uniguide/client';
import { FormField } from '@uniguide/ui';
import type { ReactNode } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';

export interface CountryFieldProps<T extends FieldValues, TOutput = T> {
  control: Control<T, unknown, TOutput>;
  name: Path<T>;
  id: string;
  label: ReactNode;
  required?: boolean;
  disabled?: boolean;
}

/**
 * A react-hook-form field holding an ISO 3166-1 alpha-2 code, chosen on the kit's searchable
 * country picker; a text written before the list existed shows as it is until a country is chosen.
 */
export function CountryField<T extends FieldValues, TOutput = T>({
  control,
  name,
  id,
  label,
  required,
  disabled,
}: CountryFieldProps<T, TOutput>) {
  const { field, fieldState } = useController<T, Path<T>, TOutput>({ control, name });
  return (
    <FormField id={id} label={label} error={fieldState.error?.message} required={required}>
      {(controlProps) => (
        <CountryPicker
          {...controlProps}
          ref={field.ref}
          value={typeof field.value === 'string' ? field.value : ''}
          onValueChange={(next) => field.onChange(next)}
          onBlur={field.onBlur}
          disabled={disabled}
        />
      )}
    </FormField>
  );
}
