import { Trans, useLingui } from '@lingui/react/macro';
import { PanelLeftCloseIcon, PanelLeftOpenIcon } from 'lucide-react';
import { Button, cn } from '@uniguide/ui';
import { useEffect } from 'react';

import { useSidebarCollapsed } from './use-sidebar-collapsed';
import { WorkspaceLogo } from './workspace-logo';
import { WorkspaceNav } from './workspace-nav';

/** The desktop sidebar (md and up); below md the same links live in the header's menu sheet. */
export function WorkspaceSidebar() {
  const { t } = useLingui();
  const [collapsed, toggle] = useSidebarCollapsed();
  // Toasts sit bottom-left on wide screens: just right of the sidebar, never over its controls.
  useEffect(() => {
    const root = document.documentElement;
    root.style.setProperty('--toast-inset-left', collapsed ? '4rem' : '16rem');
    return () => {
      root.style.removeProperty('--toast-inset-left');
    };
  }, [collapsed]);

  return (
    // The outer column stretches with the page, so border and background run to the bottom; the
    // inner panel stays in view while the page scrolls.
    <div
      data-collapsed={collapsed || undefined}
      className={cn(
        'hidden shrink-0 border-e bg-card transition-[width] duration-200 md:block',
        collapsed ? 'w-16' : 'w-64',
      )}
    >
      <aside aria-label={t`Sidebar`} className="sticky top-0 flex h-svh flex-col">
        <div
          className={cn('flex h-16 items-center border-b', collapsed ? 'justify-center' : 'px-5')}
        >
          <WorkspaceLogo compact={collapsed} />
        </div>
        <div className={cn('flex-1 overflow-y-auto py-4', collapsed ? 'px-2' : 'px-3')}>
          <WorkspaceNav label={t`Dashboard`} collapsed={collapsed} />
        </div>
        <div className={cn('border-t py-3', collapsed ? 'flex justify-center px-2' : 'px-3')}>
          <Button
            variant="ghost"
            size={collapsed ? 'icon' : 'sm'}
            onClick={toggle}
            aria-expanded={!collapsed}
            aria-label={collapsed ? t`Expand sidebar` : t`Collapse sidebar`}
            title={collapsed ? t`Expand sidebar` : t`Collapse sidebar`}
            className={cn('text-muted-foreground', !collapsed && 'w-full justify-start gap-3 px-3')}
          >
            {collapsed ? (
              <PanelLeftOpenIcon className="size-5" aria-hidden="true" />
            ) : (
              <>
                <Trans>
                  <PanelLeftCloseIcon className="size-5" aria-hidden="true" />
                  Collapse
                </Trans>
              </>
            )}
          </Button>
        </div>
      </aside>
    </div>
  );
}
