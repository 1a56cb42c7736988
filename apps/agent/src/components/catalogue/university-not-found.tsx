import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { SearchXIcon } from 'lucide-react';
import { Button, PageNotice } from '@uniguide/ui';

export function UniversityNotFound() {
  return (
    <PageNotice
      icon={SearchXIcon}
      title={<Trans>University Not Found</Trans>}
      titleClassName="sm:text-3xl"
      action={
        <Button asChild size="lg">
          <Link to="/programs">
            <Trans>Back to All Programs</Trans>
          </Link>
        </Button>
      }
    >
      <Trans>The university you&apos;re looking for could not be found or has been removed.</Trans>
    </PageNotice>
  );
}
