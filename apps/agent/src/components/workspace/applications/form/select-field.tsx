import { useLingui } from '@lingui/react/macro';
import { FormField, OptionSelect } from '@uniguide/ui';
import type { ReactNode } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps<T extends FieldValues, TOutput = T> {
  control: Control<T, unknown, TOutput>;
  name: Path<T>;
  id: string;
  label: ReactNode;
  options: readonly SelectOption[];
  placeholder?: string;
  description?: ReactNode;
  required?: boolean;
  disabled?: boolean;
}

/**
 * A react-hook-form field on the kit's Select. Radix announces the chosen value; FormField wires the
 * label and the error to the trigger, which is what receives focus.
 */
export function SelectField<T extends FieldValues, TOutput = T>({
  control,
  name,
  id,
  label,
  options,
  placeholder,
  description,
  required,
  disabled,
}: SelectFieldProps<T, TOutput>) {
  const { t } = useLingui();
  const { field, fieldState } = useController<T, Path<T>, TOutput>({ control, name });
  const value = typeof field.value === 'string' ? field.value : '';
  return (
    <FormField
      id={id}
      label={label}
      description={description}
      error={fieldState.error?.message}
      required={required}
    >
      {(controlProps) => (
        <OptionSelect
          {...controlProps}
          ref={field.ref}
          onBlur={field.onBlur}
          value={value}
          onValueChange={(next) => field.onChange(next)}
          disabled={disabled}
          name={field.name}
          placeholder={placeholder ?? t`Select…`}
          options={options}
        />
      )}
    </FormField>
  );
}
