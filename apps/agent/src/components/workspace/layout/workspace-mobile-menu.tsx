import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { MenuSheet, SheetDescription, SheetTitle } from '@uniguide/ui';

import { WorkspaceLogo } from './workspace-logo';
import { WorkspaceNav } from './workspace-nav';

/** Below md the sidebar is replaced by this sheet, opened from the header. */
export function WorkspaceMobileMenu() {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);

  return (
    <MenuSheet
      open={open}
      onOpenChange={setOpen}
      triggerClassName="md:hidden"
      headerClassName="border-b"
      header={
        <>
          <SheetTitle className="sr-only">
            <Trans>Dashboard menu</Trans>
          </SheetTitle>
          <SheetDescription className="sr-only">
            <Trans>Sections of your dashboard</Trans>
          </SheetDescription>
          <WorkspaceLogo onNavigate={() => setOpen(false)} />
        </>
      }
    >
      <div className="p-3">
        <WorkspaceNav label={t`Dashboard menu`} onNavigate={() => setOpen(false)} />
      </div>
    </MenuSheet>
  );
}
