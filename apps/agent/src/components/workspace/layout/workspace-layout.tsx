import type { ReactNode } from 'react';
import type { PublicUser } from '@uniguide/domain';

import { SkipLink } from '../../public/skip-link';
import { OnboardingPrompt } from '../onboarding/onboarding-prompt';
import { AccountBanner } from './account-banner';
import { WorkspaceHeader } from './workspace-header';
import { WorkspaceSidebar } from './workspace-sidebar';

/** Sidebar + header + page: the frame of every signed-in page (docs/product.md §3 "Dashboard layout"). */
export function WorkspaceLayout({ user, children }: { user: PublicUser; children: ReactNode }) {
  return (
    <div className="flex min-h-svh bg-background">
      <SkipLink />
      <WorkspaceSidebar />
      <div className="flex min-w-0 flex-1 flex-col">
        <WorkspaceHeader user={user} />
        <AccountBanner user={user} />
        <OnboardingPrompt user={user} />
        <main id="main-content" tabIndex={-1} className="flex-1 outline-none">
          {children}
        </main>
      </div>
    </div>
  );
}
