import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Button } from '@uniguide/ui';

import { useApprovalPromise } from '../use-approval-promise';

export function FinalCta() {
  const promise = useApprovalPromise();
  return (
    <section aria-labelledby="final-cta-heading" className="px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
      <div className="mx-auto grid max-w-5xl justify-items-center gap-6 rounded-3xl bg-primary px-6 py-14 text-center text-primary-foreground shadow-lg sm:px-12">
        <h2
          id="final-cta-heading"
          className="text-3xl font-bold tracking-tight text-balance sm:text-4xl"
        >
          <Trans>Ready to grow your agency with UAE universities?</Trans>
        </h2>
        <p className="max-w-2xl text-lg text-primary-foreground/85">
          <Trans>
            Sign up free today — no monthly fees. {promise?.sentence ?? ''} Your onboarding session
            with a regional expert is waiting.
          </Trans>
        </p>
        <div className="flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
          <Button
            asChild
            size="lg"
            className="h-12 bg-white px-7 text-base text-primary hover:bg-white/90 focus-visible:ring-white/70"
          >
            <Link to="/auth" search={{ redirect: '/dashboard', mode: 'signup' }}>
              <Trans>Apply Now</Trans>
            </Link>
          </Button>
          <Button
            asChild
            size="lg"
            variant="outline"
            className="h-12 border-white/60 bg-transparent px-7 text-base text-white hover:bg-white/10 hover:text-white focus-visible:ring-white/70"
          >
            <Link to="/auth" search={{ mode: 'signup' }}>
              <Trans>Partner with us</Trans>
            </Link>
          </Button>
          <Button
            asChild
            size="lg"
            variant="ghost"
            className="h-12 px-7 text-base text-white underline-offset-4 hover:bg-white/10 hover:text-white hover:underline focus-visible:ring-white/70"
          >
            <Link to="/contact">
              <Trans>Contact Sales</Trans>
            </Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
