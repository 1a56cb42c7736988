import { agentOrigin } from '@uniguide/client';
import { cn } from '@uniguide/ui';
import { ArrowLeftIcon } from 'lucide-react';

/** docs/product.md §3 "Back to Main Dashboard": the agent app's dashboard, on the agent host. */
export function BackToMainLink({ className }: { className?: string }) {
  return (
    <a
      href={`${agentOrigin()}/dashboard`}
      className={cn(
        'inline-flex h-9 items-center gap-1.5 rounded-md text-sm font-medium text-primary outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50',
        className,
      )}
    >
      <ArrowLeftIcon aria-hidden="true" className="size-4" />
      Back to Main Dashboard
    </a>
  );
}
