import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { SearchXIcon } from 'lucide-react';
import { MESSAGES } from '@uniguide/domain';
import { Button } from '@uniguide/ui';

import { catalogueLink, type CataloguePlace } from '../place';

export function ProgramNotFound({ place = 'public' }: { place?: CataloguePlace }) {
  return (
    <div className="grid justify-items-center gap-4 py-16 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-muted text-muted-foreground">
        <SearchXIcon className="size-7" aria-hidden="true" />
      </span>
      <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">
        {MESSAGES.programNotFound}
      </h1>
      <p className="max-w-md text-muted-foreground">{MESSAGES.programNotFoundDescription}</p>
      <Button asChild size="lg">
        <Link {...catalogueLink(place)}>
          <Trans>Back to All Programs</Trans>
        </Link>
      </Button>
    </div>
  );
}
