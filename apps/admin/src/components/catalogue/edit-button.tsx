import { Trans, useLingui } from '@lingui/react/macro';
import { Button, ConfirmDeleteButton } from '@uniguide/ui';
import { FileCheckIcon, PencilIcon } from 'lucide-react';

/** A row's Edit button, named with the row ("Edit Khalifa University") for screen readers and tests. */
export function EditButton({ name, onClick }: { name: string; onClick: () => void }) {
  const { t } = useLingui();
  return (
    <Button variant="ghost" size="sm" aria-label={t`Edit ${name}`} onClick={onClick}>
      <PencilIcon aria-hidden="true" />
      <Trans>Edit</Trans>
    </Button>
  );
}

/** "Documents" on a row or card of the catalogue: opens the required documents of `name`. */
export function DocumentsButton({ name, onClick }: { name: string; onClick: () => void }) {
  const { t } = useLingui();
  return (
    <Button
      variant="ghost"
      size="sm"
      aria-label={t`Required documents for ${name}`}
      onClick={onClick}
    >
      <FileCheckIcon aria-hidden="true" />
      <Trans>Documents</Trans>
    </Button>
  );
}

/** "Delete" on a row or card of the catalogue: asks first, saying what deleting `name` does. */
export function DeleteButton({
  name,
  pending,
  description,
  onConfirm,
}: {
  name: string;
  pending: boolean;
  description: string;
  onConfirm: () => void;
}) {
  const { t } = useLingui();
  return (
    <ConfirmDeleteButton
      label={t`Delete`}
      accessibleName={t`Delete ${name}`}
      title={t`Delete ${name}?`}
      disabled={pending}
      description={description}
      onConfirm={onConfirm}
    />
  );
}
