import { cn } from '@uniguide/ui';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** A list with nothing to show: an icon, what is missing, and the way forward. */
export function ListEmptyState({
  icon: Icon,
  title,
  description,
  action,
  headingLevel: Heading = 'h2',
  className,
}: {
  icon: LucideIcon;
  title: ReactNode;
  description: ReactNode;
  action: ReactNode;
  /** h3 where the list sits in a section under its own h2. */
  headingLevel?: 'h2' | 'h3';
  className?: string;
}) {
  return (
    <div
      className={cn(
        'grid justify-items-center gap-4 rounded-xl border border-dashed px-4 py-16 text-center',
        className,
      )}
    >
      <span className="flex size-14 items-center justify-center rounded-full bg-muted text-muted-foreground">
        <Icon className="size-7" aria-hidden="true" />
      </span>
      <Heading className="text-lg font-semibold">{title}</Heading>
      <p className="max-w-sm text-muted-foreground">{description}</p>
      {action}
    </div>
  );
}
