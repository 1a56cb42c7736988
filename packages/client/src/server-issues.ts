import { errorIssues, errorMessage } from './errors';

/**
 * Puts the server's field messages (a 400's `issues`) under the matching inputs, so a rule the form
 * could not check itself (e.g. a duplicate e-mail) is shown where it is fixed.
 */
export function showServerIssues<TName extends string>(
  error: unknown,
  setError: (name: NoInfer<TName>, error: { type: string; message: string }) => void,
  fields: readonly TName[],
): void {
  for (const issue of errorIssues(error)) {
    const field = fields.find((name) => name === issue.path);
    if (field) setError(field, { type: 'server', message: issue.message });
  }
}

/**
 * The inline message above a form (docs/product.md §6): the server's message, or `fallback` when it has none.
 * Null when there is no failure, or when the failure is already shown under one of the form's own
 * fields, so the same sentence is not printed twice.
 */
export function formFailureMessage(
  error: unknown,
  fallback: string,
  fields: readonly string[],
): string | null {
  if (!error) return null;
  if (errorIssues(error).some((issue) => fields.includes(issue.path))) return null;
  return errorMessage(error, fallback);
}
