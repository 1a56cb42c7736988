import { useNavigate } from '@tanstack/react-router';
import { useLogout } from '@uniguide/client';
import { BRAND, displayName, type PublicUser } from '@uniguide/domain';
import { Avatar, AvatarFallback, Button, Spinner } from '@uniguide/ui';
import { LogOutIcon } from 'lucide-react';
import { BrandMark } from './brand-mark';

/** Brand + "Admin Console", the signed-in admin, and sign-out (back to the sign-in page). */
export function ConsoleHeader({ user }: { user: PublicUser }) {
  const logout = useLogout();
  const navigate = useNavigate();
  const name = displayName(user);

  return (
    <header className="border-b bg-card">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 px-4 sm:px-6">
        <div className="flex min-w-0 items-center gap-3">
          <BrandMark />
          <div className="flex min-w-0 flex-col leading-tight sm:flex-row sm:items-center sm:gap-3">
            <span className="font-semibold">{BRAND.name}</span>
            <span aria-hidden="true" className="hidden h-5 w-px bg-border sm:block" />
            <span className="truncate text-sm text-muted-foreground sm:text-base sm:text-foreground">
              Admin Console
            </span>
          </div>
        </div>

        <div className="flex items-center gap-3">
          <div className="hidden items-center gap-2 md:flex">
            <Avatar className="size-8">
              <AvatarFallback name={name} aria-hidden="true" className="text-xs" />
            </Avatar>
            <div className="flex flex-col text-right leading-tight">
              <span className="max-w-48 truncate text-sm font-medium">{name}</span>
              <span className="max-w-48 truncate text-xs text-muted-foreground">
                {user.username}
              </span>
            </div>
          </div>
          <Button
            variant="outline"
            size="sm"
            disabled={logout.isPending}
            onClick={() =>
              logout.mutate(undefined, {
                onSuccess: () => void navigate({ to: '/sign-in', replace: true }),
              })
            }
          >
            {logout.isPending ? (
              <Spinner aria-hidden="true" label="" />
            ) : (
              <LogOutIcon aria-hidden="true" />
            )}
            Sign out
          </Button>
        </div>
      </div>
    </header>
  );
}
