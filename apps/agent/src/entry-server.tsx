import { createMemoryHistory } from '@tanstack/react-router';
import {
  AppRoot,
  createI18n,
  loadCatalog,
  createQueryClient,
  createTrpcClient,
  createTrpcOptions,
  PAGE_DATA_ELEMENT_ID,
  serializePageData,
} from '@uniguide/client';
import { isLanguage, type Language } from '@uniguide/domain';
import type { ReactNode } from 'react';
import { renderToReadableStream, renderToString } from 'react-dom/server';

import { appCatalog } from './i18n/catalog';
import type { PageMeta } from './lib/page-meta';
import { PageMetaSink } from './lib/page-meta';
import { createAppRouter } from './router';
import { headTags, pageDocument } from './server/page-document';

/**
 * The public pages the server renders (docs/decisions/040-server-rendered-pages.md), as route paths:
 * the server matches requests against them. Every other page, the signed-in ones included, is
 * rendered by the browser alone.
 */
export const SERVER_RENDERED_ROUTES = [
  '/',
  '/programs',
  '/programs/$programId',
  '/universities/$universityId',
  '/about',
  '/contact',
] as const;

export interface RenderRequest {
  /** The requested path and query ('/programs?degree=Bachelor&page=2'). */
  url: string;
  /** The built index.html the page goes into. */
  template: string;
  /** The site's public address (PUBLIC_AGENT_URL): canonical links and previews point there. */
  siteUrl: string;
  /** Answers the page's API requests (`/trpc/…`) in-process, as `fetch` would; never with a cookie. */
  fetch: typeof fetch;
  /** The language to render in, as the server chose it (saved choice, cookie, Accept-Language). */
  language: Language;
}

export interface RenderedPage {
  status: 200 | 404;
  html: string;
}

const MAX_RENDERS = 3;

/** React's marker of a boundary completed after the page's shell, sent apart with a script. */
function hasOutlinedBoundary(markup: string): boolean {
  return markup.includes('<div hidden id="S:');
}

/** React's marker of a boundary whose content the server left to the browser. */
function hasClientRenderedBoundary(markup: string): boolean {
  return markup.includes('<!--$!-->');
}

/** The whole markup of the tree, once everything in it (lazy parts included) is ready. */
async function renderMarkup(app: ReactNode): Promise<string> {
  const stream = await renderToReadableStream(app, {
    progressiveChunkSize: Number.MAX_SAFE_INTEGER,
  });
  await stream.allReady;
  return readAll(stream);
}

/** Reads a web stream of markup into one string. */
async function readAll(stream: ReadableStream<Uint8Array>): Promise<string> {
  const decoder = new TextDecoder();
  let text = '';
  for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>)
    text += decoder.decode(chunk, { stream: true });
  return text + decoder.decode();
}

/**
 * Renders one public page as an anonymous visitor sees it, from the app's own routes and components:
 * the router resolves the URL and runs the page's loader, which waits for the page's queries
 * (`awaitPageData`); React renders the tree the browser will hydrate, every lazy part included; the
 * queries it used go into the page as JSON, and its meta into the head. A page that says its program
 * or university does not exist is a 404.
 */
export async function renderPage(request: RenderRequest): Promise<RenderedPage> {
  // A server that does not say renders English, the site's default language.
  const language: Language = isLanguage(request.language) ? request.language : 'en';
  // One i18n per render: two visitors' pages rendered at once may be in different languages.
  const i18n = await createI18n(appCatalog, language);
  const queryClient = createQueryClient();
  const trpcClient = createTrpcClient('/trpc', request.fetch);
  const router = createAppRouter(
    {
      queryClient,
      trpc: createTrpcOptions(trpcClient, queryClient),
      awaitPageData: () => true,
      loadCatalog: (added) => loadCatalog(i18n, added),
    },
    { history: createMemoryHistory({ initialEntries: [request.url] }) },
  );
  await router.load();

  let meta: PageMeta | undefined;
  const app = (
    <PageMetaSink.Provider value={(pageMeta) => (meta = pageMeta)}>
      <AppRoot
        queryClient={queryClient}
        trpcClient={trpcClient}
        router={router}
        i18n={i18n}
        catalog={appCatalog}
      />
    </PageMetaSink.Provider>
  );
  // Once every lazy part of the page has loaded in this process, renderToString has the whole page
  // in one synchronous pass, the cheapest. Until then a lazy part (the footer, say) suspends, and
  // renderToString would leave its boundary to the browser: the streaming render waits for it, and
  // loads it for the next render.
  let body = renderToString(app);
  if (hasClientRenderedBoundary(body)) body = await renderMarkup(app);
  // React may also send a boundary after the page with an inline script to move it into place,
  // which the CSP refuses; its module is loaded now, so a second render has it at once.
  for (let attempt = 1; hasOutlinedBoundary(body) && attempt < MAX_RENDERS; attempt += 1)
    body = await renderMarkup(app);
  if (hasOutlinedBoundary(body) || hasClientRenderedBoundary(body))
    throw new Error(`the page at ${request.url} still suspends after ${MAX_RENDERS} renders`);
  if (!meta) throw new Error(`the page at ${request.url} set no title`);
  const notFound = meta.notFound === true;
  const html = pageDocument(request.template, {
    head: headTags(meta, request.siteUrl),
    body,
    dataElementId: PAGE_DATA_ELEMENT_ID,
    data: serializePageData(queryClient),
    language,
  });
  queryClient.clear();
  return { status: notFound ? 404 : 200, html };
}
