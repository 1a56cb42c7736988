import type { StructuredData } from './page-meta';

/**
 * schema.org breadcrumbs of the public catalogue's pages (docs/decisions/040-server-rendered-pages.md),
 * apart from the pages' own descriptions in structured-data.ts: the catalogue's first page needs only
 * these (docs/decisions/085-first-page-javascript.md).
 */

export function breadcrumbList(trail: readonly { name: string; path: string }[]): StructuredData {
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

/** The catalogue trail of a detail page: Home › Programs › the page. */
export function catalogueTrail(name: string, path: string): StructuredData {
  return breadcrumbList([
    { name: 'Home', path: '/' },
    { name: 'Programs', path: '/programs' },
    { name, path },
  ]);
}
