import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import {
  Breadcrumb,
  BreadcrumbItem,
  BreadcrumbLink,
  BreadcrumbList,
  BreadcrumbPage,
  BreadcrumbSeparator,
} from '@uniguide/ui';

import type { ReactNode } from 'react';
import { catalogueLink, type CataloguePlace } from './place';

/**
 * Home › Programs › the page on screen, for the public catalogue's detail pages; Dashboard ›
 * Programs › the page inside the workspace. `via` (a link) stands between Programs and the page.
 */
export function CatalogueBreadcrumb({
  current,
  place = 'public',
  via,
}: {
  current: ReactNode;
  place?: CataloguePlace;
  via?: ReactNode;
}) {
  return (
    <Breadcrumb>
      <BreadcrumbList>
        <BreadcrumbItem>
          <BreadcrumbLink asChild>
            {place === 'workspace' ? (
              <Link to="/dashboard">
                <Trans>Dashboard</Trans>
              </Link>
            ) : (
              <Link to="/">
                <Trans>Home</Trans>
              </Link>
            )}
          </BreadcrumbLink>
        </BreadcrumbItem>
        <BreadcrumbSeparator />
        <BreadcrumbItem>
          <BreadcrumbLink asChild>
            <Link {...catalogueLink(place)}>
              <Trans>Programs</Trans>
            </Link>
          </BreadcrumbLink>
        </BreadcrumbItem>
        <BreadcrumbSeparator />
        {via ? (
          <>
            <BreadcrumbItem className="min-w-0">
              <BreadcrumbLink asChild>{via}</BreadcrumbLink>
            </BreadcrumbItem>
            <BreadcrumbSeparator />
          </>
        ) : null}
        <BreadcrumbItem className="min-w-0">
          <BreadcrumbPage className="line-clamp-1">{current}</BreadcrumbPage>
        </BreadcrumbItem>
      </BreadcrumbList>
    </Breadcrumb>
  );
}
