import { Trans } from '@lingui/react/macro';
import type { ComponentType, ReactNode } from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from './alert-dialog';
import { Button, type ButtonProps } from './button';

export interface ConfirmActionProps extends Omit<
  ButtonProps,
  'children' | 'onClick' | 'asChild' | 'pendingLabel'
> {
  /** The button's text, and the confirming button's unless `confirmLabel` says otherwise. */
  label: string;
  /** Drawn before the label; a spinner takes its place while `pending`. */
  icon?: ComponentType<{ 'aria-hidden'?: boolean | 'true' | 'false' }>;
  /** The action runs: the button is disabled and shows a spinner. */
  pending?: boolean;
  /** The dialog's question: "Deactivate Acme?". */
  heading: ReactNode;
  /** What happens if the reader confirms. */
  description: ReactNode;
  confirmLabel?: string;
  /** `destructive` when the action cannot be taken back. */
  confirmVariant?: 'default' | 'destructive';
  onConfirm: () => void;
}

/**
 * A button that asks first: it opens a dialog with the question, Cancel and the confirming button,
 * which runs `onConfirm`. The button's own props (variant, size, aria-label…) pass through.
 */
export function ConfirmAction({
  label,
  icon: Icon,
  pending = false,
  heading,
  description,
  confirmLabel = label,
  confirmVariant,
  onConfirm,
  disabled,
  ...button
}: ConfirmActionProps) {
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button pending={pending} pendingLabel={label} disabled={disabled} {...button}>
          {Icon ? <Icon aria-hidden="true" /> : null}
          {label}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{heading}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>
            <Trans>Cancel</Trans>
          </AlertDialogCancel>
          <AlertDialogAction variant={confirmVariant} onClick={onConfirm}>
            {confirmLabel}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
