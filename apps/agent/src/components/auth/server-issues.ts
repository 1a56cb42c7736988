import { errorIssues } from '@uniguide/client';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/**
 * Puts the server's field messages (a 400's `issues`) under the matching inputs, so a rule the form
 * could not check itself (e.g. a duplicate e-mail) is shown where it is fixed.
 */
export function showServerIssues<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): void {
  for (const issue of errorIssues(error)) {
    const field = fields.find((name) => name === issue.path);
    if (field) setError(field, { type: 'server', message: issue.message });
  }
}
