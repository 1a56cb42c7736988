import { Trans, useLingui } from '@lingui/react/macro';
import { Skeleton } from '@uniguide/ui';
import type { FormEventHandler, ReactNode } from 'react';
import { FormDialog } from '../../common/form-dialog';

/**
 * The dialog both required-documents editors open in: titled with the university's or program's
 * name, the fields once the list is read, else its loading or failure.
 */
export function RequirementsDialogFrame<T>({
  name,
  description,
  open,
  onOpenChange,
  onSubmit,
  saving,
  list,
  children,
}: {
  /** The university or program, once chosen. */
  name: string | undefined;
  description: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  saving: boolean;
  list: { data: T | undefined; isError: boolean };
  /** The fields, shown once the list is read. */
  children: (data: T) => ReactNode;
}) {
  const { t } = useLingui();
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={name !== undefined ? t`Required documents: ${name}` : t`Required documents`}
      description={description}
      contentClassName="max-h-[90vh] overflow-y-auto sm:max-w-2xl"
      onSubmit={onSubmit}
      pending={saving || !list.data}
      submitLabel={t`Save required documents`}
    >
      {list.data ? (
        children(list.data)
      ) : list.isError ? (
        <p role="alert" className="text-sm text-destructive">
          <Trans>The required documents could not be loaded.</Trans>
        </p>
      ) : (
        <Skeleton className="h-64 w-full" aria-label={t`Loading required documents…`} />
      )}
    </FormDialog>
  );
}
