import { linkOptions } from '@tanstack/react-router';

/**
 * Where the catalogue is shown: the public site, or inside the signed-in workspace (sidebar,
 * workspace breadcrumbs), where a program's page opens in the workspace too (docs/product.md §3).
 */
export type CataloguePlace = 'public' | 'workspace';

/** The program's page in the same place as the list it was opened from. */
export function programDetailLink(place: CataloguePlace, programId: number) {
  const params = { programId: String(programId) };
  return place === 'workspace'
    ? linkOptions({ to: '/dashboard/programs/$programId', params })
    : linkOptions({ to: '/programs/$programId', params });
}

/** The catalogue of the same place ("Programs" in the breadcrumb, "Back to All Programs"). */
export function catalogueLink(place: CataloguePlace) {
  return place === 'workspace'
    ? linkOptions({ to: '/dashboard/programs' })
    : linkOptions({ to: '/programs' });
}
