import type { ComponentType, ReactNode } from 'react';
import { cn } from '../lib/cn';

const ICON_TONES = {
  muted: 'bg-muted text-muted-foreground',
  primary: 'bg-primary/10 text-primary',
  destructive: 'bg-destructive/10 text-destructive',
} as const;

/**
 * A page that stands in for one it cannot show (not found, signed out, failed to load): an icon,
 * the page's heading, what happened, and the one way on (`action`, a button or a link styled as one).
 */
export function PageNotice({
  icon: Icon,
  tone = 'muted',
  title,
  titleClassName,
  alert = false,
  action,
  children,
}: {
  icon?: ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;
  tone?: keyof typeof ICON_TONES;
  title: ReactNode;
  titleClassName?: string;
  /** Announce the explanation (an error) as it appears. */
  alert?: boolean;
  action: ReactNode;
  /** What happened. */
  children: ReactNode;
}) {
  return (
    <div className="grid justify-items-center gap-4 py-16 text-center">
      {Icon ? (
        <span
          className={cn('flex size-14 items-center justify-center rounded-full', ICON_TONES[tone])}
        >
          <Icon className="size-7" aria-hidden="true" />
        </span>
      ) : null}
      <h1 className={cn('text-2xl font-semibold tracking-tight', titleClassName)}>{title}</h1>
      <p className="max-w-md text-muted-foreground" role={alert ? 'alert' : undefined}>
        {children}
      </p>
      {action}
    </div>
  );
}
