import { Trans, useLingui } from '@lingui/react/macro';
import type { RefObject } from 'react';
import { Link } from '@tanstack/react-router';
import { LayoutDashboardIcon, LogOutIcon, UserRoundCogIcon } from 'lucide-react';
import { displayName, type PublicUser } from '@uniguide/domain';
import {
  Button,
  Separator,
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
  BrandMark,
} from '@uniguide/ui';

import { PUBLIC_NAV_LINKS } from './nav-links';
import { useSignOut } from './use-sign-out';

const itemClass =
  'flex items-center gap-3 rounded-md px-3 py-2.5 text-base font-medium outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 data-[status=active]:bg-primary/10 data-[status=active]:text-primary';

export interface MobileNavSheetProps {
  user: PublicUser | null | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opened the sheet: it lives outside the sheet, so focus is handed back by hand. */
  trigger: RefObject<HTMLButtonElement | null>;
}

/** The header's links and account actions in a sheet; loaded by `MobileNav` when first opened. */
export function MobileNavSheet({ user, open, onOpenChange, trigger }: MobileNavSheetProps) {
  const { t } = useLingui();
  const { signOut, pending } = useSignOut();
  const close = () => onOpenChange(false);

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="end"
        className="gap-0"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          trigger.current?.focus();
        }}
      >
        <SheetHeader className="border-b">
          <SheetTitle className="flex items-center gap-2">
            <BrandMark className="size-6" />
            <Trans>Menu</Trans>
          </SheetTitle>
          <SheetDescription className="sr-only">
            <Trans>Site navigation and account</Trans>
          </SheetDescription>
        </SheetHeader>
        <nav aria-label={t`Mobile`} className="grid gap-1 p-4">
          {PUBLIC_NAV_LINKS.map((link) => (
            <Link key={link.to} to={link.to} className={itemClass} onClick={close}>
              {t(link.label)}
            </Link>
          ))}
        </nav>
        <Separator />
        <div className="grid gap-2 p-4">
          {user ? (
            <>
              {/* Wrapped, not cut: cut short, a Latin name on an Arabic page would lose its start. */}
              <p className="px-3 pb-1 text-sm break-words text-muted-foreground">
                <Trans>Signed in as {displayName(user)}</Trans>
              </p>
              <Link to="/dashboard" className={itemClass} onClick={close}>
                <Trans>
                  <LayoutDashboardIcon className="size-4" aria-hidden="true" />
                  Dashboard
                </Trans>
              </Link>
              <Link to="/profile" className={itemClass} onClick={close}>
                <Trans>
                  <UserRoundCogIcon className="size-4" aria-hidden="true" />
                  Profile Settings
                </Trans>
              </Link>
              <button
                type="button"
                className={itemClass}
                disabled={pending}
                onClick={() => {
                  close();
                  signOut();
                }}
              >
                <Trans>
                  <LogOutIcon className="size-4" aria-hidden="true" />
                  Sign out
                </Trans>
              </button>
            </>
          ) : user === null ? (
            <>
              <Button asChild variant="outline" size="lg">
                <Link to="/auth" onClick={close}>
                  <Trans>Login</Trans>
                </Link>
              </Button>
              <Button asChild size="lg">
                <Link to="/auth" search={{ mode: 'signup' }} onClick={close}>
                  <Trans>Sign Up</Trans>
                </Link>
              </Button>
            </>
          ) : null}
        </div>
      </SheetContent>
    </Sheet>
  );
}
