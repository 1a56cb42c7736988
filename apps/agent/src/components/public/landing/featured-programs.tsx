import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { ArrowRightIcon } from 'lucide-react';
import { useTRPC } from '@uniguide/client';
import { Button } from '@uniguide/ui';

import { SavedProgramsProvider } from '../../../lib/saved-programs';
import { ProgramCard } from '../../catalogue/program-card';
import { ProgramCardSkeleton } from '../../catalogue/program-card-skeleton';

import { FEATURED_COUNT, FEATURED_PROGRAMS_INPUT } from './featured-programs-input';

/**
 * A taste of the catalogue inside the partner-universities section (the landing page keeps the
 * seven sections of docs/product.md §3.2): the first programs that offer scholarships.
 */
export function FeaturedPrograms() {
  const trpc = useTRPC();
  const programs = useQuery(trpc.program.list.queryOptions(FEATURED_PROGRAMS_INPUT));

  let body;
  if (programs.isPending) {
    body = (
      <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3" aria-busy="true">
        {Array.from({ length: FEATURED_COUNT }, (_, index) => (
          <ProgramCardSkeleton key={index} />
        ))}
      </div>
    );
  } else if (programs.isError || programs.data.items.length === 0) {
    // A teaser only: without programs to show, the link to the catalogue below is enough.
    body = null;
  } else {
    body = (
      <SavedProgramsProvider>
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {programs.data.items.map((program) => (
            <li key={program.id}>
              <ProgramCard program={program} headingLevel="h4" />
            </li>
          ))}
        </ul>
      </SavedProgramsProvider>
    );
  }

  return (
    <div aria-labelledby="featured-heading" role="group" className="mt-16 grid gap-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-1">
          <h3 id="featured-heading" className="text-2xl font-bold tracking-tight">
            <Trans>Featured programs</Trans>
          </h3>
          <p className="text-muted-foreground">
            <Trans>Programs with scholarships available, open to your students today.</Trans>
          </p>
        </div>
        <Button asChild variant="outline">
          <Link to="/programs">
            <Trans>
              View all programs
              <ArrowRightIcon className="rtl:-scale-x-100" aria-hidden="true" />
            </Trans>
          </Link>
        </Button>
      </div>
      {body}
    </div>
  );
}
