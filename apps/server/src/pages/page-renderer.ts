import { readFile, stat } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Language } from '@uniguide/domain';
import type { FastifyBaseLogger } from 'fastify';
import { matcherOf, type RouteMatcher } from '../app-routes';
import { countRenderedPage } from '../young-generation';

/** A page the agent app's server build rendered: the whole document, its status and its language. */
export interface RenderedPage {
  status: number;
  html: string;
  language: Language;
}

/**
 * What the agent app's `src/entry-server.tsx` exports. The server cannot import an app
 * (docs/architecture.md §2), so the contract is written out here and checked when the module loads.
 */
interface ServerEntry {
  SERVER_RENDERED_ROUTES: readonly string[];
  renderPage(request: {
    url: string;
    /** The language the page is written in (decision 069). */
    language: Language;
    template: string;
    siteUrl: string;
    fetch: typeof fetch;
  }): Promise<RenderedPage>;
}

function isServerEntry(value: unknown): value is ServerEntry {
  const entry = value as Partial<ServerEntry> | null;
  return (
    typeof entry?.renderPage === 'function' &&
    Array.isArray(entry.SERVER_RENDERED_ROUTES) &&
    entry.SERVER_RENDERED_ROUTES.every((route) => typeof route === 'string')
  );
}

/** The agent app's server build sits beside its browser build: `apps/agent/dist-ssr`. */
export function serverBuildOf(agentDist: string): string {
  return join(dirname(agentDist), `${basename(agentDist)}-ssr`, 'entry-server.js');
}

/** Answers the page's API requests: a GET of `/trpc/…` inside this process, as an anonymous visitor. */
export type InProcessFetch = (url: string) => Promise<Response>;

/**
 * Renders the agent app's public pages on the server (docs/decisions/040-server-rendered-pages.md).
 * One render per URL at a time: requests for a URL already being rendered wait for that render, so a
 * burst of visitors to a page the cache does not hold costs one render, not one each.
 */
export class PageRenderer {
  private readonly rendering = new Map<string, Promise<RenderedPage>>();

  private constructor(
    private readonly entry: ServerEntry,
    private readonly isPage: RouteMatcher,
    private readonly agentDist: string,
    private readonly siteUrl: string,
    private readonly fetchInProcess: InProcessFetch,
  ) {}

  /**
   * The renderer of the agent app built into `agentDist`, or undefined when that build has no server
   * part (built before server rendering, or not built): its pages are then the browser's alone.
   */
  static async load(options: {
    agentDist: string;
    siteUrl: string;
    fetch: InProcessFetch;
    log: FastifyBaseLogger;
  }): Promise<PageRenderer | undefined> {
    const file = serverBuildOf(options.agentDist);
    try {
      await stat(file);
    } catch {
      options.log.warn(
        { file },
        'the agent app has no server build; its pages render in the browser',
      );
      return undefined;
    }
    const entry: unknown = await import(pathToFileURL(resolve(file)).href);
    if (!isServerEntry(entry)) throw new Error(`${file} does not export renderPage`);
    return new PageRenderer(
      entry,
      matcherOf(entry.SERVER_RENDERED_ROUTES),
      options.agentDist,
      options.siteUrl,
      options.fetch,
    );
  }

  /** Whether a URL path (no query) is a page rendered here. */
  rendersPath(path: string): boolean {
    return this.isPage(path);
  }

  /** The page at `url` (path and query), rendered for an anonymous visitor in `language`. */
  render(url: string, language: Language): Promise<RenderedPage> {
    const key = `${language} ${url}`;
    let page = this.rendering.get(key);
    if (!page) {
      page = this.renderNow(url, language).finally(() => this.rendering.delete(key));
      this.rendering.set(key, page);
    }
    return page;
  }

  private async renderNow(url: string, language: Language): Promise<RenderedPage> {
    // Read on each render (renders are what the page cache misses): a rebuilt index.html, with new
    // asset names, is used at once.
    const template = await readFile(join(this.agentDist, 'index.html'), 'utf8');
    countRenderedPage();
    const page = await this.entry.renderPage({
      url,
      language,
      template,
      siteUrl: this.siteUrl,
      fetch: (input) => {
        const target = input instanceof Request ? input.url : String(input);
        return this.fetchInProcess(target);
      },
    });
    return { status: page.status, html: page.html, language };
  }
}
