import { Trans } from '@lingui/react/macro';
import { Button, DialogClose, DialogFooter, TitledDialog } from '@uniguide/ui';
import type { FormEventHandler, ReactNode } from 'react';

/**
 * A dialog that holds one form: title and description, the fields, then Cancel and the submit
 * button, which shows a spinner and stays disabled while the save is under way. `trigger` (a button)
 * opens it; without one the caller holds `open`.
 */
export function FormDialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  contentClassName,
  onSubmit,
  pending,
  submitLabel,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger?: ReactNode;
  title: string;
  description: ReactNode;
  /** Width and scrolling of the dialog's panel. */
  contentClassName?: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  pending: boolean;
  submitLabel: string;
  /** The fields. */
  children: ReactNode;
}) {
  return (
    <TitledDialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={trigger}
      title={title}
      description={description}
      contentClassName={contentClassName}
    >
      <form noValidate className="grid gap-4" onSubmit={onSubmit}>
        {children}
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button" variant="outline">
              <Trans>Cancel</Trans>
            </Button>
          </DialogClose>
          <Button type="submit" pending={pending}>
            {submitLabel}
          </Button>
        </DialogFooter>
      </form>
    </TitledDialog>
  );
}
