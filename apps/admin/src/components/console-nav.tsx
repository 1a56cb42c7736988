import { Link } from '@tanstack/react-router';
import { agentOrigin } from '@uniguide/client';
import { ArrowLeftIcon, LayoutDashboardIcon } from 'lucide-react';

const linkClass =
  'inline-flex h-11 items-center gap-2 border-b-2 border-transparent px-1 text-sm font-medium text-muted-foreground outline-none transition-colors hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 data-[status=active]:border-primary data-[status=active]:text-foreground';

/**
 * The console's sections. Later sections (Users, Applications, Audit Logs) join this list as
 * their pages are built, so the menu never offers a page that does not exist.
 */
export function ConsoleNav() {
  return (
    <nav aria-label="Console" className="border-b bg-card">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <ul className="flex items-center gap-6">
          <li>
            <Link to="/" className={linkClass} activeOptions={{ exact: true }}>
              <LayoutDashboardIcon aria-hidden="true" className="size-4" />
              Overview
            </Link>
          </li>
        </ul>
        <a
          href={`${agentOrigin()}/dashboard`}
          className="inline-flex h-9 items-center gap-1.5 rounded-md text-sm font-medium text-primary outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          <ArrowLeftIcon aria-hidden="true" className="size-4" />
          Back to Main Dashboard
        </a>
      </div>
    </nav>
  );
}
