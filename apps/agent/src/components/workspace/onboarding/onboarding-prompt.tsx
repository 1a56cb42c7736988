import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link, useRouterState } from '@tanstack/react-router';
import { useTRPC } from '@uniguide/client';
import { ONBOARDING_PATH, type PublicUser } from '@uniguide/domain';
import { Button } from '@uniguide/ui';
import { CalendarPlusIcon } from 'lucide-react';

/**
 * The invitation an approved agent sees on every workspace page until they book an onboarding
 * session (docs/product.md §5.11); not on the booking page itself.
 */
export function OnboardingPrompt({ user }: { user: PublicUser }) {
  const trpc = useTRPC();
  const invitable = user.role === 'agent' && user.approvalStatus === 'approved';
  const onPage = useRouterState({
    select: (state) => state.location.pathname === ONBOARDING_PATH,
  });
  const overview = useQuery({
    ...trpc.onboarding.overview.queryOptions(),
    enabled: invitable,
    staleTime: 60_000,
  });
  if (!invitable || onPage || !overview.data?.invited) return null;
  return (
    <div
      role="status"
      className="flex flex-col gap-3 border-b border-primary/20 bg-primary/5 px-4 py-3 text-sm sm:flex-row sm:items-center sm:px-6 lg:px-8"
    >
      <div className="flex flex-1 items-start gap-3">
        <CalendarPlusIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
        <p>
          <Trans>
            Welcome aboard! Book your personal onboarding session with a regional expert, at a time
            that suits you.
          </Trans>
        </p>
      </div>
      <Button asChild size="sm">
        <Link to="/dashboard/onboarding">
          <Trans>Book a session</Trans>
        </Link>
      </Button>
    </div>
  );
}
