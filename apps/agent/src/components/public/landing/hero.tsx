import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { ArrowRightIcon, CircleCheckBigIcon, StarIcon } from 'lucide-react';
import { MARKETING } from '@uniguide/domain';
import { Button, cn } from '@uniguide/ui';

import { useApprovalPromise } from '../use-approval-promise';
import { StatTiles } from './stat-tiles';

export function Hero() {
  const { t } = useLingui();
  const promise = useApprovalPromise();
  return (
    <section
      aria-labelledby="hero-heading"
      className="relative overflow-hidden bg-gradient-to-b from-primary/10 via-background to-background"
    >
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 pt-14 pb-12 sm:px-6 lg:grid-cols-[1.1fr_1fr] lg:px-8 lg:pt-20">
        <div className="grid gap-6">
          {/* Kept in place (invisible) until the setting is known, so nothing below moves. */}
          <p
            className={cn(
              'inline-flex w-fit items-center gap-2 rounded-full border border-primary/20 bg-card px-3 py-1 text-sm font-medium text-primary shadow-xs',
              promise ? null : 'invisible',
            )}
          >
            <CircleCheckBigIcon className="size-4" aria-hidden="true" />
            {promise?.short ?? t`Free sign-up`}
          </p>
          <h1
            id="hero-heading"
            className="text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl"
          >
            <Trans>
              Place your students at <span className="text-primary">top UAE universities</span>
            </Trans>
          </h1>
          <p className="max-w-xl text-lg text-muted-foreground">
            <Trans>
              Join the agent network trusted by recruiters worldwide. Access{' '}
              {MARKETING.universities} UAE universities and {MARKETING.programs} programs, submit
              applications from one portal, and earn commission on every enrolment.
            </Trans>
          </p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg" className="h-12 px-7 text-base">
              <Link to="/auth" search={{ redirect: '/dashboard', mode: 'signup' }}>
                <Trans>
                  Become an Agent
                  <ArrowRightIcon className="rtl:-scale-x-100" aria-hidden="true" />
                </Trans>
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline" className="h-12 px-7 text-base">
              <Link to="/programs">
                <Trans>Explore Programs</Trans>
              </Link>
            </Button>
          </div>
          <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm text-muted-foreground">
            <li className="flex items-center gap-2">
              <Trans>
                <CircleCheckBigIcon className="size-4 text-success" aria-hidden="true" />
                Free signup — no monthly fees or subscriptions
              </Trans>
            </li>
            <li className="flex items-center gap-2">
              <Trans>
                <span className="flex" aria-hidden="true">
                  {Array.from({ length: 5 }, (_, index) => (
                    <StarIcon key={index} className="size-4 fill-highlight text-highlight" />
                  ))}
                </span>
                Rated {MARKETING.rating} by our agents
              </Trans>
            </li>
          </ul>
        </div>
        <div className="relative mx-auto w-full max-w-lg lg:max-w-none">
          <img
            src="/images/hero-campus.svg"
            alt=""
            width={560}
            height={440}
            // The largest paint of the landing page, in the server's HTML: fetched first.
            fetchPriority="high"
            className="h-auto w-full drop-shadow-xl"
          />
        </div>
      </div>
      <div className="mx-auto max-w-7xl px-4 pb-16 sm:px-6 lg:px-8">
        <StatTiles />
      </div>
    </section>
  );
}
