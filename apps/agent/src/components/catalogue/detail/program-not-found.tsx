import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { SearchXIcon } from 'lucide-react';
import { Button, PageNotice } from '@uniguide/ui';

import { CATALOGUE_TEXTS } from '../catalogue-messages';
import { catalogueLink, type CataloguePlace } from '../place';

export function ProgramNotFound({ place = 'public' }: { place?: CataloguePlace }) {
  const { t } = useLingui();
  return (
    <PageNotice
      icon={SearchXIcon}
      title={t(CATALOGUE_TEXTS.programNotFound)}
      titleClassName="sm:text-3xl"
      action={
        <Button asChild size="lg">
          <Link {...catalogueLink(place)}>
            <Trans>Back to All Programs</Trans>
          </Link>
        </Button>
      }
    >
      {t(CATALOGUE_TEXTS.programNotFoundDescription)}
    </PageNotice>
  );
}
