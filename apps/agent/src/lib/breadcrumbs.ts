import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import type { StructuredData } from './page-meta';

/**
 * schema.org breadcrumbs of the public catalogue's pages (docs/decisions/040-server-rendered-pages.md),
 * apart from the pages' own descriptions in structured-data.ts: the catalogue's first page needs only
 * these (docs/decisions/085-first-page-javascript.md). Their names are the page's visible
 * breadcrumb's, in the page's language.
 */

const HOME = msg`Home`;
const PROGRAMS = msg`Programs`;

function breadcrumbList(trail: readonly { name: string; path: string }[]): StructuredData {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: step.path,
    })),
  };
}

/** Home › Programs, then the page itself when it is a program's or a university's. */
export function catalogueTrail(
  i18n: Pick<I18n, '_'>,
  ...page: [name: string, path: string] | []
): StructuredData {
  return breadcrumbList([
    { name: i18n._(HOME), path: '/' },
    { name: i18n._(PROGRAMS), path: '/programs' },
    ...(page.length === 2 ? [{ name: page[0], path: page[1] }] : []),
  ]);
}
