import type { ReactNode } from 'react';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
  type SelectTriggerProps,
} from './select';

export interface SelectOption<V extends string> {
  value: V;
  label: ReactNode;
}

/**
 * The kit's Select over a list of options: the trigger (it takes the trigger's props: id, size,
 * classes, label, ref) shows the chosen one or the placeholder, and a choice comes back as one of
 * the options' values.
 */
export function OptionSelect<V extends string>({
  value,
  onValueChange,
  options,
  placeholder,
  disabled,
  name,
  ...trigger
}: {
  /** '' or `undefined` shows the placeholder. */
  value: V | '' | undefined;
  onValueChange: (value: V) => void;
  options: readonly SelectOption<V>[];
  placeholder?: string;
  disabled?: boolean;
  name?: string;
} & Omit<SelectTriggerProps, 'children' | 'value' | 'disabled' | 'name'>) {
  return (
    <Select
      value={value}
      disabled={disabled}
      name={name}
      onValueChange={(chosen) => {
        const option = options.find((candidate) => candidate.value === chosen);
        if (option) onValueChange(option.value);
      }}
    >
      <SelectTrigger {...trigger}>
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent>
        {options.map((option) => (
          <SelectItem key={option.value} value={option.value}>
            {option.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
