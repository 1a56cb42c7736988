import { useLingui } from '@lingui/react/macro';
import { Trash2Icon } from 'lucide-react';
import { ConfirmAction } from './confirm-action';

/** A small destructive button that asks first: the dialog's Delete runs `onConfirm`. */
export function ConfirmDeleteButton({
  label,
  accessibleName,
  title,
  description,
  disabled,
  onConfirm,
}: {
  /** The button's visible text, e.g. "Remove". */
  label: string;
  /** Names what goes, e.g. "Remove passport.pdf", where a list has one button per row. */
  accessibleName: string;
  title: string;
  description: string;
  disabled?: boolean;
  onConfirm: () => void;
}) {
  const { t } = useLingui();
  return (
    <ConfirmAction
      label={label}
      icon={Trash2Icon}
      variant="ghost"
      size="sm"
      className="text-destructive hover:bg-destructive/10 hover:text-destructive"
      disabled={disabled}
      aria-label={accessibleName}
      heading={title}
      description={description}
      confirmLabel={t`Delete`}
      confirmVariant="destructive"
      onConfirm={onConfirm}
    />
  );
}
