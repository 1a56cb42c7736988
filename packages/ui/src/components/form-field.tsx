import type * as React from 'react';
import { Slot } from 'radix-ui';

import { cn } from '../lib/cn';
import { Label } from './label';

/** The props a FormField hands to its control so that label, hint and error are announced with it. */
export type FormFieldControlProps = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'aria-required': true | undefined;
};

export type FormFieldProps = Omit<React.ComponentProps<'div'>, 'id' | 'children'> & {
  /** The control's id: the label points at it and the hint/error ids derive from it. */
  id: string;
  label: React.ReactNode;
  description?: React.ReactNode;
  /** Validation message, e.g. react-hook-form's `errors.email?.message`. Empty means valid. */
  error?: string;
  /** Shows a visual marker and sets `aria-required`; validation itself stays with the form schema. */
  required?: boolean;
  /**
   * Either one element that accepts the wiring props (Input, Textarea, a native input), or a render
   * function for composites whose focusable part is nested, e.g. `<Select>` → `<SelectTrigger {...c}>`.
   * The first argument is safe to spread onto a DOM element; the second carries `labelId` for controls
   * that `<label for>` cannot target (Slider thumbs), which use `aria-labelledby` instead.
   */
  children:
    | React.ReactElement
    | ((control: FormFieldControlProps, field: { labelId: string }) => React.ReactNode);
};

/**
 * Label + control + optional hint + error, with the ARIA wiring done once here rather than in every
 * form: the control is `aria-invalid` while there is an error and `aria-describedby` the hint and the
 * error, and the error is a `role="alert"` so it is read out as soon as it appears.
 */
export function FormField({
  id,
  label,
  description,
  error,
  required,
  className,
  children,
  ...props
}: FormFieldProps) {
  const labelId = `${id}-label`;
  const descriptionId = description ? `${id}-description` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [descriptionId, errorId].filter(Boolean).join(' ') || undefined;

  const control: FormFieldControlProps = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    'aria-required': required ? true : undefined,
  };

  return (
    <div
      data-slot="form-field"
      data-invalid={error ? true : undefined}
      className={cn('grid content-start gap-2', className)}
      {...props}
    >
      <Label id={labelId} htmlFor={id} className={cn(error && 'text-destructive')}>
        {label}
        {required ? (
          <span aria-hidden="true" className="text-destructive">
            *
          </span>
        ) : null}
      </Label>
      {typeof children === 'function' ? (
        children(control, { labelId })
      ) : (
        <Slot.Root {...control}>{children}</Slot.Root>
      )}
      {description ? (
        <p
          id={descriptionId}
          data-slot="form-field-description"
          className="text-sm text-muted-foreground"
        >
          {description}
        </p>
      ) : null}
      {error ? (
        <p
          id={errorId}
          role="alert"
          data-slot="form-field-error"
          className="text-sm font-medium text-destructive"
        >
          {error}
        </p>
      ) : null}
    </div>
  );
}
