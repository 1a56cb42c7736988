import { createContext, useContext } from 'react';
import { useDocumentMeta } from '@uniguide/client';
import { BRAND } from '@uniguide/domain';

/** A schema.org object for the page's JSON-LD (`{ '@type': 'BreadcrumbList', … }`). */
export type StructuredData = Record<string, unknown>;

/**
 * What a page tells browsers, link previewers and search engines about itself. The browser sees the
 * title and description (set on every render); a server render also writes the rest into the page's
 * head (docs/decisions/040-server-rendered-pages.md).
 */
export interface PageMeta {
  /** "Explore Programs": the tab reads "Explore Programs | UniGuide". */
  title: string;
  description: string;
  /** The page's canonical path and query ('/programs?page=2'); omitted on pages never rendered on the server. */
  path?: string;
  /** An image for link previews: a path on this site or an absolute URL. */
  image?: string;
  /** Open Graph type: 'website' unless said otherwise. */
  type?: 'website' | 'article';
  /** Short facts a link preview shows before the description: university, degree, fee. */
  previewFacts?: readonly (string | null | undefined)[];
  /**
   * The page's JSON-LD, which only a server render writes: build it behind `import.meta.env.SSR`, so the
   * browser's bundle leaves its code out (docs/decisions/086-first-page-javascript.md).
   */
  structuredData?: StructuredData[];
  /** The page says the thing asked for does not exist: the server answers it with a 404. */
  notFound?: boolean;
}

/** Where a server render collects the meta of the page it renders; null in the browser. */
export const PageMetaSink = createContext<((meta: PageMeta) => void) | null>(null);

/** Every agent-app page calls this (or usePageTitle) once with its own title and description. */
export function usePageMeta(meta: PageMeta): void {
  const sink = useContext(PageMetaSink);
  sink?.(meta);
  useDocumentMeta(`${meta.title} | ${BRAND.name}`, meta.description);
}
