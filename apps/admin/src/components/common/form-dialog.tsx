import { Trans } from '@lingui/react/macro';
import {
  Button,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@uniguide/ui';
import type { FormEventHandler, ReactNode } from 'react';

/**
 * A dialog that holds one form: title and description, the fields, then Cancel and the submit
 * button, which shows a spinner and stays disabled while the save is under way.
 */
export function FormDialog({
  open,
  onOpenChange,
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
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className={contentClassName}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
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
      </DialogContent>
    </Dialog>
  );
}
