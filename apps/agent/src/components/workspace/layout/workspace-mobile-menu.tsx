import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { MenuIcon } from 'lucide-react';
import {
  Button,
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from '@uniguide/ui';

import { WorkspaceLogo } from './workspace-logo';
import { WorkspaceNav } from './workspace-nav';

/** Below md the sidebar is replaced by this sheet, opened from the header. */
export function WorkspaceMobileMenu() {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);

  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" className="md:hidden" aria-label={t`Open menu`}>
          <MenuIcon className="size-5" aria-hidden="true" />
        </Button>
      </SheetTrigger>
      <SheetContent side="start" className="gap-0">
        <SheetHeader className="border-b">
          <SheetTitle className="sr-only">
            <Trans>Dashboard menu</Trans>
          </SheetTitle>
          <SheetDescription className="sr-only">
            <Trans>Sections of your dashboard</Trans>
          </SheetDescription>
          <WorkspaceLogo onNavigate={() => setOpen(false)} />
        </SheetHeader>
        <div className="p-3">
          <WorkspaceNav label={t`Dashboard menu`} onNavigate={() => setOpen(false)} />
        </div>
      </SheetContent>
    </Sheet>
  );
}
