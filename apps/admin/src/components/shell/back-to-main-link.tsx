import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { cn } from '@uniguide/ui';
import { ArrowLeftIcon } from 'lucide-react';

/**
 * docs/product.md §3 "Back to Main Dashboard": the console's Overview, the admin's own dashboard.
 * (The agent app's dashboard is on another host, where the admin's session does not reach: the link
 * used to land them on the agents' sign-in page.)
 */
export function BackToMainLink({
  className,
  onNavigate,
}: {
  className?: string;
  onNavigate?: () => void;
}) {
  return (
    <Link
      to="/"
      onClick={onNavigate}
      className={cn(
        'inline-flex h-9 items-center gap-1.5 rounded-md text-sm font-medium text-primary outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50',
        className,
      )}
    >
      <Trans>
        <ArrowLeftIcon aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        Back to Main Dashboard
      </Trans>
    </Link>
  );
}
