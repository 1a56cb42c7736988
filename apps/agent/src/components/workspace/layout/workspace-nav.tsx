import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { cn } from '@uniguide/ui';

import { WORKSPACE_NAV_ITEMS } from './nav-items';

export interface WorkspaceNavProps {
  /** Icons only; the labels stay for screen readers and as hover titles. */
  collapsed?: boolean;
  /** Called after a link is followed (the mobile menu closes itself). */
  onNavigate?: () => void;
  label: string;
}

/** The dashboard's sections; the current one is marked with `aria-current="page"` by the router. */
export function WorkspaceNav({ collapsed = false, onNavigate, label }: WorkspaceNavProps) {
  const { t } = useLingui();
  return (
    <nav aria-label={label}>
      <ul className="grid gap-1">
        {WORKSPACE_NAV_ITEMS.map((item) => (
          <li key={item.to}>
            <Link
              to={item.to}
              activeOptions={{ exact: item.exact ?? false, includeSearch: false }}
              onClick={onNavigate}
              title={collapsed ? t(item.label) : undefined}
              className={cn(
                'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors outline-none',
                'hover:bg-muted hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50',
                'data-[status=active]:bg-primary/10 data-[status=active]:text-primary',
                collapsed && 'justify-center px-0',
              )}
            >
              <item.icon className="size-5 shrink-0" aria-hidden="true" />
              <span className={cn(collapsed && 'sr-only')}>{t(item.label)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
