import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useLanguage, useLogout, useLogoSettings } from '@uniguide/client';
import { displayName, type PublicUser } from '@uniguide/domain';
import { Avatar, AvatarFallback, Button, LanguageSwitch, LogoSettingsDialog } from '@uniguide/ui';
import { LogOutIcon } from 'lucide-react';
import { ConsoleLogo } from './console-logo';
import { ConsoleMobileMenu } from './console-mobile-menu';

/** Logo, the logo settings (docs/product.md §3), the signed-in admin and sign-out (back to the sign-in page). */
export function ConsoleHeader({ user }: { user: PublicUser }) {
  const { t } = useLingui();
  const language = useLanguage();
  const logout = useLogout();
  const logoSettings = useLogoSettings();
  const navigate = useNavigate();
  const name = displayName(user);
  // The icon alone on phones; the name stays for screen readers.
  const signOutLabel = (
    <span className="sr-only sm:not-sr-only">
      <Trans>Sign out</Trans>
    </span>
  );

  return (
    <header className="border-b bg-card">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-2 px-4 sm:gap-3 sm:px-6">
        <div className="flex min-w-0 items-center gap-1 sm:gap-2">
          <ConsoleMobileMenu user={user} />
          <ConsoleLogo />
        </div>

        <div className="flex shrink-0 items-center gap-1 sm:gap-3">
          <LanguageSwitch {...language} />
          <LogoSettingsDialog placement={t`the console header`} {...logoSettings} />
          <div className="hidden items-center gap-2 md:flex">
            <Avatar className="size-8">
              <AvatarFallback name={name} aria-hidden="true" className="text-xs" />
            </Avatar>
            <div className="flex flex-col text-end leading-tight">
              <span dir="auto" className="max-w-48 truncate text-sm font-medium">
                {name}
              </span>
              <span dir="auto" className="max-w-48 truncate text-xs text-muted-foreground">
                {user.username}
              </span>
            </div>
          </div>
          <Button
            variant="outline"
            size="sm"
            pending={logout.isPending}
            pendingLabel={signOutLabel}
            onClick={() =>
              logout.mutate(undefined, {
                onSuccess: () => void navigate({ to: '/sign-in', replace: true }),
              })
            }
          >
            <LogOutIcon aria-hidden="true" />
            {signOutLabel}
          </Button>
        </div>
      </div>
    </header>
  );
}
