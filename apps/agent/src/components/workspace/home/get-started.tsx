import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { LucideIcon } from 'lucide-react';
import { GraduationCapIcon, ShieldCheckIcon, UserRoundPenIcon } from 'lucide-react';
import { adminOrigin } from '@uniguide/client';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle } from '@uniguide/ui';
import type { ReactNode } from 'react';
import { BrowseProgramsButton } from '../common/browse-programs-button';

function ActionCard({
  icon: Icon,
  title,
  description,
  children,
}: {
  icon: LucideIcon;
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle asChild>
          <h3 className="flex items-center gap-2">
            <Icon aria-hidden="true" className="size-5 shrink-0 text-primary" />
            {title}
          </h3>
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/** docs/product.md §3 Get Started cards: Browse Programs and Complete Your Profile. */
export function GetStarted() {
  const { t } = useLingui();
  return (
    <section aria-labelledby="get-started-title" className="grid content-start gap-4">
      <h2 id="get-started-title" className="text-lg font-semibold">
        <Trans>Get Started</Trans>
      </h2>
      <ActionCard
        icon={GraduationCapIcon}
        title={t`Browse Programs`}
        description={t`Explore over 900 programs from top UAE universities.`}
      >
        <BrowseProgramsButton variant="outline" className="w-full sm:w-auto" />
      </ActionCard>
      <ActionCard
        icon={UserRoundPenIcon}
        title={t`Complete Your Profile`}
        description={t`Keep your agency details and contact information up to date.`}
      >
        <Button asChild variant="outline" className="w-full sm:w-auto">
          <Link to="/dashboard/settings">
            <Trans>Complete Your Profile</Trans>
          </Link>
        </Button>
      </ActionCard>
    </section>
  );
}

/** Admins only (docs/product.md §3): the way into the admin console, which lives on its own host. */
export function AdminControls() {
  const { t } = useLingui();
  return (
    <ActionCard
      icon={ShieldCheckIcon}
      title={t`Admin Controls`}
      description={t`Review applications, manage agents and read the audit log in the admin console.`}
    >
      <Button asChild className="w-full sm:w-auto">
        <a href={`${adminOrigin()}/`}>
          <Trans>Open Admin Dashboard</Trans>
        </a>
      </Button>
    </ActionCard>
  );
}
