import type { ReactNode } from 'react';
import { cn } from '@uniguide/ui';

export interface SectionProps {
  /** Id of the section's h2, which names the region for screen-reader landmark navigation. */
  id: string;
  eyebrow?: string;
  title: ReactNode;
  subtitle?: ReactNode;
  className?: string;
  children: ReactNode;
  align?: 'center' | 'start';
}

/** A titled band of a marketing page, with the content width and rhythm every band shares. */
export function Section({
  id,
  eyebrow,
  title,
  subtitle,
  className,
  children,
  align = 'center',
}: SectionProps) {
  return (
    <section aria-labelledby={id} className={cn('py-16 sm:py-20', className)}>
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div
          className={cn(
            'mb-10 grid gap-3 sm:mb-12',
            align === 'center' ? 'mx-auto max-w-2xl text-center' : 'max-w-2xl',
          )}
        >
          {eyebrow ? (
            <p className="text-sm font-semibold tracking-wide text-primary uppercase">{eyebrow}</p>
          ) : null}
          <h2 id={id} className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            {title}
          </h2>
          {subtitle ? <p className="text-lg text-muted-foreground">{subtitle}</p> : null}
        </div>
        {children}
      </div>
    </section>
  );
}
