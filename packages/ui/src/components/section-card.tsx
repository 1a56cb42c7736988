import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from './card';
import type { ComponentProps, ReactNode } from 'react';

/** A titled card for one part of a detail page (an `<h2>`, so the page outline stays in order). */
export function SectionCard({
  title,
  description,
  action,
  children,
  className,
  titleClassName,
  contentClassName,
  ...props
}: Omit<ComponentProps<typeof Card>, 'title' | 'children'> & {
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  children: ReactNode;
  className?: string;
  titleClassName?: string;
  contentClassName?: string;
}) {
  return (
    <Card {...props} className={className ?? 'gap-5'}>
      <CardHeader>
        <CardTitle asChild>
          <h2 className={titleClassName}>{title}</h2>
        </CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
        {action ? <CardAction>{action}</CardAction> : null}
      </CardHeader>
      <CardContent className={contentClassName}>{children}</CardContent>
    </Card>
  );
}
