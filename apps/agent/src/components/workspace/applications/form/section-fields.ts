import type { UseFormReturn } from 'react-hook-form';
import type { ApplicationFormValues } from './form-values';

export interface FieldsProps<T extends ApplicationFormValues, TOutput> {
  form: UseFormReturn<T, unknown, TOutput>;
  /** Prefixes the input ids, so two forms on one page could not clash. */
  idPrefix: string;
  /** The application can no longer be edited: show the values, accept no input. */
  locked?: boolean;
}

/**
 * What the fields of one form section share: the form, ids under the section's prefix and the lock.
 * `field(name, id)` is the wiring of one TextField.
 */
export function bindFields<T extends ApplicationFormValues, TOutput>({
  form: extendedForm,
  idPrefix,
  locked,
}: FieldsProps<T, TOutput>) {
  // TypeScript cannot resolve field paths of a generic T; these fields exist on every such form.
  const form = extendedForm as unknown as UseFormReturn<ApplicationFormValues>;
  const id = (name: string) => `${idPrefix}-${name}`;
  const field = (name: keyof ApplicationFormValues, idName: string) => ({
    form,
    name,
    id: id(idName),
    disabled: locked,
  });
  return { form, id, locked, field };
}
