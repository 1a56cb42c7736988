import { Trans } from '@lingui/react/macro';
import { errorMessage } from '@uniguide/client';
import {
  Button,
  Card,
  CardAction,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Skeleton,
} from '@uniguide/ui';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** A card on the dashboard home: an h2 title, an optional lede and header action, then the body. */
export function DashboardCard({
  title,
  icon: Icon,
  description,
  action,
  busy,
  children,
}: {
  title: string;
  icon?: LucideIcon;
  description?: string;
  /** A link at the header's end, e.g. "View all". */
  action?: ReactNode;
  /** The body is still loading. */
  busy: boolean;
  children: ReactNode;
}) {
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle asChild>
          <h2 className={Icon ? 'flex items-center gap-2 text-lg' : 'text-lg'}>
            {Icon ? <Icon className="size-5 text-primary" aria-hidden="true" /> : null}
            {title}
          </h2>
        </CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
        {action ? <CardAction>{action}</CardAction> : null}
      </CardHeader>
      <CardContent aria-busy={busy}>{children}</CardContent>
    </Card>
  );
}

/** Two placeholder rows while a dashboard card's list loads. */
export function DashboardCardSkeleton({
  label,
  rowClassName,
}: {
  label: string;
  rowClassName: string;
}) {
  return (
    <div className="grid gap-4" aria-label={label}>
      <Skeleton className={`${rowClassName} w-full`} />
      <Skeleton className={`${rowClassName} w-full`} />
    </div>
  );
}

/** A dashboard card's query failed: the reason, and a way to try again. */
export function DashboardCardError({
  error,
  fallback,
  onRetry,
}: {
  error: unknown;
  fallback: string;
  onRetry: () => void;
}) {
  return (
    <div className="grid justify-items-start gap-3">
      <p role="alert" className="text-sm text-destructive">
        {errorMessage(error, fallback)}
      </p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        <Trans>Try again</Trans>
      </Button>
    </div>
  );
}
