import { Trans, useLingui } from '@lingui/react/macro';
import { BRAND, displayName, type PublicUser } from '@uniguide/domain';
import { MenuSheet, Separator, SheetDescription, SheetTitle } from '@uniguide/ui';
import { useState } from 'react';
import { BackToMainLink } from './back-to-main-link';
import { NavLinks } from './nav-links';

const linkClass =
  'flex h-11 items-center gap-3 rounded-md px-3 text-sm font-medium text-muted-foreground outline-none transition-colors hover:bg-accent hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 data-[status=active]:bg-primary/10 data-[status=active]:text-primary';

/** Below lg (phones and tablets): the sections in a sheet from the left, opened from the header. */
export function ConsoleMobileMenu({ user }: { user: PublicUser }) {
  const { t } = useLingui();
  const brand = BRAND.name;
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);

  return (
    <MenuSheet
      open={open}
      onOpenChange={setOpen}
      triggerClassName="lg:hidden"
      header={
        <>
          <SheetTitle>
            <Trans>{brand} Admin Console</Trans>
          </SheetTitle>
          {/* Each cut in its own direction: a Latin name on an Arabic page keeps its start. */}
          <SheetDescription className="flex min-w-0 gap-1">
            <span dir="auto" className="truncate">
              {displayName(user)}
            </span>
            <span className="shrink-0">·</span>
            <span dir="auto" className="truncate">
              {user.username}
            </span>
          </SheetDescription>
        </>
      }
    >
      <Separator />
      <nav aria-label={t`Console`} className="p-2">
        <ul className="grid gap-1">
          <NavLinks linkClass={linkClass} iconClassName="size-4" onNavigate={close} />
        </ul>
      </nav>
      <Separator />
      <div className="p-4">
        <BackToMainLink onNavigate={close} />
      </div>
    </MenuSheet>
  );
}
