import { useCallback, useRef, useState, type BaseSyntheticEvent, type ChangeEvent } from 'react';
import type { Resolver } from 'react-hook-form';

type TextField = HTMLInputElement | HTMLTextAreaElement;
type FieldErrors<TValues> = Partial<Record<keyof TValues, { type?: string; message?: string }>>;

/** What `register(name)` spreads onto an input: the same keys as react-hook-form's. */
export interface TextFieldRegistration {
  name: string;
  ref: (element: TextField | null) => void;
  onChange: (event: ChangeEvent<TextField>) => void;
}

/**
 * The part of react-hook-form's `useForm` that the first pages' forms use (sign-in, contact), for forms
 * of text inputs only, without the library: react-hook-form is 15 KB gzip, and /auth and /contact
 * loaded it before any interaction (docs/decisions/084-first-page-javascript.md). It behaves as
 * `useForm({ resolver, defaultValues })` does with its default modes: the inputs stay uncontrolled and
 * take the default values when they mount; a submit runs the resolver on every value, shows its errors
 * and focuses the first field in error, or calls `onValid` with the resolver's values; after the first
 * submit, each change runs the resolver again and updates that field's error; `setError` sets one
 * until its field is checked again; `reset` empties the errors and the submitted state. Forms with
 * other controls, arrays or watched values keep react-hook-form.
 */
export function useTextForm<TValues extends Record<string, string>, TOutput>({
  resolver,
  defaultValues,
}: {
  resolver: Resolver<TValues, unknown, TOutput>;
  defaultValues: TValues;
}) {
  const values = useRef<TValues>({ ...defaultValues });
  const fields = useRef(new Map<keyof TValues, TextField>());
  const submitted = useRef(false);
  // Checks can wait on the network (the form checks' catalogs, decision 101): only the latest one's
  // result is shown, so a slow check never brings back an error the visitor has already fixed.
  const latestCheck = useRef(0);
  const [errors, setErrors] = useState<FieldErrors<TValues>>({});

  const validate = useCallback(
    async () =>
      resolver({ ...values.current }, undefined, { fields: {}, shouldUseNativeValidation: false }),
    [resolver],
  );

  const register = (name: keyof TValues & string): TextFieldRegistration => ({
    name,
    ref: (element) => {
      if (!element) {
        fields.current.delete(name);
        return;
      }
      fields.current.set(name, element);
      const value = values.current[name] ?? '';
      if (element.value !== value) element.value = value;
    },
    onChange: (event) => {
      values.current = { ...values.current, [name]: event.target.value };
      if (!submitted.current) return;
      const check = ++latestCheck.current;
      void validate().then(({ errors: found }) => {
        if (check !== latestCheck.current) return;
        const error = (found as FieldErrors<TValues>)[name];
        setErrors((current) => {
          if (current[name]?.message === error?.message && current[name]?.type === error?.type) {
            return current;
          }
          const next = { ...current };
          if (error) next[name] = error;
          else delete next[name];
          return next;
        });
      });
    },
  });

  const handleSubmit =
    (onValid: (output: TOutput) => unknown) => async (event?: BaseSyntheticEvent) => {
      event?.preventDefault();
      submitted.current = true;
      const check = ++latestCheck.current;
      const result = await validate();
      if (check !== latestCheck.current) return;
      const found = result.errors as FieldErrors<TValues>;
      setErrors(found);
      if (Object.keys(found).length > 0) {
        // The first field in error in the order the form registered them, as react-hook-form does.
        for (const [name, element] of fields.current) {
          if (found[name]) {
            element.focus();
            break;
          }
        }
        return;
      }
      await onValid(result.values as TOutput);
    };

  const setError = (name: keyof TValues, error: { type?: string; message?: string }) =>
    setErrors((current) => ({ ...current, [name]: error }));

  const reset = (next: TValues = defaultValues) => {
    values.current = { ...next };
    for (const [name, element] of fields.current) element.value = next[name] ?? '';
    submitted.current = false;
    setErrors({});
  };

  const setFocus = (name: keyof TValues) => fields.current.get(name)?.focus();

  return { register, handleSubmit, errors, setError, reset, setFocus };
}
