import { Trans } from '@lingui/react/macro';
import { TitledDialog } from '@uniguide/ui';
import { useState, type ReactElement } from 'react';
import { ChangeStatusForm, type ChangeStatusTarget } from './change-status-form';

export type { ChangeStatusTarget };

/**
 * docs/product.md §3 Change Status dialog, opened by `trigger` (focus returns to it on close). The form is
 * mounted only while open, so every opening starts from a clean form and a fresh history.
 */
export function ChangeStatusDialog({
  application,
  trigger,
}: {
  application: ChangeStatusTarget;
  trigger: ReactElement;
}) {
  const [open, setOpen] = useState(false);
  return (
    <TitledDialog
      open={open}
      onOpenChange={setOpen}
      trigger={trigger}
      title={<Trans>Change Application Status</Trans>}
      description={
        <Trans>Application #{application.id}. The agent is notified of the change.</Trans>
      }
      contentClassName="sm:max-w-xl"
    >
      <ChangeStatusForm application={application} onDone={() => setOpen(false)} />
    </TitledDialog>
  );
}
