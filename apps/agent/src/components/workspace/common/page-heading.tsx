import type { ReactNode } from 'react';

/** A workspace page's title and lede, with the page's main action beside them on wider screens. */
export function PageHeading({
  title,
  description,
  action,
}: {
  title: string;
  description: ReactNode;
  action?: ReactNode;
}) {
  const heading = (
    <div className="grid gap-1">
      <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{title}</h1>
      <p className="text-muted-foreground">{description}</p>
    </div>
  );
  if (!action) return heading;
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      {heading}
      {action}
    </div>
  );
}
