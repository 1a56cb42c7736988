import type { ReactNode } from 'react';

/** A console page's container and heading, with optional actions on the right (below on phones). */
export function ConsolePage({
  title,
  description,
  actions,
  breadcrumb,
  children,
}: {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  /** Shown above the heading, e.g. a link back to the list. */
  breadcrumb?: ReactNode;
  children: ReactNode;
}) {
  return (
    // minmax(0, 1fr): a wide child (a table, a chart) scrolls or shrinks inside the page instead of
    // stretching it past the screen.
    <div className="mx-auto grid max-w-7xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-6 sm:px-6 sm:py-8">
      <div className="grid gap-3">
        {breadcrumb}
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div className="grid min-w-0 gap-1">
            <h1 className="text-2xl font-semibold tracking-tight wrap-anywhere sm:text-3xl">
              {title}
            </h1>
            {description ? <p className="text-muted-foreground">{description}</p> : null}
          </div>
          {actions ? <div className="flex flex-wrap gap-2 sm:shrink-0">{actions}</div> : null}
        </div>
      </div>
      {children}
    </div>
  );
}
