import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { ChevronDownIcon, LayoutDashboardIcon, LogOutIcon, UserRoundCogIcon } from 'lucide-react';
import { displayName, type PublicUser } from '@uniguide/domain';
import {
  Avatar,
  AvatarFallback,
  Button,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@uniguide/ui';

import { useSignOut } from './use-sign-out';

/**
 * The settings entry differs by place (docs/product.md §3): the public header offers "Profile Settings" (→ /profile),
 * the dashboard layout "Account Settings" (→ /dashboard/settings).
 */
const SETTINGS_ENTRY = {
  public: { to: '/profile', label: msg`Profile Settings` },
  workspace: { to: '/dashboard/settings', label: msg`Account Settings` },
} as const;

export function UserMenu({
  user,
  place = 'public',
}: {
  user: PublicUser;
  place?: keyof typeof SETTINGS_ENTRY;
}) {
  const settings = SETTINGS_ENTRY[place];
  const { t } = useLingui();
  const { signOut, pending } = useSignOut();
  const name = displayName(user);

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        {/* Named by its content, not aria-label: the visible name must be part of the button's name. */}
        <Button variant="ghost" className="h-10 gap-2 px-2">
          <Avatar className="size-8">
            <AvatarFallback name={name} aria-hidden="true" />
          </Avatar>
          <span className="sr-only">
            <Trans>Account menu for</Trans>{' '}
          </span>
          <span className="sr-only lg:hidden">{name}</span>
          {/* A name truncates in its own direction: a Latin name on an Arabic page keeps its start. */}
          <span dir="auto" className="hidden max-w-40 truncate lg:inline">
            {name}
          </span>
          <ChevronDownIcon className="size-4 text-muted-foreground" aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60">
        <DropdownMenuLabel className="grid gap-0.5">
          {/* The whole name, wrapped: cut short, a Latin name on an Arabic page would lose its start. */}
          <span className="break-words">
            <bdi>{name}</bdi>
          </span>
          <span dir="auto" className="truncate text-xs font-normal text-muted-foreground">
            {user.username}
          </span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/dashboard">
            <Trans>
              <LayoutDashboardIcon aria-hidden="true" />
              Dashboard
            </Trans>
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to={settings.to}>
            <UserRoundCogIcon aria-hidden="true" />
            {t(settings.label)}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem disabled={pending} onSelect={signOut}>
          <Trans>
            <LogOutIcon aria-hidden="true" />
            Sign out
          </Trans>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
