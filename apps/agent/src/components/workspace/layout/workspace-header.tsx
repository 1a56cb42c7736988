import { useLanguage, useLogoSettings } from '@uniguide/client';
import { LanguageSwitch, LogoSettingsDialog } from '@uniguide/ui';
import type { PublicUser } from '@uniguide/domain';

import { NotificationBell } from '../notifications/notification-bell';
import { WorkspaceLogo } from './workspace-logo';
import { WorkspaceMobileMenu } from './workspace-mobile-menu';
import { UserMenu } from '../../public/user-menu';

/** Top bar of every dashboard page: menu and logo on phones, then the account tools. */
export function WorkspaceHeader({ user }: { user: PublicUser }) {
  const logoSettings = useLogoSettings();
  const language = useLanguage();
  return (
    <header className="sticky top-0 z-30 flex h-16 shrink-0 items-center gap-2 border-b bg-background/95 px-3 backdrop-blur supports-[backdrop-filter]:bg-background/80 sm:px-6">
      <WorkspaceMobileMenu />
      {/* The mark alone: beside the account tools a phone has no room for the name (it showed "Uni…"). */}
      <WorkspaceLogo compact className="md:hidden" />
      <div className="ms-auto flex items-center gap-1">
        <LanguageSwitch {...language} />
        {user.isAdmin ? <LogoSettingsDialog placement="the dashboard" {...logoSettings} /> : null}
        <NotificationBell />
        <UserMenu place="workspace" user={user} />
      </div>
    </header>
  );
}
