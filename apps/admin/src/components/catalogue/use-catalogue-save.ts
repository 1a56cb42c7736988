import { useLingui } from '@lingui/react/macro';
import { errorIssues } from '@uniguide/client';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useCatalogueFeedback } from './use-catalogue-feedback';

/** The toasts of one catalogue dialog, in its own words. */
export interface CatalogueSaveMessages {
  created: string;
  updated: string;
  failed: string;
  termsUpdated: string;
  termsFailed: string;
  /** The new row is saved but its terms are not: what to do about it. */
  termsFailedOnCreate: string;
}

/** A create or update mutation, as far as the save needs it. */
interface DetailsMutation<Input> {
  mutate: (input: Input, options: { onSuccess: (row: { id: number }) => unknown }) => void;
}

/**
 * One form, two procedures: a catalogue row's details (create or update) and then its commission
 * terms, saved only when they changed. The dialog closes once both are saved; the server's field
 * issues land on the form's fields.
 */
export function useCatalogueSave<Fields extends FieldValues, Output>({
  form,
  fieldNames,
  termsFields,
  messages,
  close,
}: {
  form: UseFormReturn<Fields, unknown, Output>;
  /** The form's fields: a server issue on any other path has no field to show on. */
  fieldNames: readonly string[];
  /** The fields the terms procedure saves. */
  termsFields: readonly Path<Fields>[];
  messages: CatalogueSaveMessages;
  close: () => void;
}) {
  const { t } = useLingui();
  const feedback = useCatalogueFeedback();
  const setIssues = (error: unknown) => {
    for (const issue of errorIssues(error)) {
      if (fieldNames.includes(issue.path))
        form.setError(issue.path as Path<Fields>, { message: issue.message });
    }
  };
  const onError = (error: unknown) => {
    setIssues(error);
    feedback.failed(messages.failed, error);
  };

  /** After the details are saved: the terms when they changed, then close and say so. */
  const finish = async (
    title: string,
    editing: boolean,
    id: number,
    saveTerms: ((id: number) => Promise<unknown>) | undefined,
  ) => {
    if (saveTerms) {
      try {
        await saveTerms(id);
      } catch (error) {
        if (editing) {
          // The details are saved; the dialog stays open on the terms that were refused.
          await feedback.succeeded(title);
          setIssues(error);
          feedback.failed(messages.termsFailed, error);
          return;
        }
        close();
        await feedback.succeeded(title);
        feedback.failed(messages.termsFailedOnCreate, error);
        return;
      }
    }
    close();
    await feedback.succeeded(title);
  };

  const save = <Details extends object>({
    id,
    details,
    create,
    update,
    saveTerms,
  }: {
    /** The row being edited; none for a new one. */
    id: number | undefined;
    details: Details;
    create: DetailsMutation<Details>;
    update: DetailsMutation<Details & { id: number }>;
    /** Saves the row's terms; given only when they changed. */
    saveTerms?: (id: number) => Promise<unknown>;
  }) => {
    const dirty = Object.keys(form.formState.dirtyFields);
    const isTermsField = (field: string) => termsFields.some((name) => name === field);
    if (id !== undefined && dirty.every(isTermsField)) {
      // Only the terms changed: no empty "updated" entry in the audit log.
      void finish(
        dirty.length === 0 ? t`No changes to save` : messages.termsUpdated,
        true,
        id,
        saveTerms,
      );
    } else if (id !== undefined) {
      update.mutate(
        { ...details, id },
        { onSuccess: (row) => finish(messages.updated, true, row.id, saveTerms) },
      );
    } else {
      create.mutate(details, {
        onSuccess: (row) => finish(messages.created, false, row.id, saveTerms),
      });
    }
  };

  return { onError, save };
}
