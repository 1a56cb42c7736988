import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { SearchXIcon } from 'lucide-react';
import { MESSAGES } from '@uniguide/domain';
import { Button, PageNotice } from '@uniguide/ui';

import { catalogueLink, type CataloguePlace } from '../place';

export function ProgramNotFound({ place = 'public' }: { place?: CataloguePlace }) {
  return (
    <PageNotice
      icon={SearchXIcon}
      title={MESSAGES.programNotFound}
      titleClassName="sm:text-3xl"
      action={
        <Button asChild size="lg">
          <Link {...catalogueLink(place)}>
            <Trans>Back to All Programs</Trans>
          </Link>
        </Button>
      }
    >
      {MESSAGES.programNotFoundDescription}
    </PageNotice>
  );
}
